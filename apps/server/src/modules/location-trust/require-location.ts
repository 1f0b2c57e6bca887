import { LOCATION_CODES, MSG } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { findLocation, locationRefused, type ProgramLocation } from './location-lookup.js';

const LEGACY: readonly string[] = LOCATION_CODES;

/**
 * The location a new or changed client, attendance record, progress note or profile may name
 * (ADR 0028): an existing locations row (else 400 `location_unknown`) that is active (else 400
 * `location_inactive`). The three legacy codes stay usable while their rows exist, whatever an
 * admin marks inactive, so the existing client keeps working; a record that keeps the location it
 * already has (`current`, a code) is never refused for it.
 */
export async function requireLocation(
  db: Executor,
  text: string,
  options: { field?: string; current?: string | null } = {},
): Promise<ProgramLocation> {
  const field = options.field ?? 'location';
  const row = await findLocation(db, text);
  if (!row) throw locationRefused(MSG.invalidLocation, 'location_unknown', field);
  if (!row.active && !LEGACY.includes(row.code) && row.code !== options.current) {
    throw locationRefused(MSG.locationInactive, 'location_inactive', field);
  }
  return { id: row.id, code: row.code, name: row.name };
}
