import { MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict, forbidden } from '../../lib/http-error.js';
import { markAdjustmentsPaid } from './payroll.repository.js';
import { blocked, type TimecardRequest, transition } from './timecard-transition.js';

/**
 * POST …/approve/: refused with every blocker listed; the figures and the settings they were
 * computed under are frozen into the row, and the back pay the card carries is marked paid by it (docs/payroll-rules.md).
 */
export function approveTimecard(ctx: AppContext, req: TimecardRequest, userId: number, periodStart: string) {
  return transition(ctx, req, userId, periodStart, 'approve', async ({ trx, row, compute, now, settings }) => {
    if (row.status === 'approved') throw conflict(MSG.timecardAlreadyApproved);
    const [card] = await compute();
    if (!card) throw forbidden(MSG.forbidden);
    if (card.blockers.length > 0) throw blocked(MSG.timecardNotApprovable, card.blockers);
    await markAdjustmentsPaid(trx, card.carriedAdjustmentIds, periodStart, now.toISOString());
    return {
      changes: {
        status: 'approved',
        approved_at: now.toISOString(),
        approved_by: req.actor.id,
        worked_seconds: card.workedSeconds,
        regular_seconds: card.regularSeconds,
        overtime_seconds: card.overtimeSeconds,
        gross_pay_cents: card.grossPayCents,
        adjustment_cents: card.adjustmentCents,
        // back pay on this period is computed under what it was paid under (rate-adjustments.ts)
        paid_settings: JSON.stringify(settings),
      },
      reason: null,
    };
  });
}
