import { MSG, type Trial, type trialUpdateBody } from '@daybook/domain';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context.js';
import type { TrialRow } from '../../db/schema.js';
import { fieldError, found } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { presentTrial } from './care.presenter.js';
import { lockVisibleTrial, updateTrialRow } from './care.repository.js';
import { trialDuplicate } from './care-conflicts.js';
import { refuseSignedNote, requireGoalOfClient } from './trial-checks.js';

type TrialUpdate = z.output<typeof trialUpdateBody>;

/** PUT /api/trials/{id}/: any subset of the trial's fields; it stays in its progress record. */
export async function updateTrial(
  ctx: AppContext,
  options: { actor: Actor; id: number; body: TrialUpdate; requestId: string },
): Promise<Trial> {
  const { actor, body, id } = options;
  return auditedChange(
    ctx,
    options,
    async ({ trx, now, audit }) => {
      const { client_id: clientId, ...before } = found(await lockVisibleTrial(trx, actor, id, ctx.dialect));
      await refuseSignedNote(trx, before.daily_progress_id, 'trial_update');
      if (body.daily_progress !== undefined && body.daily_progress !== before.daily_progress_id) {
        throw fieldError('daily_progress', MSG.trialRecordFixed);
      }
      const changes: Partial<TrialRow> = { updated_at: now.toISOString() };
      if (body.goal !== undefined && body.goal !== before.goal_id) {
        await requireGoalOfClient(trx, clientId, body.goal, 'goal');
        changes.goal_id = body.goal;
      }
      if (body.trial_number !== undefined) changes.trial_number = body.trial_number;
      if (body.percentage !== undefined) changes.percentage = body.percentage;
      if (body.value !== undefined) changes.value = body.value;
      if (body.initials !== undefined) changes.initials = body.initials;
      // found: a delete of the trial may have committed while this waited for its note (PostgreSQL)
      const after = found(await updateTrialRow(trx, id, changes));
      await audit({ action: 'update', entity: 'trial', entityId: id, before, after });
      return presentTrial(after);
    },
    trialDuplicate,
  );
}
