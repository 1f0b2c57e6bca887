import { type AdminLocation, type AdminLocationUpdateBody, MSG } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { type LocationRow, toBool } from '../../db/schema.js';
import { fieldError, found } from '../../lib/http-error.js';
import type { Resource } from '../audit/audited-record.js';
import { deleteLocationRow, locationsQuery } from './location-trust.repository.js';

/** What the admin console's location operations share (`/api/admin/locations`, ADR 0028). */

export const presentLocationRecord = (row: LocationRow): AdminLocation => ({ ...row, active: toBool(row.active) });

/** One location as the console shows it (404 when missing). */
export const readLocationRecord = async (db: Executor, id: number) =>
  presentLocationRecord(found(await locationsQuery(db).where('id', '=', id).executeTakeFirst()));

export const locationCodeTaken = () => fieldError('code', MSG.locationCodeTaken);

export const LOCATION: Resource<AdminLocation> = {
  entity: 'location',
  read: readLocationRecord,
  remove: deleteLocationRow,
  taken: locationCodeTaken,
};

/** The locations-table columns a body sets (undefined keys left alone). */
export function locationColumns(body: AdminLocationUpdateBody) {
  const out: Partial<Omit<LocationRow, 'id' | 'active'>> & { active?: boolean } = {};
  for (const key of ['code', 'name', 'address', 'latitude', 'longitude', 'radius_meters', 'active'] as const) {
    if (body[key] !== undefined) (out as Record<string, unknown>)[key] = body[key];
  }
  return out;
}
