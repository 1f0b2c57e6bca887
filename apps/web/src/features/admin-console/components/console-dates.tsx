import { DEFAULT_TIME_ZONE, localDateOf, usToIsoDate } from '@daybook/domain';
import { useMemo } from 'react';
import { FunctionField, type FunctionFieldProps, useGetOne, useLocaleState } from 'react-admin';
import { formatCalendarDate, formatDateAndClock, formatServerTime } from '../../../lib/i18n/intl';
import { localeOf } from '../../../lib/i18n/language';

/**
 * The console's dates as the rest of the app shows them (lib/i18n/intl.ts): a calendar date is
 * MM/DD/YYYY in English and "20 nov 2026" in Spanish (formatCalendarDate), an instant is that date
 * and a time of day on the organisation's clock, "11/28/2026 08:45 PM" and "28 nov 2026 08:45 p.m."
 * (formatDateAndClock), whatever the browser's own locale and zone. One form of each in a table: an
 * instant's "Nov 28, 2026, 8:45 PM" beside a date's "11/09/2026" mixed two (walkthrough 40, finding 2).
 * The API writes some dates as YYYY-MM-DD and some as MM/DD/YYYY; both are read.
 */

const EMPTY = '—';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date (YYYY-MM-DD or MM/DD/YYYY); anything else is shown as it came. */
export function consoleDate(value: unknown, locale: string): string {
  if (typeof value !== 'string' || value === '') return EMPTY;
  const iso = usToIsoDate(value);
  return ISO_DATE.test(iso) ? formatCalendarDate(iso, locale) : value;
}

/**
 * An instant (ISO text) as a date and time in the zone; with `seconds` (the audit log, where the
 * order of close events matters) the time has its seconds.
 */
export function consoleInstant(value: unknown, timeZone: string, locale: string, seconds = false): string {
  if (typeof value !== 'string' || value === '') return EMPTY;
  return formatDateAndClock(value, timeZone, locale, { seconds });
}

/** The calendar date an instant falls on in the zone (a record's "Created" day). */
export function consoleDayOf(value: unknown, timeZone: string, locale: string): string {
  if (typeof value !== 'string' || value === '') return EMPTY;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatCalendarDate(localDateOf(date, timeZone), locale);
}

export interface ConsoleDates {
  timeZone: string;
  /** The API's hh:mm AM text (a work day's `check_in`) in the console's language: "07:04 p.m." in Spanish. */
  time: (value: unknown) => string;
  date: (value: unknown) => string;
  instant: (value: unknown, seconds?: boolean) => string;
  dayOf: (value: unknown) => string;
}

/** The formatters in the console's language and the organisation's zone (its settings, once loaded). */
export function useConsoleDates(): ConsoleDates {
  const [language] = useLocaleState();
  const timeZone =
    useGetOne<{ id: number; time_zone: string }>('organisation', { id: 1 }).data?.time_zone ?? DEFAULT_TIME_ZONE;
  const locale = localeOf(language);
  return useMemo(
    () => ({
      timeZone,
      time: (value) => (typeof value === 'string' && value !== '' ? formatServerTime(value, locale) : EMPTY),
      date: (value) => consoleDate(value, locale),
      instant: (value, seconds) => consoleInstant(value, timeZone, locale, seconds),
      dayOf: (value) => consoleDayOf(value, timeZone, locale),
    }),
    [locale, timeZone],
  );
}

type DateFieldProps = Omit<FunctionFieldProps, 'render' | 'source'> & { source: string };

const fieldValue = (record: Record<string, unknown>, source: string) => record[source];

/** A list's or a page's calendar date (react-admin field; sorts by its source). */
export function CalendarDateField(props: DateFieldProps) {
  const dates = useConsoleDates();
  return <FunctionField {...props} render={(record) => dates.date(fieldValue(record, props.source))} />;
}

/** A list's or a page's instant on the organisation's clock; `seconds` for the audit log. */
export function InstantField({ seconds, ...props }: DateFieldProps & { seconds?: boolean }) {
  const dates = useConsoleDates();
  return <FunctionField {...props} render={(record) => dates.instant(fieldValue(record, props.source), seconds)} />;
}

/** A time of day the API wrote as hh:mm AM, in the console's language (docs/decisions/0020-spanish.md, "Times of day"). */
export function ClockTimeField(props: DateFieldProps) {
  const dates = useConsoleDates();
  return <FunctionField {...props} render={(record) => dates.time(fieldValue(record, props.source))} />;
}

/** The day an instant falls on in the organisation's zone (a "Created" column). */
export function InstantDayField(props: DateFieldProps) {
  const dates = useConsoleDates();
  return <FunctionField {...props} render={(record) => dates.dayOf(fieldValue(record, props.source))} />;
}
