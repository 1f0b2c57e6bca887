import { type AdminLocation, type AdminLocationCreateBody, type AdminLocationUpdateBody, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { type LocationRow, toBool } from '../../db/schema.js';
import { conflict, fieldError, found } from '../../lib/http-error.js';
import type { ListKeys } from '../../lib/list-page.js';
import { keyFilters, listRecords } from '../../lib/list-page.js';
import { auditedChange } from '../audit/audited-change.js';
import { deleteRecord, type Resource, updateRecord } from '../audit/audited-record.js';
import { type AdminRequest, countWhere } from './admin.common.js';

const present = (row: LocationRow): AdminLocation => ({ ...row, active: toBool(row.active) });
const read = async (db: Executor, id: number) =>
  present(found(await db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst()));
const taken = () => fieldError('code', MSG.locationCodeTaken);

const LOCATION: Resource<AdminLocation> = {
  entity: 'location',
  remove: (db, id) => db.deleteFrom('locations').where('id', '=', id).execute(),
  read,
  taken,
};

/** GET /api/admin/locations: q on code and name, active. */
export async function listLocations(ctx: AppContext, query: ListKeys & { active?: boolean | undefined }) {
  let base = keyFilters(ctx.db.selectFrom('locations').selectAll(), query, 'id', ['code', 'name']);
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
export async function createLocation(ctx: AppContext, body: AdminLocationCreateBody, req: AdminRequest) {
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      const row = await trx
        .insertInto('locations')
        .values({ ...columns(body), code: body.code, name: body.name, created_at: stamp, updated_at: stamp })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit({ action: 'create', entity: 'location', entityId: row.id, after: present(row) });
      return present(row);
    },
    taken,
  );
}

/** PUT /api/admin/locations/{id}: any subset; latitude and longitude are set together. */
export async function updateLocation(ctx: AppContext, id: number, body: AdminLocationUpdateBody, req: AdminRequest) {
  return updateRecord(ctx, req, LOCATION, id, async (trx, before, now) => {
    const changes = columns(body);
    const lat = changes.latitude !== undefined ? changes.latitude : before.latitude;
    const lon = changes.longitude !== undefined ? changes.longitude : before.longitude;
    if ((lat === null) !== (lon === null)) throw fieldError('longitude', MSG.locationIncomplete);
    const renamed = changes.code !== undefined && changes.code !== before.code;
    if (renamed && (await locationInUse(trx, before.code))) throw conflict(MSG.locationInUse);
    await trx
      .updateTable('locations')
      .set({ ...changes, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  });
}

/** Whether clients, care records or users name the code. */
async function locationInUse(db: Executor, code: string): Promise<boolean> {
  const counts = await Promise.all([
    countWhere(db, 'clients', 'location', code),
    countWhere(db, 'client_attendance', 'location', code),
    countWhere(db, 'daily_progress', 'location', code),
    countWhere(db, 'users', 'location', code),
  ]);
  return counts.some((n) => n > 0);
}

/** DELETE /api/admin/locations/{id}: 409 while the code is in use (deactivate instead). */
export async function deleteLocation(ctx: AppContext, id: number, req: AdminRequest) {
  return deleteRecord(ctx, req, LOCATION, id, {
    refuse: async (trx, before) => {
      if (await locationInUse(trx, before.code)) throw conflict(MSG.locationInUse);
    },
  });
}
