import { type AdminLocation, type AdminLocationCreateBody, type AdminLocationUpdateBody, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { type Executor, isUniqueViolation } from '../../db/database.js';
import { type LocationRow, toBool } from '../../db/schema.js';
import { conflict } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { type AdminRequest, countWhere, fieldError, found } from './admin.common.js';
import { contains, type ListKeys, listPage } from './admin.list.js';

const present = (row: LocationRow): AdminLocation => ({ ...row, active: toBool(row.active) });
const read = async (db: Executor, id: number) =>
  present(found(await db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst()));
const taken = () => fieldError('code', MSG.locationCodeTaken);

/** GET /api/admin/locations: q on code and name, active. */
export async function listLocations(ctx: AppContext, query: ListKeys & { active?: boolean | undefined }) {
  let base = ctx.db.selectFrom('locations').selectAll();
  if (query.id) base = base.where('id', 'in', query.id);
  if (query.q?.trim()) {
    const q = query.q;
    base = base.where((eb) => eb.or([contains('code', q), contains('name', q)]));
  }
  if (query.active !== undefined) base = base.where('active', '=', query.active);
  const page = await listPage(
    base,
    query,
    { id: 'id', code: 'code', name: 'name', active: 'active', created_at: 'created_at' },
    { sort: 'name', order: 'ASC', id: 'id' },
  );
  return { rows: page.rows.map(present), total: page.total };
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
  const now = ctx.clock.now();
  const stamp = now.toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('locations')
        .values({ ...columns(body), code: body.code, name: body.name, created_at: stamp, updated_at: stamp })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        actorId: req.actor.id,
        action: 'create',
        entity: 'location',
        entityId: row.id,
        after: present(row),
        requestId: req.requestId,
        at: now,
      });
      return present(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** PUT /api/admin/locations/{id}: any subset; latitude and longitude are set together. */
export async function updateLocation(ctx: AppContext, id: number, body: AdminLocationUpdateBody, req: AdminRequest) {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const before = await read(trx, id);
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
      const after = await read(trx, id);
      await writeAudit(trx, {
        actorId: req.actor.id,
        action: 'update',
        entity: 'location',
        entityId: id,
        before,
        after,
        requestId: req.requestId,
        at: now,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
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
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await read(trx, id);
    if (await locationInUse(trx, before.code)) throw conflict(MSG.locationInUse);
    await trx.deleteFrom('locations').where('id', '=', id).execute();
    await writeAudit(trx, {
      actorId: req.actor.id,
      action: 'delete',
      entity: 'location',
      entityId: id,
      before,
      requestId: req.requestId,
      at: now,
    });
    return before;
  });
}
