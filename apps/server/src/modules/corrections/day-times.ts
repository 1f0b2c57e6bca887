import { MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { WorkDayRow } from '../../db/schema.js';
import { fieldError } from '../../lib/http-error.js';
import type { AuditChange } from '../audit/audit.repository.js';
import type { ChangeRequest, Mutation } from '../audit/audited-change.js';
import { addShift } from '../workday/add-shift.js';
import { rewriteShift } from '../workday/rewrite-shift.js';
import type { ShiftWrite } from '../workday/shift-overlap.js';
import { insertDayCorrection } from './corrections.repository.js';

/**
 * Writing a work day's times, shared by an approved request, a manager's or admin's correction and
 * a missed day added directly (docs/payroll-rules.md). Runs inside the caller's transaction: it
 * checks the times against the request, has the workday feature write the shift (rewrite-shift.ts,
 * add-shift.ts: the timecard lock of every date it touches, 409 `timecard_locked`, and the overlap
 * rule), keeps the original values in work_day_corrections and writes the audit row.
 */

const MAX_SHIFT_MS = 24 * 3_600_000;

export interface DayWrite extends ShiftWrite {
  actorId: number;
  audit: (change: AuditChange) => Promise<void>;
  reason: string;
  /** The request fields the times came from, for 400s naming them. */
  fields: { checkIn: string; checkOut: string };
}

/** The request fields of a body that carries instants (`check_in_at`, `check_out_at`). */
const INSTANT_FIELDS = { checkIn: 'check_in_at', checkOut: 'check_out_at' };

/** A change's DayWrite: the audited transaction's step, the caller, and the reason given. */
export function dayWrite(
  ctx: AppContext,
  req: ChangeRequest,
  step: Mutation,
  zone: string,
  reason: string,
  fields: DayWrite['fields'] = INSTANT_FIELDS,
): DayWrite {
  return {
    trx: step.trx,
    dialect: ctx.dialect,
    now: step.now,
    zone,
    actorId: req.actor.id,
    audit: step.audit,
    reason,
    fields,
  };
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
 * Keeps a shift's times before (none for a shift created) and after in work_day_corrections, with
 * who and why, and writes the audit row.
 */
async function recordCorrection(
  w: DayWrite,
  action: 'correct' | 'create',
  before: WorkDayRow | null,
  after: WorkDayRow,
  times: { checkIn: string; checkOut: string | null },
  details: Record<string, unknown>,
  extra: Record<string, unknown>,
): Promise<void> {
  const correction = await insertDayCorrection(w.trx, {
    work_day_id: after.id,
    corrected_by: w.actorId,
    reason: w.reason,
    before_check_in_at: before?.check_in_at ?? null,
    before_check_out_at: before?.check_out_at ?? null,
    after_check_in_at: times.checkIn,
    after_check_out_at: times.checkOut,
    created_at: w.now.toISOString(),
    action,
  });
  await w.audit({
    action,
    entity: 'work_day',
    entityId: after.id,
    before,
    after: { ...after, ...details, reason: w.reason, correction_id: correction.id, ...extra },
  });
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
  const after = await rewriteShift(w, day, { checkIn, checkOut });
  await recordCorrection(w, 'correct', day, after, { checkIn, checkOut }, {}, extra);
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
  const day = await addShift(w, userId, {
    checkIn: times.checkIn,
    checkOut: times.checkOut,
    pauses,
    pauseReason: w.reason,
  });
  // The day's history starts with its creation: who, when, why, and nothing before.
  await recordCorrection(w, 'create', null, day, times, { pauses }, extra);
  return day;
}
