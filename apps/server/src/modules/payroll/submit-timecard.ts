import { localDateOf, MSG, type TimecardBlocker } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/http-error.js';
import { blocked, type TimecardRequest, transition } from './timecard-transition.js';

/**
 * POST …/submit/: the employee attests the period's hours; their days must all be closed. A card
 * already submitted stays as it was (its first attestation's time and history, no second event):
 * a second tap or a retry answers the card unchanged (docs/decisions/0014-timecards-and-payroll.md).
 */
export function submitTimecard(ctx: AppContext, req: TimecardRequest, userId: number, periodStart: string) {
  return transition(ctx, req, userId, periodStart, 'submit', async ({ row, compute, now, timeZone }) => {
    if (row.status === 'approved') throw conflict(MSG.timecardAlreadyApproved);
    if (row.status === 'submitted') return null;
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
