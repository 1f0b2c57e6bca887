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
import { conflict, fieldError, found } from '../../lib/http-error.js';
import type { ListKeys } from '../../lib/list-page.js';
import { keyFilters, listRecords } from '../../lib/list-page.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { deleteRecord, type Resource, updateRecord } from '../audit/audited-record.js';
import { presentGoal } from './care.presenter.js';
import {
  deleteGoalRow,
  goalHasTrials,
  goalsQuery,
  insertGoal,
  lastGoalPosition,
  lockClient,
  lockGoal,
  updateGoalRow,
} from './care.repository.js';

/** Goals of every client (the admin console's `/api/admin/goals`). */

const read = async (db: Executor, id: number): Promise<Goal> =>
  presentGoal(found(await goalsQuery(db).where('id', '=', id).executeTakeFirst()));

const GOAL: Resource<Goal> = {
  entity: 'goal',
  remove: deleteGoalRow,
  read,
};

/** GET /api/admin/goals?client=5: goals (of one client), by position. */
export async function listAdminGoals(ctx: AppContext, query: AdminGoalListQuery & ListKeys) {
  let base = keyFilters(goalsQuery(ctx.db), query, 'id', ['description']);
  if (query.client !== undefined) base = base.where('client_id', '=', query.client);
  if (query.active !== undefined) base = base.where('active', '=', query.active);
  return listRecords(
    base,
    query,
    { id: 'id', position: 'position', description: 'description', client: 'client_id', active: 'active' },
    { sort: 'position', order: 'ASC', id: 'id' },
    presentGoal,
  );
}

export const getAdminGoal = (ctx: AppContext, id: number) => read(ctx.db, id);

/** POST /api/admin/goals: a goal of an existing client, at the end unless a position is given. */
export async function createAdminGoal(ctx: AppContext, body: AdminGoalCreateBody, req: ChangeRequest) {
  return auditedChange(ctx, req, async ({ trx, now, audit }) => {
    const stamp = now.toISOString();
    // the client's row lock also orders simultaneous "append at the end" positions
    const client = await lockClient(trx, body.client, ctx.dialect);
    if (!client) throw fieldError('client', MSG.clientNotYours);
    const position = body.position ?? (await lastGoalPosition(trx, client.id)) + 1;
    const row = await insertGoal(trx, {
      client_id: client.id,
      position,
      description: body.description,
      activities: body.activities ?? '',
      outcome: body.outcome ?? '',
      active: body.active ?? true,
      created_at: stamp,
      updated_at: stamp,
    });
    await audit({ action: 'create', entity: 'goal', entityId: row.id, after: presentGoal(row) });
    return presentGoal(row);
  });
}

/** PUT /api/admin/goals/{id}: any subset; a goal stays with its client. */
export async function updateAdminGoal(ctx: AppContext, id: number, body: AdminGoalUpdateBody, req: ChangeRequest) {
  return updateRecord(ctx, req, GOAL, id, async (trx, before, now) => {
    if (body.client !== undefined && body.client !== before.client) {
      throw fieldError('client', 'A goal cannot be moved to another client.');
    }
    const changes: Updateable<GoalTable> = { updated_at: now.toISOString() };
    if (body.description !== undefined) changes.description = body.description;
    if (body.activities !== undefined) changes.activities = body.activities;
    if (body.outcome !== undefined) changes.outcome = body.outcome;
    if (body.active !== undefined) changes.active = body.active;
    if (body.position !== undefined) changes.position = body.position;
    await updateGoalRow(trx, id, changes);
  });
}

/** DELETE /api/admin/goals/{id}: 409 once trials reference it (deactivate instead). */
export async function deleteAdminGoal(ctx: AppContext, id: number, req: ChangeRequest) {
  return deleteRecord(ctx, req, GOAL, id, {
    lock: (trx) => lockGoal(trx, id, ctx.dialect),
    refuse: async (trx, before) => {
      await lockClient(trx, before.client, ctx.dialect);
      if (await goalHasTrials(trx, id)) throw conflict(MSG.goalHasTrials);
    },
  });
}
