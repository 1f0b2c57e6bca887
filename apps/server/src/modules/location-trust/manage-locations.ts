import { type AdminLocation, type AdminLocationCreateBody, type AdminLocationUpdateBody, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { type LocationRow, toBool } from '../../db/schema.js';
import { conflict, fieldError, found } from '../../lib/http-error.js';
import { keyFilters, type ListKeys, listRecords } from '../../lib/list-page.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { deleteRecord, type Resource, updateRecord } from '../audit/audited-record.js';
import {
  deleteLocationRow,
  insertLocation,
  locationCodeInUse,
  locationsQuery,
  updateLocationRow,
} from './location-trust.repository.js';

/** Program locations (the admin console's `/api/admin/locations`, ADR 0028). */

const present = (row: LocationRow): AdminLocation => ({ ...row, active: toBool(row.active) });
const read = async (db: Executor, id: number) =>
  present(found(await locationsQuery(db).where('id', '=', id).executeTakeFirst()));
const taken = () => fieldError('code', MSG.locationCodeTaken);

const LOCATION: Resource<AdminLocation> = { entity: 'location', read, remove: deleteLocationRow, taken };

/** GET /api/admin/locations: q on code and name, active. */
export async function listLocations(ctx: AppContext, query: ListKeys & { active?: boolean | undefined }) {
  let base = keyFilters(locationsQuery(ctx.db), query, 'id', ['code', 'name']);
  if (query.active !== undefined) base = base.where('active', '=', query.active);
  return listRecords(
    base,
    query,
    { id: 'id', code: 'code', name: 'name', active: 'active', created_at: 'created_at' },
    { sort: 'name', order: 'ASC', id: 'id' },
    present,
  );
}

export const getLocation = (ctx: AppContext, id: number) => read(ctx.db, id);

function columns(body: AdminLocationUpdateBody) {
  const out: Partial<Omit<LocationRow, 'id' | 'active'>> & { active?: boolean } = {};
  for (const key of ['code', 'name', 'address', 'latitude', 'longitude', 'radius_meters', 'active'] as const) {
    if (body[key] !== undefined) (out as Record<string, unknown>)[key] = body[key];
  }
  return out;
}

/** POST /api/admin/locations: the code is unique (400 on `code`). */
export async function createLocation(ctx: AppContext, body: AdminLocationCreateBody, req: ChangeRequest) {
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      const row = await insertLocation(trx, {
        ...columns(body),
        code: body.code,
        name: body.name,
        created_at: stamp,
        updated_at: stamp,
      });
      await audit({ action: 'create', entity: 'location', entityId: row.id, after: present(row) });
      return present(row);
    },
    taken,
  );
}

/** PUT /api/admin/locations/{id}: any subset; latitude and longitude are set together. */
export async function updateLocation(ctx: AppContext, id: number, body: AdminLocationUpdateBody, req: ChangeRequest) {
  return updateRecord(ctx, req, LOCATION, id, async (trx, before, now) => {
    const changes = columns(body);
    const lat = changes.latitude !== undefined ? changes.latitude : before.latitude;
    const lon = changes.longitude !== undefined ? changes.longitude : before.longitude;
    if ((lat === null) !== (lon === null)) throw fieldError('longitude', MSG.locationIncomplete);
    const renamed = changes.code !== undefined && changes.code !== before.code;
    if (renamed && (await locationCodeInUse(trx, before.code))) throw conflict(MSG.locationInUse);
    await updateLocationRow(trx, id, { ...changes, updated_at: now.toISOString() });
  });
}

/** DELETE /api/admin/locations/{id}: 409 while the code is in use (deactivate instead). */
export async function deleteLocation(ctx: AppContext, id: number, req: ChangeRequest) {
  return deleteRecord(ctx, req, LOCATION, id, {
    refuse: async (trx, before) => {
      if (await locationCodeInUse(trx, before.code)) throw conflict(MSG.locationInUse);
    },
  });
}
