import {
  type AdminMember,
  type AdminMemberCreateBody,
  type AdminMemberListQuery,
  type AdminMemberUpdateBody,
  MSG,
} from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { type Executor, isUniqueViolation } from '../../db/database.js';
import { type MemberRow, toBool } from '../../db/schema.js';
import { conflict } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { type AdminRequest, countWhere, fieldError, found, lockRow, requireActiveUser } from './admin.common.js';
import { contains, type ListKeys, listPage } from './admin.list.js';

function membersQuery(db: Executor) {
  return db
    .selectFrom('members as m')
    .leftJoin('users as u', 'u.id', 'm.assigned_user_id')
    .selectAll('m')
    .select('u.name as assigned_user_name');
}

const present = (row: MemberRow & { assigned_user_name: string | null }): AdminMember => ({
  ...row,
  active: toBool(row.active),
});
const read = async (db: Executor, id: number) =>
  present(found(await membersQuery(db).where('m.id', '=', id).executeTakeFirst()));
const emailTaken = () => fieldError('email', MSG.memberEmailTaken);

/** GET /api/admin/members: q on name and email; assigned_user_id, active. */
export async function listAdminMembers(ctx: AppContext, query: AdminMemberListQuery & ListKeys) {
  let base = membersQuery(ctx.db);
  if (query.id) base = base.where('m.id', 'in', query.id);
  if (query.q?.trim()) {
    const q = query.q;
    base = base.where((eb) => eb.or([contains('m.name', q), contains('m.email', q)]));
  }
  if (query.assigned_user_id !== undefined) base = base.where('m.assigned_user_id', '=', query.assigned_user_id);
  if (query.active !== undefined) base = base.where('m.active', '=', query.active);
  const page = await listPage(
    base,
    query,
    {
      id: 'm.id',
      name: 'm.name',
      email: 'm.email',
      assigned_user_id: 'm.assigned_user_id',
      active: 'm.active',
      created_at: 'm.created_at',
    },
    { sort: 'name', order: 'ASC', id: 'm.id' },
  );
  return { rows: page.rows.map(present), total: page.total };
}

export const getAdminMember = (ctx: AppContext, id: number) => read(ctx.db, id);

function columns(body: AdminMemberUpdateBody) {
  const out: Partial<Omit<MemberRow, 'id' | 'active'>> & { active?: boolean } = {};
  for (const key of ['name', 'email', 'phone', 'notes', 'assigned_user_id', 'active'] as const) {
    if (body[key] !== undefined) (out as Record<string, unknown>)[key] = body[key];
  }
  return out;
}

/** POST /api/admin/members: the assigned staff member must be an active user. */
export async function createAdminMember(ctx: AppContext, body: AdminMemberCreateBody, req: AdminRequest) {
  const now = ctx.clock.now();
  const stamp = now.toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (body.assigned_user_id != null) await requireActiveUser(trx, body.assigned_user_id, 'assigned_user_id');
      const row = await trx
        .insertInto('members')
        .values({ ...columns(body), name: body.name, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      const shown = await read(trx, row.id);
      await writeAudit(trx, {
        actorId: req.actor.id,
        action: 'create',
        entity: 'member',
        entityId: row.id,
        after: shown,
        requestId: req.requestId,
        at: now,
      });
      return shown;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** PUT /api/admin/members/{id}: any subset; reassigning needs an active user. */
export async function updateAdminMember(ctx: AppContext, id: number, body: AdminMemberUpdateBody, req: AdminRequest) {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const before = await read(trx, id);
      if (body.assigned_user_id != null && body.assigned_user_id !== before.assigned_user_id) {
        await requireActiveUser(trx, body.assigned_user_id, 'assigned_user_id');
      }
      await trx
        .updateTable('members')
        .set({ ...columns(body), updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
      const after = await read(trx, id);
      await writeAudit(trx, {
        actorId: req.actor.id,
        action: 'update',
        entity: 'member',
        entityId: id,
        before,
        after,
        requestId: req.requestId,
        at: now,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** DELETE /api/admin/members/{id}: 409 once the member has visits (EVV records stay; deactivate). */
export async function deleteAdminMember(ctx: AppContext, id: number, req: AdminRequest) {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'members', id, ctx.dialect);
    const before = await read(trx, id);
    if ((await countWhere(trx, 'member_visits', 'member_id', id)) > 0) throw conflict(MSG.memberHasVisits);
    await trx.deleteFrom('members').where('id', '=', id).execute();
    await writeAudit(trx, {
      actorId: req.actor.id,
      action: 'delete',
      entity: 'member',
      entityId: id,
      before,
      requestId: req.requestId,
      at: now,
    });
    return before;
  });
}
