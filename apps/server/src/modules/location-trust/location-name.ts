import { LOCATION_NAMES, type LocationCode } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { findLocationName } from './location-trust.repository.js';

/** The display name of a stored location code: its row's name, else the legacy name, else the code. */
export function locationName(code: string, rowName: string | null | undefined): string {
  return rowName ?? LOCATION_NAMES[code as LocationCode] ?? code;
}

/** The name of a locations row by id (a profile's location label), null when none. */
export async function locationNameById(db: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  return (await findLocationName(db, id)) ?? null;
}
