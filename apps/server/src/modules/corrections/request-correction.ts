import {
  type CorrectionRequest,
  type CorrectionRequestBody,
  earliestRecordDate,
  localDateOf,
  MSG,
  proposedShiftTimes,
} from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { WorkDayRow } from '../../db/schema.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { assertDayEditable } from '../payroll/assert-day-editable.js';
import { findShiftsOn } from '../workday/find-shifts.js';
import { insertRequest, newestCorrectionId } from './corrections.repository.js';
import { checkTimes } from './day-times.js';
import { readRequest } from './read-requests.js';

/**
 * The shift a request corrects (split shifts, docs/decisions/0027-split-shifts.md): the one named by
 * `work_day_id` (400 on `work_day_id` when it is not one of the date's shifts); without it, the
 * date's only shift, else its one open shift (a forgotten check-out); several shifts and none or
 * more than one open: 400 naming `work_day_id`. A date without a shift: undefined, a new shift.
 */
function targetShift(shifts: WorkDayRow[], workDayId: number | null | undefined): WorkDayRow | undefined {
  if (workDayId !== undefined && workDayId !== null) {
    const named = shifts.find((shift) => shift.id === workDayId);
    if (!named) throw fieldError('work_day_id', MSG.correctionRequestDayUnknown);
    return named;
  }
  if (shifts.length <= 1) return shifts[0];
  const open = shifts.filter((shift) => shift.check_out_at === null);
  if (open.length === 1) return open[0];
  throw fieldError('work_day_id', MSG.correctionShiftRequired);
}

/**
 * A new shift asked for must not meet one of the date's shifts (an open one runs on): 409
 * `shift_overlap` now rather than at approval, where the whole rule runs again (day-times.ts).
 */
function refuseOverlap(shifts: WorkDayRow[], checkIn: string | null, checkOut: string | null): void {
  if (checkIn === null || checkOut === null) return;
  const start = Date.parse(checkIn);
  const end = Date.parse(checkOut);
  for (const shift of shifts) {
    const otherStart = Date.parse(shift.check_in_at);
    const otherEnd = shift.check_out_at === null ? Number.POSITIVE_INFINITY : Date.parse(shift.check_out_at);
    if (otherStart < end && start < otherEnd) throw conflict(MSG.shiftOverlap);
  }
}

/**
 * POST /api/attendance/corrections/: the employee asks to fix one of their days (a missing
 * check-out, a wrong time, a day never punched) with proposed times and a reason. Refused for a
 * future date, for times that do not make a shift (out after in, at most 24 h, not in the future),
 * for a day whose timecard is approved (409 `timecard_locked`) and while another request for the
 * same date and day is pending (409, by the partial unique index).
 */
export async function requestCorrection(
  ctx: AppContext,
  req: ChangeRequest,
  body: CorrectionRequestBody,
): Promise<CorrectionRequest> {
  const zone = await organisationTimeZone(ctx.db);
  const now = ctx.clock.now();
  const today = localDateOf(now, zone);
  if (body.date > today) throw fieldError('date', MSG.correctionRequestFutureDate);
  // docs/product-rules.md §5 "How far back a record may be dated": a year typed wrong is refused
  if (body.date < earliestRecordDate(today)) throw fieldError('date', MSG.correctionRequestTooOld);
  const userId = req.actor.id;
  // a new shift (never punched) on a date that may have others: no target (ADR 0027)
  const pick = (shifts: WorkDayRow[]) => (body.new_shift ? undefined : targetShift(shifts, body.work_day_id));
  let day = pick(await findShiftsOn(ctx.db, userId, body.date));
  // the typed times on the organisation's clock, a check-out not after the check-in read as the next
  // day's within 16 h, as the request form reads them (proposedShiftTimes, packages/domain)
  const proposed = proposedShiftTimes(
    body.date,
    { checkIn: body.check_in ?? '', checkOut: body.check_out ?? '' },
    { checkIn: day?.check_in_at ?? null, checkOut: null },
    zone,
  );
  const checkIn = body.check_in === null ? null : (proposed.checkIn?.toISOString() ?? null);
  const checkOut = body.check_out === null ? null : (proposed.checkOut?.toISOString() ?? null);
  if (!day && (checkIn === null || checkOut === null)) {
    throw fieldError(checkIn === null ? 'check_in' : 'check_out', MSG.correctionRequestNewDayTimes);
  }
  const fields = { checkIn: 'check_in', checkOut: 'check_out' };
  checkTimes(
    { now, fields },
    { checkIn, checkOut },
    { checkIn: day?.check_in_at ?? checkIn ?? '', checkOut: day?.check_out_at ?? null },
  );
  const created = await auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      await assertDayEditable(trx, ctx.dialect, userId, body.date, now);
      const shifts = await findShiftsOn(trx, userId, body.date);
      day = pick(shifts);
      if (!day) refuseOverlap(shifts, checkIn, checkOut);
      const row = await insertRequest(trx, {
        user_id: userId,
        work_date: body.date,
        work_day_id: day?.id ?? null,
        // what the shift stood at when filed, read under the timecard lock (migration 0031)
        basis_correction_id: day ? await newestCorrectionId(trx, day.id) : null,
        check_in_at: checkIn,
        check_out_at: checkOut,
        reason: body.reason,
        created_at: now.toISOString(),
      });
      await audit({ action: 'create', entity: 'correction_request', entityId: row.id, before: null, after: row });
      return row;
    },
    () => conflict(MSG.correctionRequestPending),
  );
  return readRequest(ctx, created.id);
}
