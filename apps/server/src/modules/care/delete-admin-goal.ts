import { MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/http-error.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { deleteRecord } from '../audit/audited-record.js';
import { GOAL } from './admin-goal-record.js';
import { goalHasTrials, lockClient, lockGoal } from './care.repository.js';

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
