import { daysLaterIn } from '@daybook/domain';
import type { TFunction } from 'i18next';
import { formatClockTime, formatServerTime } from '../../../lib/i18n/intl';
import { checkOutOnDay, withLaterDay } from '../../../lib/shift-span/shift-span';

/**
 * The dashboard's times of day in the reader's language (docs/decisions/0020-spanish.md, "Times of
 * day"): "08:00 AM (+1 day)" in English as before, "08:00 a.m. (+1 día)" in Spanish.
 */

/** An instant's time in the organisation's zone, marked when it falls on a later day than `since`. */
export function clockText(t: TFunction, instant: string, since: string | null, timeZone: string): string {
  return withLaterDay(t, formatClockTime(instant, timeZone), daysLaterIn(since, instant, timeZone));
}

/** The server's `check_out` text, marked when it falls on a later day than the check-in; '' without one. */
export function checkOutText(
  t: TFunction,
  shift: { check_out: string | null; check_in_at: string | null; check_out_at: string | null },
  timeZone: string,
): string {
  return checkOutOnDay(t, { ...shift, check_out: shift.check_out && formatServerTime(shift.check_out) }, timeZone);
}
