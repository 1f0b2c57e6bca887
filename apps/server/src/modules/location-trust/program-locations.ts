import { LOCATION_CODES, LOCATION_NAMES, type LocationCode, MSG } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { findLocationName, locationLookupQuery } from './location-trust.repository.js';

/** A 400 on a location field with its own machine code (ADR 0028). */
const locationRefused = (message: string, code: string, field: string) =>
  new HttpError(400, `${field}: ${message}`, { [field]: [message] }, false, code, { fields: [field] });

const LEGACY: readonly string[] = LOCATION_CODES;

export interface ProgramLocation {
  id: number;
  code: string;
  name: string;
}

/**
 * Finds the locations row a request names (the output of `locationInput`): digits are an id, a
 * legacy code stays that code, anything else is a code or, failing that, a name (any case).
 */
async function findLocation(db: Executor, text: string): Promise<(ProgramLocation & { active: boolean }) | undefined> {
  const base = locationLookupQuery(db);
  let row =
    /^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647
      ? await base.where('id', '=', Number(text)).executeTakeFirst()
      : await base.where('code', '=', text.toUpperCase()).executeTakeFirst();
  if (!row && !/^\d+$/.test(text)) {
    const named = await base
      .where((eb) => eb(eb.fn('lower', ['name']), '=', text.toLowerCase()))
      .orderBy('id')
      .execute();
    if (named.length === 1) row = named[0];
  }
  return row ? { ...row, active: row.active === true || row.active === 1 } : undefined;
}

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

/** A location named in a list filter: any existing row, active or not (else 400 `location_unknown`). */
export async function filterLocation(db: Executor, text: string, field = 'location'): Promise<ProgramLocation> {
  const row = await findLocation(db, text);
  if (!row) throw locationRefused(MSG.invalidLocation, 'location_unknown', field);
  return { id: row.id, code: row.code, name: row.name };
}

/** The display name of a stored location code: its row's name, else the legacy name, else the code. */
export function locationName(code: string, rowName: string | null | undefined): string {
  return rowName ?? LOCATION_NAMES[code as LocationCode] ?? code;
}

/** The name of a locations row by id (a profile's location label), null when none. */
export async function locationNameById(db: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  return (await findLocationName(db, id)) ?? null;
}
