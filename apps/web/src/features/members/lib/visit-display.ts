import type { MemberVisit } from '@daybook/domain';
import { currentLocale, formatCalendarDate, formatClockTime } from '../../../lib/i18n/intl';

/**
 * A visit's date and times as people read them: the date as formatCalendarDate writes it (MM/DD/YYYY
 * in English, "20 nov 2026" in Spanish; docs/i18n.md), the times of day as formatClockTime writes them (hh:mm AM in English, docs/product-rules.md §9;
 * "07:04 p.m." in Spanish).
 */
export interface VisitDisplay {
  date: string;
  checkIn: string;
  /** null while the member is still checked in. */
  checkOut: string | null;
}

/**
 * The API sends `date` as YYYY-MM-DD and the times as 24-hour HH:MM for the existing client; Daybook's
 * screens show the display formats, from the instants in the organisation's zone.
 */
export function visitDisplay(
  visit: Pick<MemberVisit, 'date' | 'check_in_at' | 'check_out_at'>,
  timeZone: string,
  locale = currentLocale(),
): VisitDisplay {
  return {
    date: formatCalendarDate(visit.date, locale),
    checkIn: formatClockTime(visit.check_in_at, timeZone, locale),
    checkOut: visit.check_out_at ? formatClockTime(visit.check_out_at, timeZone, locale) : null,
  };
}
