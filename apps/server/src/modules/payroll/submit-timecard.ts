import { localDateOf, MSG, type TimecardBlocker } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/http-error.js';
import { blocked, type TimecardRequest, transition } from './timecard-transition.js';

/** POST …/submit/: the employee attests the period's hours; their days must all be closed. */
export function submitTimecard(ctx: AppContext, req: TimecardRequest, userId: number, periodStart: string) {
  return transition(ctx, req, userId, periodStart, 'submit', async ({ row, compute, now, timeZone }) => {
    if (row.status === 'approved') throw conflict(MSG.timecardAlreadyApproved);
    const [card] = await compute();
    const blockers: TimecardBlocker[] = (card?.blockers ?? []).filter((b) => b === 'open_shift' || b === 'missing_day');
    // The attestation covers the whole period: from its last day on.
    if (localDateOf(now, timeZone) < row.period_end) blockers.unshift('period_not_ended');
    if (blockers.length > 0) throw blocked(MSG.timecardNotSubmittable, blockers);
    return {
      changes: { status: 'submitted', submitted_at: now.toISOString(), submitted_by: req.actor.id },
      reason: 'I certify these hours are complete and accurate',
    };
  });
}
