import { TZDate } from '@date-fns/tz';
import { type LocalDate, localDateOf, plusDays } from './dates.js';
import { minutesOfDay, OPEN_SHIFT_MAX_HOURS } from './workday.js';

/**
 * How a shift spans the calendar (docs/payroll-rules.md, "Correction requests"): a check-out on a
 * later day than its check-in, a shift's length, and whether a pause lies outside its shift. The
 * days are the organisation's (localDateOf), never an offset worked out by hand.
 */

const DAY_MS = 86_400_000;

/** Whole calendar days from one `YYYY-MM-DD` date to another (negative when `to` is earlier). */
export function calendarDaysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * How many calendar days, in the zone, an instant falls after another: 1 for a check-out after
 * midnight of a shift checked in the evening before, 0 on the same day or when either is missing
 * (a shift not checked out).
 */
export function daysLaterIn(
  since: Date | string | null | undefined,
  instant: Date | string | null | undefined,
  timeZone: string,
): number {
  if (!since || !instant) return 0;
  const from = typeof since === 'string' ? new Date(since) : since;
  const to = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return 0;
  return calendarDaysBetween(localDateOf(from, timeZone), localDateOf(to, timeZone));
}

/** Whole minutes from a check-in to a check-out (0 when either is missing or out is not after in). */
export function shiftMinutes(checkIn: Date | string | null, checkOut: Date | string | null): number {
  if (!checkIn || !checkOut) return 0;
  const ms = new Date(checkOut).getTime() - new Date(checkIn).getTime();
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 60_000) : 0;
}

/** `date` + `HH:MM` on the zone's clock as an instant. */
function zoned(date: LocalDate, clock: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = clock.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, zone).getTime());
}

export interface OvernightProposal {
  /** The check-out falls on the next calendar day. */
  nextDay: true;
  /** Whole minutes from the check-in to the next day's check-out, in the zone. */
  minutes: number;
  /** The server takes it as a shift across midnight (at most OPEN_SHIFT_MAX_HOURS); otherwise it refuses it. */
  allowed: boolean;
}

/**
 * Proposed `HH:MM` check-in and check-out of a date whose check-out is not after its check-in: the
 * shift across midnight the server makes of them (apps/server corrections, requestCorrection: the
 * check-out moves to the next day when that gives at most OPEN_SHIFT_MAX_HOURS, else it is
 * refused). Null when the times are not both given or the check-out is after the check-in.
 */
export function overnightProposal(
  date: LocalDate,
  checkIn: string,
  checkOut: string,
  timeZone: string,
): OvernightProposal | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const inMinutes = minutesOfDay(checkIn);
  const outMinutes = minutesOfDay(checkOut);
  if (inMinutes === null || outMinutes === null) return null;
  const start = zoned(date, checkIn, timeZone);
  const sameDay = zoned(date, checkOut, timeZone);
  if (Number.isNaN(start.getTime()) || sameDay.getTime() > start.getTime()) return null;
  const nextDay = zoned(plusDays(date, 1), checkOut, timeZone);
  const ms = nextDay.getTime() - start.getTime();
  return { nextDay: true, minutes: Math.floor(ms / 60_000), allowed: ms <= OPEN_SHIFT_MAX_HOURS * 3_600_000 };
}

export interface ProposedTimes {
  checkIn: Date | null;
  checkOut: Date | null;
}

/**
 * The shift a correction request's typed `HH:MM` times make, read as the server reads them
 * (apps/server corrections, requestCorrection, which calls it): a typed check-in on the date,
 * else the shift's recorded one; a typed check-out on the date, or on the next calendar day when
 * that is not after the check-in and the next day makes at most OPEN_SHIFT_MAX_HOURS (a shift across
 * midnight); else the recorded check-out. An empty time keeps the recorded one.
 */
export function proposedShiftTimes(
  date: LocalDate,
  typed: { checkIn: string; checkOut: string },
  recorded: { checkIn: Date | string | null; checkOut: Date | string | null },
  timeZone: string,
): ProposedTimes {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const on = (day: LocalDate, clock: string) =>
    valid && minutesOfDay(clock) !== null ? zoned(day, clock, timeZone) : null;
  const given = (instant: Date | string | null) => (instant === null ? null : new Date(instant));
  const checkIn = typed.checkIn ? on(date, typed.checkIn) : given(recorded.checkIn);
  if (!typed.checkOut) return { checkIn, checkOut: given(recorded.checkOut) };
  const sameDay = on(date, typed.checkOut);
  if (sameDay === null || checkIn === null || sameDay.getTime() > checkIn.getTime())
    return { checkIn, checkOut: sameDay };
  const nextDay = on(plusDays(date, 1), typed.checkOut) as Date;
  const fits = nextDay.getTime() - checkIn.getTime() <= OPEN_SHIFT_MAX_HOURS * 3_600_000;
  return { checkIn, checkOut: fits ? nextDay : sameDay };
}

/**
 * A pause that lies wholly outside its shift's times (before the check-in, or after a check-out):
 * the payroll clips pauses to the shift, so it counts nothing (left behind by a correction that
 * moved the shift). An open pause runs on; an open shift has no end yet.
 */
export function pauseOutsideShift(
  pause: { start: Date | string; end: Date | string | null },
  shift: { checkIn: Date | string; checkOut: Date | string | null },
): boolean {
  const checkIn = new Date(shift.checkIn).getTime();
  const start = new Date(pause.start).getTime();
  const end = pause.end === null ? Number.POSITIVE_INFINITY : new Date(pause.end).getTime();
  if (end <= checkIn) return true;
  if (shift.checkOut === null) return false;
  return start >= new Date(shift.checkOut).getTime();
}
