import { type AdminGoalCreateBody, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { presentGoal } from './care.presenter.js';
import { insertGoal, lastGoalPosition, lockClient } from './care.repository.js';

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
