import { daysLaterIn, formatHoursMinutes, shiftMinutes } from '@daybook/domain';
import type { TFunction } from 'i18next';
import { currentLocale, formatClockTime, formatServerTime } from '../i18n/intl';
import { timeContext } from '../i18n/time-context';
import './i18n';

/**
 * An instant's time of day in the organisation's zone and the reader's language ("07:04 PM",
 * "07:04 p.m.", formatClockTime), marked "(+1 day)" when it falls on a later calendar day than
 * `since` (the shift's check-in): a check-out after midnight, a pause of a night shift
 * (docs/payroll-rules.md, "Correction requests and managers' corrections").
 */
export function clockOnDay(
  t: TFunction,
  instant: string | Date,
  since: string | Date | null,
  timeZone: string,
  locale = currentLocale(),
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const time = formatClockTime(date, timeZone, locale);
  return withLaterDay(t, time, daysLaterIn(since, date, timeZone));
}

/** A time already written (the server's `check_out` text) with its later-day mark, when there is one. */
export function withLaterDay(t: TFunction, time: string, days: number): string {
  return days > 0 ? t('shiftSpan.laterDay', { time, count: days }) : time;
}

/** Exact seconds as whole minutes "7h 26m", floored once as the timecard floors them (ADR 0019). */
const hoursOf = (seconds: number) => formatHoursMinutes(Math.floor(Math.max(0, seconds) / 60));

/**
 * "Shift length: 7h 56m", and when the shift has pauses the time worked once they are taken off:
 * "Shift length: 7h 56m (7h 26m worked, 30m paused)". The worked and paused seconds are the
 * server's (a correction request's `proposed_worked_seconds`) or a domain function's given the
 * pauses (exactWorkedTime); null when the shift is not closed.
 */
export function shiftLengthText(
  t: TFunction,
  checkIn: string | Date | null,
  checkOut: string | Date | null,
  time?: { worked_seconds: number; paused_seconds: number } | null,
): string | null {
  const length = shiftLength(checkIn, checkOut);
  if (!length) return null;
  if (!time || time.paused_seconds <= 0) return t('shiftSpan.length', { length });
  return t('shiftSpan.lengthWorked', {
    length,
    worked: hoursOf(time.worked_seconds),
    paused: hoursOf(time.paused_seconds),
  });
}

/**
 * A shift without a check-out from its check-in (the server's `check_in`, hh:mm AM, shown in the
 * reader's language): "08:09 AM to now, still open" while it runs, "08:09 AM, no check-out" once it
 * is Missing (docs/product-rules.md "Day status"), as the timecard words them; in Spanish "Desde
 * las 08:09 a.m., ...", "Desde la 01:09 p.m., ..." (time-context.ts).
 */
export function openShiftText(t: TFunction, checkIn: string, missing: boolean, locale = currentLocale()): string {
  const time = formatServerTime(checkIn, locale);
  return t(missing ? 'shiftSpan.noCheckOut' : 'shiftSpan.stillOpen', { checkIn: time, context: timeContext(time) });
}

/** A shift's length from its check-in to its check-out as "15h 0m"; null when it is not closed. */
export function shiftLength(checkIn: string | Date | null, checkOut: string | Date | null): string | null {
  const minutes = shiftMinutes(checkIn, checkOut);
  return minutes > 0 ? formatHoursMinutes(minutes) : null;
}

/**
 * A check-out already written by the server (`check_out`, hh:mm AM) in the reader's language
 * (formatServerTime) with its later-day mark, from the shift's instants in the organisation's zone;
 * empty when there is no check-out.
 */
export function checkOutOnDay(
  t: TFunction,
  shift: { check_out: string | null; check_in_at: string | null; check_out_at: string | null },
  timeZone: string,
  locale = currentLocale(),
): string {
  if (!shift.check_out) return '';
  const days = daysLaterIn(shift.check_in_at, shift.check_out_at, timeZone);
  return withLaterDay(t, formatServerTime(shift.check_out, locale), days);
}
