import {
  type AdminGoalCreateBody,
  type AdminGoalListQuery,
  type AdminGoalUpdateBody,
  type Goal,
  MSG,
} from '@daybook/domain';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { GoalTable } from '../../db/schema.js';
import { conflict } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { presentGoal } from '../care/care.presenter.js';
import { lockClient } from '../care/care.repository.js';
import { type AdminRequest, countWhere, fieldError, found, lockRow } from './admin.common.js';
import { contains, type ListKeys, listPage } from './admin.list.js';

const read = async (db: Executor, id: number): Promise<Goal> =>
  presentGoal(found(await db.selectFrom('goals').selectAll().where('id', '=', id).executeTakeFirst()));

/** GET /api/admin/goals?client=5: goals (of one client), by position. */
export async function listAdminGoals(ctx: AppContext, query: AdminGoalListQuery & ListKeys) {
  let base = ctx.db.selectFrom('goals').selectAll();
  if (query.id) base = base.where('id', 'in', query.id);
  if (query.q?.trim()) base = base.where(contains('description', query.q));
  if (query.client !== undefined) base = base.where('client_id', '=', query.client);
  if (query.active !== undefined) base = base.where('active', '=', query.active);
  const page = await listPage(
    base,
    query,
    { id: 'id', position: 'position', description: 'description', client: 'client_id', active: 'active' },
    { sort: 'position', order: 'ASC', id: 'id' },
  );
  return { rows: page.rows.map(presentGoal), total: page.total };
}

export const getAdminGoal = (ctx: AppContext, id: number) => read(ctx.db, id);

/** POST /api/admin/goals: a goal of an existing client, at the end unless a position is given. */
export async function createAdminGoal(ctx: AppContext, body: AdminGoalCreateBody, req: AdminRequest) {
  const now = ctx.clock.now();
  const stamp = now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    // the client's row lock also orders simultaneous "append at the end" positions
    const client = await lockClient(trx, body.client, ctx.dialect);
    if (!client) throw fieldError('client', MSG.clientNotYours);
    let position = body.position;
    if (position === undefined) {
      const last = await trx
        .selectFrom('goals')
        .select((eb) => eb.fn.max('position').as('p'))
        .where('client_id', '=', client.id)
        .executeTakeFirst();
      position = Number(last?.p ?? 0) + 1;
    }
    const row = await trx
      .insertInto('goals')
      .values({
        client_id: client.id,
        position,
        description: body.description,
        activities: body.activities ?? '',
        outcome: body.outcome ?? '',
        active: body.active ?? true,
        created_at: stamp,
        updated_at: stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      actorId: req.actor.id,
      action: 'create',
      entity: 'goal',
      entityId: row.id,
      after: presentGoal(row),
      requestId: req.requestId,
      at: now,
    });
    return presentGoal(row);
  });
}

/** PUT /api/admin/goals/{id}: any subset; a goal stays with its client. */
export async function updateAdminGoal(ctx: AppContext, id: number, body: AdminGoalUpdateBody, req: AdminRequest) {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await read(trx, id);
    if (body.client !== undefined && body.client !== before.client) {
      throw fieldError('client', 'A goal cannot be moved to another client.');
    }
    const changes: Updateable<GoalTable> = { updated_at: now.toISOString() };
    if (body.description !== undefined) changes.description = body.description;
    if (body.activities !== undefined) changes.activities = body.activities;
    if (body.outcome !== undefined) changes.outcome = body.outcome;
    if (body.active !== undefined) changes.active = body.active;
    if (body.position !== undefined) changes.position = body.position;
    await trx.updateTable('goals').set(changes).where('id', '=', id).execute();
    const after = await read(trx, id);
    await writeAudit(trx, {
      actorId: req.actor.id,
      action: 'update',
      entity: 'goal',
      entityId: id,
      before,
      after,
      requestId: req.requestId,
      at: now,
    });
    return after;
  });
}

/** DELETE /api/admin/goals/{id}: 409 once trials reference it (deactivate instead). */
export async function deleteAdminGoal(ctx: AppContext, id: number, req: AdminRequest) {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'goals', id, ctx.dialect);
    const before = await read(trx, id);
    await lockClient(trx, before.client, ctx.dialect);
    if ((await countWhere(trx, 'trials', 'goal_id', id)) > 0) throw conflict(MSG.goalHasTrials);
    await trx.deleteFrom('goals').where('id', '=', id).execute();
    await writeAudit(trx, {
      actorId: req.actor.id,
      action: 'delete',
      entity: 'goal',
      entityId: id,
      before,
      requestId: req.requestId,
      at: now,
    });
    return before;
  });
}
