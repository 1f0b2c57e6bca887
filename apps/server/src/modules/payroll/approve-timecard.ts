import { MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict, forbidden } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { insertAdjustment, markAdjustmentsPaid } from './payroll.repository.js';
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
    // What a shared workweek changed in an approved neighbour's pay, paid here: kept as a row owed
    // on that neighbour and paid by this card, so that a reopen of the neighbour takes it back
    // (reopen-timecard.ts) and its other neighbour does not pay it again.
    for (const { periodStart: owedOn, cents } of card.neighbourAdjustments) {
      const paid = {
        user_id: userId,
        period_start: owedOn,
        cents,
        reason: 'shared_workweek',
        created_by: req.actor.id,
        created_at: now.toISOString(),
        paid_in_period_start: periodStart,
        paid_at: now.toISOString(),
      };
      const id = await insertAdjustment(trx, paid);
      await writeAudit(trx, {
        actorId: req.actor.id,
        action: 'create',
        entity: 'pay_adjustment',
        entityId: id,
        after: paid,
        at: now,
        requestId: req.requestId,
      });
    }
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
