import { format, parse } from 'date-fns';
import { DEFAULT_TARGET_HOURS } from './constants.js';
import { type LocalDate, wallTime } from './dates.js';
import type { WorkDayStatus } from './schemas/workday.js';

const MINUTE_MS = 60_000;

/**
 * How long an open work day from an earlier date still counts as the shift in progress (an
 * overnight shift) rather than a forgotten check-out (Missing). ADR 0008.
 */
export const OPEN_SHIFT_MAX_HOURS = 16;

/** The default lateness grace and scheduled start (DESIGN §5; organisation settings override). */
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

/** Hours of one shift (DESIGN §5): the server computes it once, at check-out. */
export function workedTime(checkIn: Date, checkOut: Date, pauses: readonly PauseSpan[]): WorkedTime {
  const total = Math.max(0, checkOut.getTime() - checkIn.getTime());
  const paused = pausedMillis(pauses, checkIn, checkOut);
  return {
    worked_minutes: Math.floor((total - paused) / MINUTE_MS),
    paused_minutes: Math.floor(paused / MINUTE_MS),
  };
}

/** Whole minutes as decimal hours with two places (the API's `hours_worked`). */
export function minutesToHours(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/** The employee's biweekly target: their own when set, else 80 hours (spec §9). */
export function targetHours(targetMinutes: number | null | undefined): number {
  return targetMinutes && targetMinutes > 0 ? targetMinutes / 60 : DEFAULT_TARGET_HOURS;
}

/** Whole-number percentage of the target reached, capped at 100 (spec §2, §9). */
export function progressPercent(workedMinutes: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((workedMinutes / (target * 60)) * 100)));
}

export interface WorkDayTimes {
  work_date: LocalDate;
  check_in_at: string;
  check_out_at: string | null;
}

/**
 * Completed once checked out; an open day is In Progress when it is today's or an overnight
 * shift still within OPEN_SHIFT_MAX_HOURS of its check-in, and Missing otherwise (DESIGN §5).
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
 * organisation's clock (DESIGN §5). Exactly at start + grace is on time.
 */
export function isLate(checkInAt: Date, timeZone: string, scheduledStart: string, graceMinutes: number): boolean {
  const start = minutesOfDay(scheduledStart) ?? minutesOfDay(DEFAULT_SCHEDULED_START) ?? 480;
  const local = wallTime(checkInAt, timeZone);
  const secondsIntoDay = local.hour * 3600 + local.minute * 60 + local.second;
  return secondsIntoDay > (start + Math.max(0, graceMinutes)) * 60;
}

/** Weekday name of a calendar date, e.g. "Monday". */
export function weekdayName(date: LocalDate): string {
  return format(parse(date, 'yyyy-MM-dd', new Date(2000, 0, 1)), 'EEEE');
}
