import { clockTime, daysLaterIn, formatHoursMinutes, shiftMinutes } from '@daybook/domain';
import type { TFunction } from 'i18next';
import './i18n';

/**
 * A clock time as the product writes it (hh:mm AM), marked "(+1 day)" when it falls on a later
 * calendar day, in the organisation's zone, than `since` (the shift's check-in): a check-out after
 * midnight, a pause of a night shift (docs/payroll-rules.md, "Correction requests and managers' corrections").
 */
export function clockOnDay(
  t: TFunction,
  instant: string | Date,
  since: string | Date | null,
  timeZone: string,
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const time = clockTime(date, timeZone);
  return withLaterDay(t, time, daysLaterIn(since, date, timeZone));
}

/** A time already written (the server's `check_out` text) with its later-day mark, when there is one. */
export function withLaterDay(t: TFunction, time: string, days: number): string {
  return days > 0 ? t('shiftSpan.laterDay', { time, count: days }) : time;
}

/** A shift's length from its check-in to its check-out as "15h 0m"; null when it is not closed. */
export function shiftLength(checkIn: string | Date | null, checkOut: string | Date | null): string | null {
  const minutes = shiftMinutes(checkIn, checkOut);
  return minutes > 0 ? formatHoursMinutes(minutes) : null;
}

/**
 * A check-out already written by the server (`check_out`, hh:mm AM) with its later-day mark, from
 * the shift's instants in the organisation's zone; empty when there is no check-out.
 */
export function checkOutOnDay(
  t: TFunction,
  shift: { check_out: string | null; check_in_at: string | null; check_out_at: string | null },
  timeZone: string,
): string {
  if (!shift.check_out) return '';
  const days = daysLaterIn(shift.check_in_at, shift.check_out_at, timeZone);
  return withLaterDay(t, shift.check_out, days);
}
