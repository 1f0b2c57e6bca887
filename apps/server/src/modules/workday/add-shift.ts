import { exactWorkedTime, localDateOf, workedTime } from '@daybook/domain';
import type { WorkDayRow } from '../../db/schema.js';
import { assertDayEditable } from '../payroll/assert-day-editable.js';
import { assertNoOverlap, type ShiftWrite } from './shift-overlap.js';
import { insertDay, insertPause } from './workday.repository.js';

/**
 * Adds a closed shift that was never punched, with its pauses (already checked to lie inside it,
 * in order), inside the caller's transaction (corrections/day-times.ts). The work date is the
 * check-in's local date; 409 `timecard_locked` when that date's timecard is approved and
 * `shift_overlap` when the shift meets another of the employee's (docs/decisions/0027-split-shifts.md).
 */
export async function addShift(
  w: ShiftWrite,
  userId: number,
  times: { checkIn: string; checkOut: string; pauses: { start_at: string; end_at: string }[]; pauseReason: string },
): Promise<WorkDayRow> {
  const workDate = localDateOf(new Date(times.checkIn), w.zone);
  await assertDayEditable(w.trx, w.dialect, userId, workDate, w.now);
  await assertNoOverlap(w, userId, 0, workDate, times.checkIn, times.checkOut);
  const spans = times.pauses.map((p) => ({ paused_at: p.start_at, resumed_at: p.end_at }));
  const time = workedTime(new Date(times.checkIn), new Date(times.checkOut), spans);
  const exact = exactWorkedTime(new Date(times.checkIn), new Date(times.checkOut), spans);
  const stamp = w.now.toISOString();
  const day = await insertDay(w.trx, {
    user_id: userId,
    work_date: workDate,
    check_in_at: times.checkIn,
    check_out_at: times.checkOut,
    worked_minutes: time.worked_minutes,
    paused_minutes: time.paused_minutes,
    worked_seconds: exact.worked_seconds,
    paused_seconds: exact.paused_seconds,
    created_at: stamp,
    updated_at: stamp,
  });
  for (const span of spans) {
    await insertPause(w.trx, { work_day_id: day.id, ...span, reason: times.pauseReason, created_at: stamp });
  }
  return day;
}
