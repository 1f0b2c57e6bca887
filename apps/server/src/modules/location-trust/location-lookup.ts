import type { Executor } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { locationLookupQuery } from './location-trust.repository.js';

/** What requiring a location and filtering by one share: the lookup of the row a request names (ADR 0028). */

/** A 400 on a location field with its own machine code (ADR 0028). */
export const locationRefused = (message: string, code: string, field: string) =>
  new HttpError(400, `${field}: ${message}`, { [field]: [message] }, false, code, { fields: [field] });

export interface ProgramLocation {
  id: number;
  code: string;
  name: string;
}

/**
 * Finds the locations row a request names (the output of `locationInput`): canonical digits are
 * an id ("2", never "02": docs/security.md "Input", so "02" names no row unless a code is "02"), a
 * legacy code stays that code, anything else is a code or, failing that, a name (any case).
 */
export async function findLocation(
  db: Executor,
  text: string,
): Promise<(ProgramLocation & { active: boolean }) | undefined> {
  const base = locationLookupQuery(db);
  let row =
    /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647
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
