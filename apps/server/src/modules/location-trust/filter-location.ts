import { MSG } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { findLocation, locationRefused, type ProgramLocation } from './location-lookup.js';

/** A location named in a list filter: any existing row, active or not (else 400 `location_unknown`). */
export async function filterLocation(db: Executor, text: string, field = 'location'): Promise<ProgramLocation> {
  const row = await findLocation(db, text);
  if (!row) throw locationRefused(MSG.invalidLocation, 'location_unknown', field);
  return { id: row.id, code: row.code, name: row.name };
}
