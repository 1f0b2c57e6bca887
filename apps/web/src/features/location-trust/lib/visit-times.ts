import { localDateOf } from '@daybook/domain';
import { currentLocale, formatClockTime, formatDateAndClock } from '../../../lib/i18n/intl';

/**
 * A visit's start and end in the app's clock style ("09:00 AM", docs/product-rules.md §9; "09:00
 * a.m." in Spanish, ADR 0020): only the clock times when they fall on the visit's own date (in the
 * organisation's zone), a time on another day with its date ("09:30 PM – 11/25/2026 02:00 AM");
 * `openText` stands for a missing end.
 */
export function visitTimes(
  visit: { date: string; check_in_at: string; check_out_at: string | null },
  timeZone: string,
  openText: string,
  locale = currentLocale(),
): { start: string; end: string } {
  const at = (iso: string) => {
    const instant = new Date(iso);
    if (Number.isNaN(instant.getTime())) return iso;
    return localDateOf(instant, timeZone) === visit.date
      ? formatClockTime(instant, timeZone, locale)
      : formatDateAndClock(instant, timeZone, locale);
  };
  return { start: at(visit.check_in_at), end: visit.check_out_at ? at(visit.check_out_at) : openText };
}

/** The times as one line of text ("09:00 AM – 11:00 AM"), for the table's text and a printout. */
export function visitTimesText(
  visit: { date: string; check_in_at: string; check_out_at: string | null },
  timeZone: string,
  openText: string,
  locale = currentLocale(),
): string {
  const { start, end } = visitTimes(visit, timeZone, openText, locale);
  return `${start} – ${end}`;
}
