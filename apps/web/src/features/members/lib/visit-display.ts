import { clockTime, type MemberVisit } from '@daybook/domain';
import { currentLocale, formatCalendarDate } from '../../../lib/i18n/intl';

/**
 * A visit's date and times as people read them: the date as formatCalendarDate writes it (MM/DD/YYYY
 * in English, "20 nov 2026" in Spanish; docs/i18n.md), the times as hh:mm AM (docs/product-rules.md §9).
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
    checkIn: clockTime(new Date(visit.check_in_at), timeZone),
    checkOut: visit.check_out_at ? clockTime(new Date(visit.check_out_at), timeZone) : null,
  };
}
