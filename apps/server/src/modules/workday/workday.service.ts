import {
  type CheckInOutBody,
  displayDate,
  exactWorkedTime,
  type HistoryRecord,
  type LocationCheck,
  localDateOf,
  MSG,
  type OfflineInput,
  type PauseBody,
  type PauseState,
  type PayPeriodSummary,
  pausedMillis,
  pausedSecondsUntil,
  payPeriodFor,
  progressPercentOfSeconds,
  type ResumeBody,
  secondsToHours,
  storedWorkedSeconds,
  type TodayStatus,
  targetHours,
  targetMinutes,
  type WorkDay,
  type WorkDayPause,
  workDayStatus,
  workedTime,
} from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import type { WorkDayRow } from '../../db/schema.js';
import { type EffectiveTime, effectiveTime, inOrder, offlineColumns } from '../../lib/action-time.js';
import { conflict, unauthorized } from '../../lib/http-error.js';
import { locationColumns } from '../../lib/location.js';
import { writeAudit } from '../audit/audit.repository.js';
import { checkWorkDayLocation, recordOfflineAction } from '../location-trust/check-location.js';
import { assertDayEditable } from '../payroll/timecard-lock.js';
import { type DateRange, parseDateRange, shiftDate } from './date-range.js';
import { emptyDay, firstShiftIds, type PresentContext, presentPause, presentWorkDay } from './workday.presenter.js';
import {
  claimCheckOut,
  closeOpenPause,
  type Employee,
  findDaysInRange,
  findEmployee,
  findLatestDay,
  findOpenPauses,
  findOpenShifts,
  findPauses,
  findShiftsOn,
  getWorkdayPolicy,
  insertDay,
  insertPause,
  lockDay,
  lockUser,
  updateDayRow,
  updatePauseRow,
  type WorkdayPolicy,
} from './workday.repository.js';

interface Request {
  actor: Actor;
  requestId: string;
}

const MINUTE_MS = 60_000;

interface Moment {
  /** The action's effective instant: the device's for an accepted offline action (docs/offline.md). */
  now: Date;
  time: EffectiveTime;
  policy: WorkdayPolicy;
  /** The organisation-local date of `now`: the work date of a check-in. */
  today: string;
  /** The organisation-local date of the server's clock, for presenting. */
  serverToday: string;
  employee: Employee;
}

async function moment(ctx: AppContext, actor: Actor, body?: OfflineInput): Promise<Moment> {
  const [policy, employee] = await Promise.all([getWorkdayPolicy(ctx.db), findEmployee(ctx.db, actor.id)]);
  if (!employee) throw unauthorized(MSG.sessionEnded);
  const time = await effectiveTime(ctx, body);
  return {
    now: time.at,
    time,
    policy,
    employee,
    today: localDateOf(time.at, policy.timeZone),
    serverToday: localDateOf(time.receivedAt, policy.timeZone),
  };
}

function presentContext(m: Moment): PresentContext {
  return { policy: m.policy, scheduledStart: m.employee.scheduled_start, now: m.time.receivedAt, today: m.serverToday };
}

/** An offline action is put before a manager in the exception queue (ADR 0023). */
async function flagOffline(
  trx: Parameters<typeof recordOfflineAction>[0],
  m: Moment,
  action: ClockAction,
  workDayId: number,
  loc: ReturnType<typeof locationColumns>,
): Promise<void> {
  if (!m.time.offline) return;
  await recordOfflineAction(trx, { action, userId: m.employee.id, workDayId, at: m.now }, loc, m.time.receivedAt);
}

type ClockAction = 'check_in' | 'check_out' | 'pause' | 'resume';

/**
 * What every clock action writes after its row: the audit entry, the offline flag (ADR 0023) and
 * the location check of the device's fix, in that order; answers the location check.
 */
async function recordClockAction(
  trx: Parameters<typeof recordOfflineAction>[0],
  step: { m: Moment; req: Request; loc: ReturnType<typeof locationColumns> },
  action: ClockAction,
  workDayId: number,
  change: { before?: unknown; after: unknown },
): Promise<LocationCheck> {
  const { m, req, loc } = step;
  await writeAudit(trx, {
    actorId: req.actor.id,
    action,
    entity: 'work_day',
    entityId: workDayId,
    ...change,
    requestId: req.requestId,
    at: m.time.receivedAt,
  });
  await flagOffline(trx, m, action, workDayId, loc);
  return checkWorkDayLocation(trx, { action, userId: req.actor.id, workDayId, at: m.now }, loc);
}

/**
 * The shift a user is working now: their latest work day while it is still open, however long
 * ago it began. A shift across midnight is closed by its worker and belongs to the day it
 * started; Missing only flags it for the manager and never locks the worker out (docs/product-rules.md §10).
 * Once a later day has been started, an older open day is left for an administrator to correct.
 */
async function currentShift(db: AppContext['db'], userId: number): Promise<WorkDayRow | undefined> {
  const latest = await findLatestDay(db, userId);
  return latest && latest.check_out_at === null ? latest : undefined;
}

/**
 * POST /api/attendance/checkin/: opens a new shift on today's date. A day may hold several shifts
 * (split shifts, docs/decisions/0027-split-shifts.md): a check-in is refused only while a shift of
 * the user is In Progress; a Missing one (a forgotten check-out) does not block it. The user's row
 * is locked first, so of simultaneous check-ins exactly one opens a shift.
 */
export async function checkIn(ctx: AppContext, body: CheckInOutBody, req: Request): Promise<WorkDay> {
  const m = await moment(ctx, req.actor, body);
  const loc = locationColumns(body);
  const row = await ctx.db.transaction().execute(async (trx) => {
    // The timecard lock comes first, as in every writer of a work day (ADR 0014), then the user's
    // row: of simultaneous check-ins one at a time reads the open shifts (ADR 0027).
    await assertDayEditable(trx, ctx.dialect, req.actor.id, m.today, m.time.receivedAt, true);
    await lockUser(trx, ctx.dialect, req.actor.id);
    const open = await findOpenShifts(trx, req.actor.id);
    if (open.some((day) => workDayStatus(day, m.now, m.today) === 'In Progress')) {
      throw conflict(MSG.stillCheckedIn, true);
    }
    // A new shift starts after the latest one (also an offline check-in, docs/offline.md).
    const latest = await findLatestDay(trx, req.actor.id);
    inOrder(m.time, latest?.check_in_at, latest?.check_out_at);
    // a later shift of the day is never late (ADR 0027)
    const later = (await findShiftsOn(trx, req.actor.id, m.today)).length > 0;
    const stamp = m.time.receivedAt.toISOString();
    const created = await insertDay(trx, {
      user_id: req.actor.id,
      work_date: m.today,
      check_in_at: m.now.toISOString(),
      check_in_latitude: loc.latitude,
      check_in_longitude: loc.longitude,
      check_in_accuracy: loc.accuracy,
      ...offlineColumns('check_in', m.time),
      created_at: stamp,
      updated_at: stamp,
    });
    const location_check = await recordClockAction(trx, { m, req, loc }, 'check_in', created.id, {
      after: created,
    });
    return {
      ...created,
      later,
      location_check,
    };
  });
  const { later, location_check, ...created } = row;
  return { ...presentWorkDay(created, undefined, presentContext(m), later), location_check };
}

/**
 * POST /api/attendance/checkout/: closes the current shift (also one that began yesterday),
 * closes a pause left open, and stores the hours the server computes.
 */
export async function checkOut(ctx: AppContext, body: CheckInOutBody, req: Request): Promise<WorkDay> {
  const m = await moment(ctx, req.actor, body);
  const loc = locationColumns(body);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const latest = await findLatestDay(trx, req.actor.id);
    const open = latest && latest.check_out_at === null ? latest : undefined;
    if (!open) {
      // Today's latest shift already closed: "already checked out" (a repeated tap), else none.
      throw conflict(latest?.work_date === m.today ? MSG.alreadyCheckedOut : MSG.notCheckedIn, true);
    }
    await assertDayEditable(trx, ctx.dialect, req.actor.id, open.work_date, m.time.receivedAt, true);
    // Offline, a check-out before the check-in or a recorded pause is refused (docs/offline.md).
    const earlier = m.time.offline ? await findPauses(trx, [open.id]) : [];
    const checkOutAt = inOrder(
      m.time,
      open.check_in_at,
      ...earlier.flatMap((p) => [p.paused_at, p.resumed_at]),
    ).toISOString();
    // The conditional update claims the check-out: of simultaneous requests only one matches.
    const claimed = await claimCheckOut(trx, open.id, {
      check_out_at: checkOutAt,
      check_out_latitude: loc.latitude,
      check_out_longitude: loc.longitude,
      check_out_accuracy: loc.accuracy,
      ...offlineColumns('check_out', m.time),
      updated_at: m.time.receivedAt.toISOString(),
    });
    if (!claimed) throw conflict(MSG.alreadyCheckedOut, true);
    const openPauses = await findOpenPauses(trx, [open.id]);
    const openPause = openPauses.get(open.id);
    if (openPause) {
      await updatePauseRow(trx, openPause.id, {
        resumed_at: inOrder({ ...m.time, at: new Date(checkOutAt) }, openPause.paused_at).toISOString(),
        ...offlineColumns('resume', m.time),
        resume_note: 'Closed at check-out',
        resume_latitude: loc.latitude,
        resume_longitude: loc.longitude,
        resume_accuracy: loc.accuracy,
      });
    }
    const pauses = await findPauses(trx, [open.id]);
    const time = workedTime(new Date(open.check_in_at), new Date(checkOutAt), pauses);
    const exact = exactWorkedTime(new Date(open.check_in_at), new Date(checkOutAt), pauses);
    const closed = await updateDayRow(trx, open.id, {
      worked_minutes: time.worked_minutes,
      paused_minutes: time.paused_minutes,
      worked_seconds: exact.worked_seconds,
      paused_seconds: exact.paused_seconds,
    });
    const location_check = await recordClockAction(trx, { m, req, loc }, 'check_out', open.id, {
      before: open,
      after: closed,
    });
    return {
      ...closed,
      location_check,
    };
  });
  return { ...presentWorkDay(row, undefined, presentContext(m)), location_check: row.location_check };
}

async function pauseStateOf(ctx: AppContext, day: WorkDayRow | undefined): Promise<PauseState> {
  if (!day) return { paused: false, paused_at: null, reason: null, paused_minutes: 0 };
  const open = (await findOpenPauses(ctx.db, [day.id])).get(day.id);
  return {
    paused: open !== undefined,
    paused_at: open?.paused_at ?? null,
    reason: open?.reason ?? null,
    paused_minutes: day.paused_minutes,
  };
}

/** POST /api/attendance/pause/: opens a pause of the current shift (one open pause, by constraint). */
export async function pause(ctx: AppContext, body: PauseBody, req: Request): Promise<PauseState> {
  const m = await moment(ctx, req.actor, body);
  const loc = locationColumns(body);
  try {
    const day = await ctx.db.transaction().execute(async (trx) => {
      const open = await currentShift(trx, req.actor.id);
      if (open) await assertDayEditable(trx, ctx.dialect, req.actor.id, open.work_date, m.time.receivedAt, true);
      const locked = open && (await lockDay(trx, open.id, ctx.dialect));
      if (!locked || locked.check_out_at) throw conflict(MSG.pauseNotCheckedIn, true);
      if ((await findOpenPauses(trx, [locked.id])).has(locked.id)) throw conflict(MSG.alreadyPaused, true);
      // Offline, a pause before the check-in or before an earlier resume is refused.
      const earlier = m.time.offline ? await findPauses(trx, [locked.id]) : [];
      const created = await insertPause(trx, {
        work_day_id: locked.id,
        paused_at: inOrder(m.time, locked.check_in_at, ...earlier.map((p) => p.resumed_at)).toISOString(),
        reason: body.reason,
        pause_latitude: loc.latitude,
        pause_longitude: loc.longitude,
        pause_accuracy: loc.accuracy,
        ...offlineColumns('pause', m.time),
        created_at: m.time.receivedAt.toISOString(),
      });
      const location_check = await recordClockAction(trx, { m, req, loc }, 'pause', locked.id, {
        after: created,
      });
      return {
        ...locked,
        location_check,
      };
    });
    return { ...(await pauseStateOf(ctx, day)), location_check: day.location_check };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.alreadyPaused, true);
    throw error;
  }
}

/** POST /api/attendance/resume/: closes the open pause; paused minutes come from the server's rows. */
export async function resume(ctx: AppContext, body: ResumeBody, req: Request): Promise<PauseState> {
  const m = await moment(ctx, req.actor, body);
  const loc = locationColumns(body);
  const day = await ctx.db.transaction().execute(async (trx) => {
    const open = await currentShift(trx, req.actor.id);
    if (open) await assertDayEditable(trx, ctx.dialect, req.actor.id, open.work_date, m.time.receivedAt, true);
    const locked = open && (await lockDay(trx, open.id, ctx.dialect));
    if (!locked || locked.check_out_at) throw conflict(MSG.notCheckedIn, true);
    const openPause = (await findOpenPauses(trx, [locked.id])).get(locked.id);
    if (!openPause) throw conflict(MSG.notPaused, true);
    const resumedAt = inOrder(m.time, openPause.paused_at);
    const closed = await closeOpenPause(trx, openPause.id, {
      resumed_at: resumedAt.toISOString(),
      resume_latitude: loc.latitude,
      resume_longitude: loc.longitude,
      resume_accuracy: loc.accuracy,
      ...offlineColumns('resume', m.time),
    });
    if (!closed) throw conflict(MSG.notPaused, true);
    const pauses = await findPauses(trx, [locked.id]);
    const pausedMinutes = Math.floor(pausedMillis(pauses, new Date(locked.check_in_at), resumedAt) / MINUTE_MS);
    const updated = await updateDayRow(trx, locked.id, {
      paused_minutes: pausedMinutes,
      paused_seconds: pausedSecondsUntil(pauses, new Date(locked.check_in_at), resumedAt),
      updated_at: m.time.receivedAt.toISOString(),
    });
    const location_check = await recordClockAction(trx, { m, req, loc }, 'resume', locked.id, {
      before: openPause,
      after: closed,
    });
    return {
      ...updated,
      location_check,
    };
  });
  return { ...(await pauseStateOf(ctx, day)), location_check: day.location_check };
}

/** GET /api/attendance/resume/: whether the current shift is paused. */
export async function pauseState(ctx: AppContext, actor: Actor): Promise<PauseState> {
  await moment(ctx, actor); // refuses a session whose user is gone
  return pauseStateOf(ctx, await currentShift(ctx.db, actor.id));
}

/** The open pause of each of the rows still open, and every row's pauses presented, by work day id. */
async function pausesOf(ctx: AppContext, rows: WorkDayRow[]) {
  const openPauses = await findOpenPauses(
    ctx.db,
    rows.filter((row) => !row.check_out_at).map((row) => row.id),
  );
  const pausesByDay = new Map<number, WorkDayPause[]>();
  for (const p of await findPauses(
    ctx.db,
    rows.map((row) => row.id),
  )) {
    const list = pausesByDay.get(p.work_day_id) ?? [];
    list.push(presentPause(p));
    pausesByDay.set(p.work_day_id, list);
  }
  return { openPauses, pausesByDay };
}

/**
 * GET /api/attendance/today/: the shift in progress, else today's latest shift, else an empty day;
 * with the whole day beside it (split shifts, docs/decisions/0027-split-shifts.md): every shift of
 * that shift's date with its pauses, and the day's exact seconds summed over them.
 */
export async function today(ctx: AppContext, actor: Actor): Promise<TodayStatus> {
  const m = await moment(ctx, actor);
  const open = await currentShift(ctx.db, actor.id);
  const todays = await findShiftsOn(ctx.db, actor.id, open?.work_date ?? m.today);
  const day = open ?? todays.at(-1);
  const { openPauses, pausesByDay } = await pausesOf(ctx, todays);
  const pc = presentContext(m);
  const firsts = firstShiftIds(todays);
  const shifts = todays.map((row) => ({
    ...presentWorkDay(row, openPauses.get(row.id), pc, !firsts.has(row.id)),
    pauses: pausesByDay.get(row.id) ?? [],
  }));
  const shown = day ? presentWorkDay(day, openPauses.get(day.id), pc, !firsts.has(day.id)) : emptyDay(m.today);
  // Exact seconds added, rounded once (ADR 0019): no per-shift flooring.
  const dayWorked = shifts.reduce((sum, shift) => sum + shift.worked_seconds, 0);
  const dayPaused = shifts.reduce((sum, shift) => sum + shift.paused_seconds, 0);
  return {
    ...shown,
    now: m.now.toISOString(),
    shifts,
    day_worked_seconds: dayWorked,
    day_paused_seconds: dayPaused,
    day_hours_worked: secondsToHours(dayWorked),
  };
}

/** Days of a range with the pay-period totals each belongs to (periods are read whole). */
async function recordsIn(ctx: AppContext, m: Moment, range: DateRange): Promise<HistoryRecord[]> {
  const from = payPeriodFor(range.from).start_date;
  const to = payPeriodFor(range.to).end_date;
  const rows = await findDaysInRange(ctx.db, m.employee.id, from, to);
  // Pay-period totals add exact seconds and are rounded once (ADR 0019).
  const periodSeconds = new Map<string, number>();
  for (const row of rows) {
    const key = payPeriodFor(row.work_date).start_date;
    periodSeconds.set(key, (periodSeconds.get(key) ?? 0) + storedWorkedSeconds(row));
  }
  const shown = rows.filter((row) => row.work_date >= range.from && row.work_date <= range.to);
  const { openPauses, pausesByDay } = await pausesOf(ctx, shown);
  const pc = presentContext(m);
  const rate = m.employee.hourly_rate_cents / 100;
  const target = targetHours(m.employee.target_minutes);
  const firsts = firstShiftIds(rows);
  return shown.map((row) => ({
    ...presentWorkDay(row, openPauses.get(row.id), pc, !firsts.has(row.id)),
    pauses: pausesByDay.get(row.id) ?? [],
    rate_per_hour: rate,
    // An existing client reads `biweekly_total_hours` as the pay-period target; the hours worked
    // travel as `biweekly_worked_hours`.
    biweekly_total_hours: target,
    biweekly_worked_hours: secondsToHours(periodSeconds.get(payPeriodFor(row.work_date).start_date) ?? 0),
  }));
}

/** GET /api/attendance/history/: the user's days, newest first (default: the last year). */
export async function history(
  ctx: AppContext,
  actor: Actor,
  query: { start_date?: string | undefined; end_date?: string | undefined },
): Promise<HistoryRecord[]> {
  const m = await moment(ctx, actor);
  const range = parseDateRange(query, { from: shiftDate(m.today, -365), to: m.today });
  return recordsIn(ctx, m, range);
}

/** GET /api/attendance/pay-period-summary/: the current period's hours, rate and progress. */
export async function payPeriodSummary(ctx: AppContext, actor: Actor): Promise<PayPeriodSummary> {
  const m = await moment(ctx, actor);
  const period = payPeriodFor(m.today);
  const records = await recordsIn(ctx, m, { from: period.start_date, to: period.end_date });
  const worked = records.reduce((sum, r) => sum + r.worked_seconds, 0);
  return {
    start_date: displayDate(period.start_date),
    end_date: displayDate(period.end_date),
    start: period.start_date,
    end: period.end_date,
    worked_minutes: Math.floor(worked / 60),
    worked_seconds: worked,
    hours_worked: secondsToHours(worked),
    rate_per_hour: m.employee.hourly_rate_cents / 100,
    target_hours: targetHours(m.employee.target_minutes),
    progress_percent: progressPercentOfSeconds(worked, targetMinutes(m.employee.target_minutes)),
    records,
  };
}
