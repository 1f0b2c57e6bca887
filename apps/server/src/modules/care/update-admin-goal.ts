import type { AdminGoalUpdateBody } from '@daybook/domain';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../context.js';
import type { GoalTable } from '../../db/schema.js';
import { fieldError } from '../../lib/http-error.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { updateRecord } from '../audit/audited-record.js';
import { GOAL } from './admin-goal-record.js';
import { updateGoalRow } from './care.repository.js';

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
