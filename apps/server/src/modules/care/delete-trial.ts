import type { Actor, AppContext } from '../../context.js';
import { found, notFound } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { deleteTrialRow, lockVisibleTrial } from './care.repository.js';
import { refuseSignedNote } from './trial-checks.js';

/** DELETE /api/trials/{id}/. */
export async function deleteTrial(ctx: AppContext, options: { actor: Actor; id: number; requestId: string }) {
  const { actor, id } = options;
  await auditedChange(ctx, options, async ({ trx, audit }) => {
    const { client_id: _client, ...before } = found(await lockVisibleTrial(trx, actor, id, ctx.dialect));
    await refuseSignedNote(trx, before.daily_progress_id, 'trial_delete');
    // a simultaneous delete that went first: one deletion, one audit row, the others 404
    if (!(await deleteTrialRow(trx, id))) throw notFound();
    await audit({ action: 'delete', entity: 'trial', entityId: id, before });
  });
}
