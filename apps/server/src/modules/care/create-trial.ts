import { MSG, type Trial, type trialCreateBody } from '@daybook/domain';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context.js';
import { fieldError } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { refuseSigned } from '../signatures/record-lock.js';
import { presentTrial } from './care.presenter.js';
import { insertTrial, lockVisibleProgress } from './care.repository.js';
import { trialDuplicate } from './care-conflicts.js';
import { requireGoalOfClient } from './trial-checks.js';

type TrialCreate = z.output<typeof trialCreateBody>;

/** POST /api/trials/: the progress record must be visible, the goal must be its client's. */
export async function createTrial(
  ctx: AppContext,
  options: { actor: Actor; body: TrialCreate; requestId: string },
): Promise<Trial> {
  const { actor, body } = options;
  return auditedChange(
    ctx,
    options,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      const progress = await lockVisibleProgress(trx, actor, body.daily_progress, ctx.dialect);
      if (!progress) throw fieldError('daily_progress', MSG.notFound);
      refuseSigned(progress, 'daily_progress', 'trial_create');
      await requireGoalOfClient(trx, progress.client_id, body.goal, 'goal');
      const row = await insertTrial(trx, {
        daily_progress_id: progress.id,
        goal_id: body.goal,
        trial_number: body.trial_number,
        percentage: body.percentage ?? null,
        value: body.value,
        initials: body.initials ?? null,
        created_at: stamp,
        updated_at: stamp,
      });
      await audit({ action: 'create', entity: 'trial', entityId: row.id, after: row });
      return presentTrial(row);
    },
    trialDuplicate,
  );
}
