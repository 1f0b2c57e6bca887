import { MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/http-error.js';
import { unmarkAdjustmentsPaid } from './payroll.repository.js';
import { type TimecardRequest, transition } from './timecard-transition.js';

/**
 * POST …/reopen/: an admin returns a submitted or approved timecard to open, with a reason. Back
 * pay its approval paid waits again, to be carried by the next approval (docs/payroll-rules.md).
 */
export function reopenTimecard(
  ctx: AppContext,
  req: TimecardRequest,
  userId: number,
  periodStart: string,
  reason: string,
) {
  return transition(ctx, req, userId, periodStart, 'reopen', async ({ trx, row }) => {
    if (row.status === 'open') throw conflict(MSG.timecardNotReopenable);
    await unmarkAdjustmentsPaid(trx, userId, periodStart);
    return {
      changes: {
        status: 'open',
        submitted_at: null,
        submitted_by: null,
        approved_at: null,
        approved_by: null,
        worked_seconds: null,
        regular_seconds: null,
        overtime_seconds: null,
        gross_pay_cents: null,
        adjustment_cents: null,
        paid_settings: null,
      },
      reason,
    };
  });
}
