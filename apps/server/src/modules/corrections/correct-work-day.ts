import { type AdminWorkDayDetail, MSG, type WorkDayCorrectionBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict, found } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { assertDayEditable } from '../payroll/assert-day-editable.js';
import { adminClock } from '../workday/admin-work-day.js';
import { lockShift } from '../workday/lock-shift.js';
import { dayOwner } from './corrections.repository.js';
import { correctDayTimes, dayWrite } from './day-times.js';
import { workDayDetail } from './get-work-day.js';

/**
 * POST /api/admin/work-days/{id}/correct: sets new check-in/check-out instants with a reason. The
 * work date follows the new check-in (409 `shift_overlap` when the times meet another shift of the
 * employee, docs/decisions/0027-split-shifts.md); a
 * pause left open is closed at the new check-out; the minutes are recomputed over the day's pause
 * rows (ADR 0008); the times before and after are kept in work_day_corrections. It records the
 * correction (day-times.ts, shared with approved correction requests) around the workday feature's
 * rewrite of the shift (workday/rewrite-shift.ts).
 */
export async function correctWorkDay(
  ctx: AppContext,
  id: number,
  body: WorkDayCorrectionBody,
  req: ChangeRequest,
): Promise<AdminWorkDayDetail> {
  const c = await adminClock(ctx);
  await auditedChange(
    ctx,
    req,
    async (step) => {
      // The timecard lock first, as every change to a work day takes it (ADR 0014): locking the
      // shift first deadlocked on PostgreSQL with the worker's pause, check-out or request.
      const seen = found(await dayOwner(step.trx, id));
      await assertDayEditable(step.trx, ctx.dialect, seen.user_id, seen.work_date, step.now);
      const day = found(await lockShift(step.trx, ctx.dialect, id));
      await correctDayTimes(dayWrite(ctx, req, step, c.zone, body.reason), day, {
        checkIn: body.check_in_at ?? null,
        checkOut: body.check_out_at ?? null,
      });
    },
    // a simultaneous check-in or correction took the (user, date) first
    () => conflict(MSG.correctionDateTaken),
  );
  return workDayDetail(ctx.db, id, c);
}
