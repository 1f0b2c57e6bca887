import { exactWorkedTime, localDateOf, pausedSecondsUntil, workedTime } from '@daybook/domain';
import type { WorkDayRow } from '../../db/schema.js';
import { assertDayEditable } from '../payroll/assert-day-editable.js';
import { assertNoOverlap, type ShiftWrite } from './shift-overlap.js';
import { closeOpenPause, findPauses, updateDayRow } from './workday.repository.js';

/**
 * Sets new check-in/check-out instants on an existing shift, inside the caller's transaction (a
 * correction: corrections/day-times.ts). The work date follows the check-in; an approved
 * timecard's days are locked, before and after the move (409 `timecard_locked`,
 * docs/payroll-rules.md); 409 `shift_overlap` when the times meet another shift of the employee
 * (docs/decisions/0027-split-shifts.md); a pause left open is closed at the new check-out; the
 * minutes and exact seconds are recomputed over the shift's pauses (ADR 0008, ADR 0019). Answers
 * the row as written.
 */
export async function rewriteShift(
  w: ShiftWrite,
  day: WorkDayRow,
  times: { checkIn: string; checkOut: string | null },
): Promise<WorkDayRow> {
  const { checkIn, checkOut } = times;
  const workDate = localDateOf(new Date(checkIn), w.zone);
  await assertDayEditable(w.trx, w.dialect, day.user_id, day.work_date, w.now);
  if (workDate !== day.work_date) await assertDayEditable(w.trx, w.dialect, day.user_id, workDate, w.now);
  await assertNoOverlap(w, day.user_id, day.id, workDate, checkIn, checkOut);
  if (checkOut !== null) {
    for (const pause of await findPauses(w.trx, [day.id])) {
      if (pause.resumed_at !== null) continue;
      await closeOpenPause(w.trx, pause.id, {
        resumed_at: new Date(Math.max(Date.parse(pause.paused_at), Date.parse(checkOut))).toISOString(),
        resume_note: 'Closed by a correction',
      });
    }
  }
  const pauses = await findPauses(w.trx, [day.id]);
  const closed = pauses.filter((p) => p.resumed_at !== null);
  const time =
    checkOut === null
      ? { worked_minutes: null, paused_minutes: workedTime(new Date(checkIn), w.now, closed).paused_minutes }
      : workedTime(new Date(checkIn), new Date(checkOut), pauses);
  // Exact seconds beside the minutes (ADR 0019); an open day keeps its closed pauses' seconds.
  const exact =
    checkOut === null
      ? { worked_seconds: null, paused_seconds: pausedSecondsUntil(closed, new Date(checkIn), w.now) }
      : exactWorkedTime(new Date(checkIn), new Date(checkOut), pauses);
  return updateDayRow(w.trx, day.id, {
    work_date: workDate,
    check_in_at: checkIn,
    check_out_at: checkOut,
    worked_minutes: time.worked_minutes,
    paused_minutes: time.paused_minutes,
    worked_seconds: exact.worked_seconds,
    paused_seconds: exact.paused_seconds,
    updated_at: w.now.toISOString(),
  });
}
