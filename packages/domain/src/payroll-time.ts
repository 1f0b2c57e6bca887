import { workedIntervals } from './payroll.js';
import type { PauseSpan } from './workday.js';

/**
 * Exact work-day figures and the workweek alerts (docs/payroll-rules.md, "Exact time" and
 * "Alerts"; ADR 0019). The day's seconds come from the same interval arithmetic as the payroll
 * (`workedIntervals`, without punch rounding), so a day, a dashboard and a timecard with no
 * rounding setting always agree to the second.
 */

export interface ExactTime {
  /** check-out − check-in − paused, in whole seconds (instants are kept to the second). */
  worked_seconds: number;
  /** Seconds paused inside the shift (pauses clipped to it, overlaps counted once). */
  paused_seconds: number;
}

const toSeconds = (instant: Date) => Math.floor(instant.getTime() / 1000);

/** The exact worked and paused seconds of a closed shift. */
export function exactWorkedTime(checkIn: Date, checkOut: Date, pauses: readonly PauseSpan[]): ExactTime {
  const span = Math.max(0, toSeconds(checkOut) - toSeconds(checkIn));
  const intervals = workedIntervals(
    {
      id: 0,
      workDate: '1970-01-01',
      checkIn,
      checkOut,
      pauses: pauses.map((p) => ({
        start: new Date(p.paused_at),
        end: p.resumed_at === null ? null : new Date(p.resumed_at),
      })),
    },
    {
      timeZone: 'UTC',
      workweekStartDay: 0,
      overtimeThresholdHundredths: 4000,
      overtimeMultiplierHundredths: 150,
      roundingMinutes: 0,
    },
  );
  const worked = intervals.reduce((sum, [s, e]) => sum + (e - s), 0);
  return { worked_seconds: worked, paused_seconds: span - worked };
}

/** Seconds paused within [from, to] of an open shift (an open pause runs to `to`). */
export function pausedSecondsUntil(pauses: readonly PauseSpan[], from: Date, to: Date): number {
  return exactWorkedTime(from, to, pauses).paused_seconds;
}

/** Decimal hours with two places from exact seconds, rounded once, an exact half up (5,382 s → 1.5). */
export function secondsToHours(seconds: number): number {
  // hundredths = seconds / 36, half up: floor((2s + 36) / 72), integer arithmetic
  return Math.floor((2 * Math.max(0, Math.floor(seconds)) + 36) / 72) / 100;
}

/** Whole percent of a target given in minutes reached by exact seconds, floored and capped at 100. */
export function progressPercentOfSeconds(workedSeconds: number, targetMinutes: number): number {
  if (targetMinutes <= 0) return 100;
  const worked = Math.max(0, Math.floor(workedSeconds));
  return Math.min(100, Math.floor((worked * 100) / (targetMinutes * 60)));
}

/** The stored seconds of a day; rows written before seconds were stored fall back to their minutes. */
export function storedWorkedSeconds(row: { worked_seconds?: number | null; worked_minutes: number | null }): number {
  return row.worked_seconds ?? (row.worked_minutes ?? 0) * 60;
}

/** The monitoring page flags people with at least this many hours in the current workweek. */
export const WEEK_HOURS_FLAG = 36;

/**
 * A day still open is a forgotten check-out once its check-in is more than this many hours old
 * (the "open more than 12 hours"), or once it is Missing.
 */
export const FORGOTTEN_CHECKOUT_HOURS = 12;

export interface WeekOvertimeAlert {
  /** Seconds worked so far in the workweek (closed shifts, plus the running one when given). */
  worked_seconds: number;
  /** The overtime threshold in seconds. */
  threshold_seconds: number;
  /** Seconds left before overtime starts (0 once it has). */
  seconds_until_overtime: number;
  /** Seconds already past the threshold. */
  overtime_seconds: number;
}

/**
 * How far the employee is from weekly overtime: threshold (hundredths of an hour) against the
 * seconds worked in the workweek. Both figures are whole seconds; nothing is rounded.
 */
export function weekOvertimeAlert(workedSeconds: number, thresholdHundredths: number): WeekOvertimeAlert {
  const worked = Math.max(0, Math.floor(workedSeconds));
  const threshold = thresholdHundredths * 36; // hundredths of an hour × 36 s
  return {
    worked_seconds: worked,
    threshold_seconds: threshold,
    seconds_until_overtime: Math.max(0, threshold - worked),
    overtime_seconds: Math.max(0, worked - threshold),
  };
}

/** Whether a person's workweek is flagged on the monitoring page (at least 36 h). */
export function weekHoursFlagged(workedSeconds: number): boolean {
  return workedSeconds >= WEEK_HOURS_FLAG * 3600;
}

/** Whether an open day is a forgotten check-out at `now`: open more than 12 h (Missing days are flagged too). */
export function isForgottenCheckout(checkInAt: Date, now: Date): boolean {
  return now.getTime() - checkInAt.getTime() > FORGOTTEN_CHECKOUT_HOURS * 3600_000;
}

/** Exact seconds as "7h 30m 35s" (the seconds left out when there are none): hours to the second. */
export function formatHoursMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return s === 0 ? `${h}h ${m}m` : `${h}h ${m}m ${s}s`;
}
