import { exactWorkedTime, localDateOf, MSG, pausedSecondsUntil, workDayStatus, workedTime } from '@daybook/domain';
import type { Dialect, Executor } from '../../db/database.js';
import type { WorkDayRow } from '../../db/schema.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import type { AuditChange } from '../audit/audit.repository.js';
import { assertDayEditable } from '../payroll/timecard-lock.js';
import { lockUser } from '../workday/read-shifts.js';
import {
  closePause,
  dayPauses,
  insertDayCorrection,
  insertPause,
  insertWorkDay,
  shiftsNear,
  updateWorkDay,
} from './corrections.repository.js';

/**
 * Writing a work day's times, shared by an approved request, a manager's or admin's correction and
 * a missed day added directly (docs/payroll-rules.md). Runs inside the caller's transaction: it
 * checks the times, calls assertDayEditable for every date it touches (409 `timecard_locked`),
 * writes the day, keeps the original values in work_day_corrections and writes the audit row.
 */

const MAX_SHIFT_MS = 24 * 3_600_000;

export interface DayWrite {
  trx: Executor;
  dialect: Dialect;
  now: Date;
  zone: string;
  actorId: number;
  audit: (change: AuditChange) => Promise<void>;
  reason: string;
  /** The request fields the times came from, for 400s naming them. */
  fields: { checkIn: string; checkOut: string };
}

/** Out after in and at most 24 hours later (a 400 on the check-out field). */
function checkShape(w: Pick<DayWrite, 'fields'>, checkIn: string, checkOut: string | null) {
  if (checkOut === null) return;
  const inMs = Date.parse(checkIn);
  const outMs = Date.parse(checkOut);
  if (outMs <= inMs) throw fieldError(w.fields.checkOut, MSG.correctionOutBeforeIn);
  if (outMs - inMs > MAX_SHIFT_MS) throw fieldError(w.fields.checkOut, MSG.correctionTooLong);
}

/** New times are never in the future (a 400 on the field that is). */
function checkNotFuture(w: Pick<DayWrite, 'now' | 'fields'>, checkIn: string | null, checkOut: string | null) {
  if (checkIn !== null && Date.parse(checkIn) > w.now.getTime())
    throw fieldError(w.fields.checkIn, MSG.correctionInFuture);
  if (checkOut !== null && Date.parse(checkOut) > w.now.getTime()) {
    throw fieldError(w.fields.checkOut, MSG.correctionInFuture);
  }
}

/** Proposed times against the day's current ones: neither in the future, out after in, at most 24 hours. */
export function checkTimes(
  w: Pick<DayWrite, 'now' | 'fields'>,
  proposed: { checkIn: string | null; checkOut: string | null },
  current: { checkIn: string; checkOut: string | null },
) {
  checkNotFuture(w, proposed.checkIn, proposed.checkOut);
  checkShape(w, proposed.checkIn ?? current.checkIn, proposed.checkOut ?? current.checkOut);
}

/**
 * Where a shift's time runs: to its check-out; an open shift In Progress to now, a Missing one (a
 * forgotten check-out) only at its check-in, so it never blocks the shifts after it.
 */
function shiftEnd(
  w: Pick<DayWrite, 'now' | 'zone'>,
  shift: Pick<WorkDayRow, 'work_date' | 'check_in_at' | 'check_out_at'>,
) {
  if (shift.check_out_at !== null) return Date.parse(shift.check_out_at);
  const status = workDayStatus(shift, w.now, localDateOf(w.now, w.zone));
  return status === 'In Progress'
    ? Math.max(w.now.getTime(), Date.parse(shift.check_in_at))
    : Date.parse(shift.check_in_at);
}

/**
 * A user's shifts may not overlap (split shifts, docs/decisions/0027-split-shifts.md): 409
 * `shift_overlap` when the shift's time meets another of theirs (touching ends are fine). The
 * user's row is locked first on PostgreSQL, as a check-in locks it, so two writes of the same
 * person's shifts run one after the other.
 */
async function assertNoOverlap(
  w: DayWrite,
  userId: number,
  exceptId: number,
  workDate: string,
  checkIn: string,
  checkOut: string | null,
): Promise<void> {
  await lockUser(w.trx, w.dialect, userId);
  const start = Date.parse(checkIn);
  const end = shiftEnd(w, { work_date: workDate, check_in_at: checkIn, check_out_at: checkOut });
  for (const other of await shiftsNear(w.trx, userId, exceptId, checkOut ?? w.now.toISOString())) {
    const otherStart = Date.parse(other.check_in_at);
    const otherEnd = shiftEnd(w, other);
    const overlaps =
      start === end
        ? otherStart < start && start < otherEnd
        : otherStart < end && start < Math.max(otherEnd, otherStart + 1);
    if (overlaps) throw conflict(MSG.shiftOverlap);
  }
}

/**
 * Sets new check-in/check-out instants on an existing shift: the work date follows the check-in
 * (a date may hold several shifts; 409 `shift_overlap` when the times meet another shift of the
 * employee), a pause left open is closed at the new check-out, and the minutes are recomputed over
 * the shift's pauses.
 */
export async function correctDayTimes(
  w: DayWrite,
  day: WorkDayRow,
  times: { checkIn: string | null; checkOut: string | null },
  extra: Record<string, unknown> = {},
): Promise<WorkDayRow> {
  const checkIn = times.checkIn ?? day.check_in_at;
  const checkOut = times.checkOut ?? day.check_out_at;
  checkTimes(w, times, { checkIn: day.check_in_at, checkOut: day.check_out_at });
  const workDate = localDateOf(new Date(checkIn), w.zone);
  // An approved timecard's days are locked, before and after the move (docs/payroll-rules.md).
  await assertDayEditable(w.trx, w.dialect, day.user_id, day.work_date, w.now);
  if (workDate !== day.work_date) await assertDayEditable(w.trx, w.dialect, day.user_id, workDate, w.now);
  await assertNoOverlap(w, day.user_id, day.id, workDate, checkIn, checkOut);
  if (checkOut !== null) {
    for (const pause of await dayPauses(w.trx, day.id)) {
      if (pause.resumed_at !== null) continue;
      await closePause(
        w.trx,
        pause.id,
        new Date(Math.max(Date.parse(pause.paused_at), Date.parse(checkOut))).toISOString(),
      );
    }
  }
  const pauses = await dayPauses(w.trx, day.id);
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
  const stamp = w.now.toISOString();
  const after = await updateWorkDay(w.trx, day.id, {
    work_date: workDate,
    check_in_at: checkIn,
    check_out_at: checkOut,
    worked_minutes: time.worked_minutes,
    paused_minutes: time.paused_minutes,
    worked_seconds: exact.worked_seconds,
    paused_seconds: exact.paused_seconds,
    updated_at: stamp,
  });
  const correction = await insertDayCorrection(w.trx, {
    work_day_id: day.id,
    corrected_by: w.actorId,
    reason: w.reason,
    before_check_in_at: day.check_in_at,
    before_check_out_at: day.check_out_at,
    after_check_in_at: checkIn,
    after_check_out_at: checkOut,
    created_at: stamp,
  });
  await w.audit({
    action: 'correct',
    entity: 'work_day',
    entityId: day.id,
    before: day,
    after: { ...after, reason: w.reason, correction_id: correction.id, ...extra },
  });
  return after;
}

/**
 * Adds a shift that was never punched, with its pauses (each inside the shift, none overlapping).
 * The work date is the check-in's local date; 409 `shift_overlap` when it meets another shift of
 * the employee (docs/decisions/0027-split-shifts.md).
 */
export async function addDay(
  w: DayWrite,
  userId: number,
  times: { checkIn: string; checkOut: string; pauses: { start_at: string; end_at: string }[] },
  extra: Record<string, unknown> = {},
): Promise<WorkDayRow> {
  checkTimes(w, times, { checkIn: times.checkIn, checkOut: times.checkOut });
  const inMs = Date.parse(times.checkIn);
  const outMs = Date.parse(times.checkOut);
  const pauses = [...times.pauses].sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
  let previousEnd = inMs;
  for (const pause of pauses) {
    const start = Date.parse(pause.start_at);
    const end = Date.parse(pause.end_at);
    if (start < previousEnd || end <= start || end > outMs) throw fieldError('pauses', MSG.correctionPauseOutside);
    previousEnd = end;
  }
  const workDate = localDateOf(new Date(times.checkIn), w.zone);
  await assertDayEditable(w.trx, w.dialect, userId, workDate, w.now);
  await assertNoOverlap(w, userId, 0, workDate, times.checkIn, times.checkOut);
  const spans = pauses.map((p) => ({ paused_at: p.start_at, resumed_at: p.end_at }));
  const time = workedTime(new Date(times.checkIn), new Date(times.checkOut), spans);
  const exact = exactWorkedTime(new Date(times.checkIn), new Date(times.checkOut), spans);
  const stamp = w.now.toISOString();
  const day = await insertWorkDay(w.trx, {
    user_id: userId,
    work_date: workDate,
    check_in_at: times.checkIn,
    check_out_at: times.checkOut,
    worked_minutes: time.worked_minutes,
    paused_minutes: time.paused_minutes,
    worked_seconds: exact.worked_seconds,
    paused_seconds: exact.paused_seconds,
    at: stamp,
  });
  for (const pause of pauses) await insertPause(w.trx, day.id, pause.start_at, pause.end_at, w.reason, stamp);
  // The day's history starts with its creation: who, when, why, and nothing before.
  const correction = await insertDayCorrection(w.trx, {
    work_day_id: day.id,
    corrected_by: w.actorId,
    reason: w.reason,
    before_check_in_at: null,
    before_check_out_at: null,
    after_check_in_at: times.checkIn,
    after_check_out_at: times.checkOut,
    created_at: stamp,
    action: 'create',
  });
  await w.audit({
    action: 'create',
    entity: 'work_day',
    entityId: day.id,
    before: null,
    after: { ...day, pauses, reason: w.reason, correction_id: correction.id, ...extra },
  });
  return day;
}
