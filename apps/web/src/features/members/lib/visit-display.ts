import { clockTime, displayDate, type MemberVisit } from '@daybook/domain';

/** A visit's date and times as people read them: MM/DD/YYYY and hh:mm AM (docs/product-rules.md §9). */
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
): VisitDisplay {
  return {
    date: displayDate(visit.date),
    checkIn: clockTime(new Date(visit.check_in_at), timeZone),
    checkOut: visit.check_out_at ? clockTime(new Date(visit.check_out_at), timeZone) : null,
  };
}
