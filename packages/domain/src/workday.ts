import { format, parse } from 'date-fns';
import { DEFAULT_TARGET_HOURS } from './constants.js';
import { displayDate, type LocalDate, wallTime } from './dates.js';
import type { WorkDay, WorkDayStatus } from './schemas/workday.js';

const MINUTE_MS = 60_000;

/**
 * How long an open work day from an earlier date still counts as the shift in progress (an
 * overnight shift) rather than a forgotten check-out (Missing). ADR 0008.
 */
export const OPEN_SHIFT_MAX_HOURS = 16;

/** The default lateness grace and scheduled start (docs/product-rules.md §10; organisation settings override). */
export const DEFAULT_LATE_GRACE_MINUTES = 5;
export const DEFAULT_SCHEDULED_START = '08:00';

export interface PauseSpan {
  paused_at: string;
  resumed_at: string | null;
}

/**
 * Milliseconds paused within [from, to]: each pause is clipped to the window, an open pause
 * runs to `to`, and overlapping pauses count once.
 */
export function pausedMillis(pauses: readonly PauseSpan[], from: Date, to: Date): number {
  const start = from.getTime();
  const end = to.getTime();
  if (end <= start) return 0;
  const spans = pauses
    .map((p) => {
      const s = Math.max(start, Date.parse(p.paused_at));
      const e = Math.min(end, p.resumed_at === null ? end : Date.parse(p.resumed_at));
      return [s, e] as const;
    })
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cursor = start;
  for (const [s, e] of spans) {
    const from = Math.max(s, cursor);
    if (e > from) {
      total += e - from;
      cursor = e;
    }
  }
  return total;
}

export interface WorkedTime {
  /** Whole minutes worked: (check-out − check-in − paused), floored, never negative. */
  worked_minutes: number;
  /** Whole minutes paused within the shift, floored. */
  paused_minutes: number;
}

/** An instant without its milliseconds: punches are kept to the second (docs/payroll-rules.md, "Exact time"). */
const toWholeSecond = (instant: Date) => new Date(Math.floor(instant.getTime() / 1000) * 1000);

/**
 * Hours of one shift (docs/product-rules.md §10): the server computes it once, at check-out. Read
 * to the second as the exact seconds are (`exactWorkedTime`), so that the minutes are always the
 * seconds floored: a check-in at 15:00:00.123 and a check-out a day later at 15:00:00 are 1,440
 * minutes, as they are 86,400 seconds, not 1,439.
 */
export function workedTime(checkIn: Date, checkOut: Date, pauses: readonly PauseSpan[]): WorkedTime {
  const from = toWholeSecond(checkIn);
  const to = toWholeSecond(checkOut);
  const total = Math.max(0, to.getTime() - from.getTime());
  const paused = pausedMillis(
    pauses.map((p) => ({
      paused_at: toWholeSecond(new Date(p.paused_at)).toISOString(),
      resumed_at: p.resumed_at === null ? null : toWholeSecond(new Date(p.resumed_at)).toISOString(),
    })),
    from,
    to,
  );
  return {
    worked_minutes: Math.floor((total - paused) / MINUTE_MS),
    paused_minutes: Math.floor(paused / MINUTE_MS),
  };
}

/** Whole minutes as decimal hours with two places (the API's `hours_worked`). */
export function minutesToHours(minutes: number): number {
  // hundredths of an hour = minutes × 100 / 60, rounded; a ratio with denominator 3 is never a half
  return Math.round((minutes * 5) / 3) / 100;
}

/**
 * The employee's biweekly target in whole minutes, as stored (`users.target_minutes`): their own
 * when set, else 80 hours (docs/product-rules.md §9). Minutes are exact; hours are only the way it is shown.
 */
export function targetMinutes(storedMinutes: number | null | undefined): number {
  return storedMinutes && storedMinutes > 0 ? storedMinutes : DEFAULT_TARGET_HOURS * 60;
}

/**
 * The biweekly target as decimal hours with two places, the one form every answer uses
 * (2,000 minutes → 33.33, never 33.333333333333336).
 */
export function targetHours(storedMinutes: number | null | undefined): number {
  return minutesToHours(targetMinutes(storedMinutes));
}

/**
 * Whole-number percentage of the target reached, floored and capped at 100 (docs/product-rules.md §2, §9), in
 * integer arithmetic: 1,392 of 4,800 minutes is exactly 29 %.
 */
export function progressPercent(workedMinutes: number, targetMinutesValue: number): number {
  if (targetMinutesValue <= 0) return 100;
  const worked = Math.max(0, Math.floor(workedMinutes));
  return Math.min(100, Math.floor((worked * 100) / targetMinutesValue));
}

export interface WorkDayTimes {
  work_date: LocalDate;
  check_in_at: string;
  check_out_at: string | null;
}

/**
 * Completed once checked out; an open day is In Progress when it is today's or an overnight
 * shift still within OPEN_SHIFT_MAX_HOURS of its check-in, and Missing otherwise (docs/product-rules.md §10).
 */
export function workDayStatus(day: WorkDayTimes, now: Date, today: LocalDate): WorkDayStatus {
  if (day.check_out_at !== null) return 'Completed';
  if (day.work_date >= today) return 'In Progress';
  const openFor = now.getTime() - Date.parse(day.check_in_at);
  return openFor < OPEN_SHIFT_MAX_HOURS * 60 * MINUTE_MS ? 'In Progress' : 'Missing';
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of a `HH:MM` time, or null when it is not one. */
export function minutesOfDay(time: string): number | null {
  const match = HH_MM.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Late: checked in after the scheduled start plus the grace period, both read on the
 * organisation's clock (docs/product-rules.md §10), to the millisecond. Exactly at start + grace is on time;
 * half a second later is late.
 */
export function isLate(checkInAt: Date, timeZone: string, scheduledStart: string, graceMinutes: number): boolean {
  const start = minutesOfDay(scheduledStart) ?? minutesOfDay(DEFAULT_SCHEDULED_START) ?? 480;
  const local = wallTime(checkInAt, timeZone);
  const msIntoDay = ((local.hour * 60 + local.minute) * 60 + local.second) * 1000 + local.millisecond;
  return msIntoDay > (start + Math.max(0, graceMinutes)) * MINUTE_MS;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The days of the week the program opens, 0 = Sunday … 6 = Saturday (docs/product-rules.md §10,
 * "Late"): lateness is marked on them only, so a check-in on a day the program is closed (a
 * Saturday of catch-up paperwork) is never late. Monday to Friday unless the organisation says
 * otherwise, as the default opening hours ("Mon-Fri 8am-4pm") say.
 */
export const DEFAULT_WORKING_DAYS: readonly number[] = [1, 2, 3, 4, 5];

/** The stored list "1,2,3,4,5" as weekday numbers; none (or nothing readable) is the default. */
export function parseWorkingDays(text: string | null | undefined): readonly number[] {
  if (!text) return DEFAULT_WORKING_DAYS;
  const days = text
    .split(',')
    .map((part) => Number(part))
    .filter((day) => Number.isInteger(day) && day >= 0 && day <= 6);
  return days.length > 0 ? [...new Set(days)].sort((a, b) => a - b) : DEFAULT_WORKING_DAYS;
}

/** Weekday numbers as stored: distinct, in order, comma-separated. */
export function formatWorkingDays(days: readonly number[]): string {
  return [...new Set(days)].sort((a, b) => a - b).join(',');
}

/** Weekday number (0 = Sunday) of a real `YYYY-MM-DD` calendar date, or null for anything else. */
export function weekdayOf(date: LocalDate): number | null {
  const m = ISO_DAY.exec(date);
  if (!m) return null;
  const y = Number(m[1]);
  const month = Number(m[2]) - 1;
  const d = Number(m[3]);
  const day = new Date(0);
  day.setUTCFullYear(y, month, d);
  return day.getUTCFullYear() === y && day.getUTCMonth() === month && day.getUTCDate() === d ? day.getUTCDay() : null;
}

/** Whether the program opens on this work date (a date that cannot be read counts as open). */
export function isWorkingDay(date: LocalDate, workingDays: readonly number[]): boolean {
  const day = weekdayOf(date);
  return day === null || workingDays.includes(day);
}

/**
 * Weekday name of a calendar date, e.g. "Monday": from the calendar date itself (a date's weekday
 * does not depend on a zone), not through date-fns's parse and format, which cost ~15 % of the
 * history read (docs/performance.md). Text that is not a real `YYYY-MM-DD` date goes the old way
 * and fails as before.
 */
export function weekdayName(date: LocalDate): string {
  const day = weekdayOf(date);
  if (day !== null) return WEEKDAYS[day] as string;
  return format(parse(date, 'yyyy-MM-dd', new Date(2000, 0, 1)), 'EEEE');
}

/**
 * Today's status of a date with no work day yet (docs/product-rules.md §3 "Today status"): what
 * GET /api/attendance/today/ answers, and what the dashboard shows for a new date whose answer
 * has not come (offline, past the organisation's midnight).
 */
export function emptyWorkDay(date: LocalDate): WorkDay {
  return {
    id: null,
    date: displayDate(date),
    work_date: date,
    day: weekdayName(date),
    check_in: null,
    check_out: null,
    check_in_at: null,
    check_out_at: null,
    hours_worked: 0,
    worked_minutes: 0,
    paused_minutes: 0,
    worked_seconds: 0,
    paused_seconds: 0,
    paused: false,
    paused_at: null,
    pause_reason: null,
    status: null,
    late: false,
    check_in_offline: false,
    check_in_received_at: null,
    check_out_offline: false,
    check_out_received_at: null,
  };
}
