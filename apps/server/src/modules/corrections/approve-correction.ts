import { MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { assertDayEditable } from '../payroll/assert-day-editable.js';
import { lockShift } from '../workday/lock-shift.js';
import { correctedSince, decideRequest, linkRequestDay } from './corrections.repository.js';
import { addDay, correctDayTimes, dayWrite } from './day-times.js';
import { decidableRequest } from './decidable-request.js';
import { readRequest } from './read-requests.js';

/**
 * POST /api/corrections/{id}/approve/: applies the proposed times in one transaction, with the
 * decision: a day never punched is created, a missing check-out set, a wrong time changed; the
 * original values stay in work_day_corrections and the audit. The request moves from pending to
 * approved by a conditional update, so two simultaneous approvals apply it once (the other 409).
 * A request whose shift was corrected after it was filed is refused (409
 * `correction_request_outdated`): the manager denies it, and the employee asks again if needed.
 */
export async function approveCorrection(ctx: AppContext, req: ChangeRequest, id: number) {
  const request = await decidableRequest(ctx, req, id);
  const zone = await organisationTimeZone(ctx.db);
  await auditedChange(
    ctx,
    req,
    async (step) => {
      const { trx, now, audit } = step;
      // the timecard lock first, as every change to a work day takes it (payroll/assert-day-editable.ts)
      await assertDayEditable(trx, ctx.dialect, request.user_id, request.work_date, now);
      const decided = await decideRequest(trx, id, {
        status: 'approved',
        note: null,
        decided_by: req.actor.id,
        decided_at: now.toISOString(),
      });
      if (!decided) throw conflict(MSG.correctionRequestNotPending);
      const w = dayWrite(ctx, req, step, zone, decided.reason, { checkIn: 'check_in', checkOut: 'check_out' });
      // A request names its shift; one without (the date had none) adds a new shift (ADR 0027).
      const day = decided.work_day_id !== null ? await lockShift(trx, ctx.dialect, decided.work_day_id) : undefined;
      const extra = { correction_request_id: id };
      let dayId: number;
      if (day) {
        // the shift was corrected after the request was filed: approving would silently undo that
        // correction with times proposed against the old ones (docs/payroll-rules.md)
        if (await correctedSince(trx, day.id, decided)) throw conflict(MSG.correctionRequestOutdated);
        dayId = (await correctDayTimes(w, day, { checkIn: decided.check_in_at, checkOut: decided.check_out_at }, extra))
          .id;
      } else {
        if (decided.check_in_at === null || decided.check_out_at === null) {
          throw conflict(MSG.correctionRequestNewDayTimes);
        }
        dayId = (
          await addDay(
            w,
            decided.user_id,
            { checkIn: decided.check_in_at, checkOut: decided.check_out_at, pauses: [] },
            extra,
          )
        ).id;
      }
      await linkRequestDay(trx, id, dayId);
      await audit({
        action: 'update',
        entity: 'correction_request',
        entityId: id,
        before: request,
        after: { ...decided, work_day_id: dayId },
      });
    },
    () => conflict(MSG.correctionDateTaken),
  );
  return readRequest(ctx, id);
}
