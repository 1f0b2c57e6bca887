import { TZDate, tzOffset } from '@date-fns/tz';
import { addDays, format, getDaysInMonth, isValid, parse } from 'date-fns';

/** A calendar date in the organisation's zone, as `YYYY-MM-DD`. */
export type LocalDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const US_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

// 1000-01-02 and 9999-12-30 UTC: inside the four-digit years whatever the zone's offset.
const MIN_FAST_MS = Date.UTC(1000, 0, 2);
const MAX_FAST_MS = Date.UTC(9999, 11, 30);

/**
 * The organisation-local calendar date of an instant (docs/product-rules.md §10: "today" uses the
 * org zone): the instant moved by the zone's offset (remembered per minute, as for wallTime), not
 * formatted through a TZDate, which cost a large share of the history read (docs/performance.md).
 */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const ms = instant.getTime();
  // Years 1000–9999 print as four digits through toISOString; others (and invalid dates) keep
  // date-fns's formatting and its RangeError.
  if (!(ms >= MIN_FAST_MS && ms < MAX_FAST_MS)) return format(new TZDate(instant, timeZone), 'yyyy-MM-dd');
  return new Date(ms + offsetMinutes(timeZone, instant) * 60_000).toISOString().slice(0, 10);
}

/**
 * The zone's UTC offset at an instant, from @date-fns/tz, remembered per zone and minute: offsets
 * only change on whole minutes, and a report of thousands of rows has check-ins on a few hundred
 * distinct minutes (formatting through TZDate cost ~55 µs a value; bench/admin-report.mjs).
 */
const offsets = new Map<string, Map<number, number>>();
let offsetsKept = 0;
function offsetMinutes(timeZone: string, instant: Date): number {
  // by zone, then by minute (a number: no key text to build for each value, docs/performance.md)
  let byMinute = offsets.get(timeZone);
  if (!byMinute) {
    byMinute = new Map();
    offsets.set(timeZone, byMinute);
  }
  const minute = Math.floor(instant.getTime() / 60_000);
  let offset = byMinute.get(minute);
  if (offset === undefined) {
    if (offsetsKept > 50_000) {
      for (const kept of offsets.values()) kept.clear();
      offsetsKept = 0;
    }
    offset = tzOffset(timeZone, instant);
    byMinute.set(minute, offset);
    offsetsKept++;
  }
  return offset;
}

/** Hours, minutes, seconds and milliseconds of an instant on the zone's wall clock. */
export function wallTime(
  instant: Date,
  timeZone: string,
): { hour: number; minute: number; second: number; millisecond: number } {
  const local = new Date(instant.getTime() + offsetMinutes(timeZone, instant) * 60_000);
  return {
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    millisecond: local.getUTCMilliseconds(),
  };
}

/** Wall-clock time of an instant in the zone as `hh:mm AM` (docs/product-rules.md §9 display format). */
export function clockTime(instant: Date, timeZone: string): string {
  const { hour, minute } = wallTime(instant, timeZone);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Wall-clock time of an instant in the zone as 24-hour `HH:MM`. */
export function clockTime24(instant: Date, timeZone: string): string {
  return format(new TZDate(instant, timeZone), 'HH:mm');
}

/** Wall-clock time with seconds, for the live clock of the login page (docs/product-rules.md §2). */
export function clockTimeWithSeconds(instant: Date, timeZone: string): string {
  return format(new TZDate(instant, timeZone), 'hh:mm:ss a');
}

/** Long date for headings, e.g. "Saturday, November 21, 2026". */
export function longDate(instant: Date, timeZone: string): string {
  return format(new TZDate(instant, timeZone), 'EEEE, MMMM d, yyyy');
}

/**
 * Parses a date given as `YYYY-MM-DD` or `MM/DD/YYYY` (docs/product-rules.md §7: accept both on input).
 * Returns the ISO calendar date, or null when the text is not a real date.
 */
export function parseDateInput(text: string): LocalDate | null {
  const pattern = ISO_DATE.test(text) ? 'yyyy-MM-dd' : US_DATE.test(text) ? 'MM/dd/yyyy' : null;
  if (!pattern) return null;
  const parsed = parse(text, pattern, new Date(2000, 0, 1));
  if (!isValid(parsed)) return null;
  const iso = format(parsed, 'yyyy-MM-dd');
  // parse() rolls impossible dates over (02/30 -> 03/02); a round-trip catches them.
  return format(parsed, pattern) === text ? iso : null;
}

/**
 * `MM/DD/YYYY` (as the API writes the contract's dates) to `YYYY-MM-DD`, the inverse of
 * displayDate; any other text comes back as it was, anything not text as ''.
 */
export function usToIsoDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  return US_DATE.test(value) ? `${value.slice(6)}-${value.slice(0, 2)}-${value.slice(3, 5)}` : value;
}

/** `YYYY-MM-DD` to the display format `MM/DD/YYYY` (docs/product-rules.md §9); missing dates show `--/--/----`. */
export function displayDate(date: LocalDate | null | undefined): string {
  if (!date || !ISO_DATE.test(date)) return '--/--/----';
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${y}`;
}

/** Splits an ISO calendar date into numbers. */
function parts(date: LocalDate): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

function iso(y: number, m: number, d: number): LocalDate {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export interface PayPeriod {
  start_date: LocalDate;
  end_date: LocalDate;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * payPeriodFor of a `YYYY-MM-DD` text with a four-digit year from 1000 and a month 01–12, read
 * from the text itself (its month's length by the Gregorian rule) rather than split into numbers
 * and measured through date-fns: called twice per row of the history read, that was a tenth of it
 * (docs/performance.md). The same answer as the general way below, which any other text takes.
 */
function payPeriodOfIsoDate(date: LocalDate): PayPeriod | null {
  if (date.length !== 10 || !ISO_DATE.test(date)) return null;
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  if (y < 1000 || m < 1 || m > 12) return null;
  const month = date.slice(0, 8);
  if (Number(date.slice(8, 10)) <= 14) return { start_date: `${month}01`, end_date: `${month}14` };
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const last = m === 2 && leap ? 29 : (DAYS_IN_MONTH[m - 1] as number);
  return { start_date: `${month}15`, end_date: `${month}${last}` };
}

/** The biweekly pay period holding a date: 1st–14th or 15th–month end (docs/product-rules.md §9, §10). */
export function payPeriodFor(date: LocalDate): PayPeriod {
  const fast = payPeriodOfIsoDate(date);
  if (fast) return fast;
  const [y, m, d] = parts(date);
  if (d <= 14) return { start_date: iso(y, m, 1), end_date: iso(y, m, 14) };
  const last = getDaysInMonth(new Date(y, m - 1, 15));
  return { start_date: iso(y, m, 15), end_date: iso(y, m, last) };
}

/** Whether a calendar date lies within an inclusive range (ISO dates compare as text). */
export function inRange(date: LocalDate, range: PayPeriod): boolean {
  return date >= range.start_date && date <= range.end_date;
}

/**
 * plusDays of a real `YYYY-MM-DD` date and a whole number of days whose answer has a four-digit
 * year, counted on the UTC calendar (`Date.UTC` carries the days over months and years) instead
 * of parsed and formatted through date-fns: about 19 µs a call in the server, twice per history
 * read (docs/performance.md). Anything else goes the general way below.
 */
function plusDaysOfIsoDate(date: LocalDate, days: number): LocalDate | null {
  if (date.length !== 10 || !ISO_DATE.test(date) || !Number.isSafeInteger(days)) return null;
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  if (y < 1000 || m < 1 || m > 12 || d < 1) return null;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  if (d > (m === 2 && leap ? 29 : (DAYS_IN_MONTH[m - 1] as number))) return null;
  const ms = Date.UTC(y, m - 1, d + days);
  if (!(ms >= MIN_FAST_MS && ms < MAX_FAST_MS)) return null;
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar date `days` days after `date` (before it when negative); no time zone is involved. */
export function plusDays(date: LocalDate, days: number): LocalDate {
  return plusDaysOfIsoDate(date, days) ?? format(addDays(new Date(`${date}T12:00:00`), days), 'yyyy-MM-dd');
}

/**
 * The longest date range a report, export, history or timesheet may ask for: 366 days counting
 * both ends (docs/product-rules.md §9 "ranges"; the timesheet, billing export, EVV list and work-day
 * history and reports all refuse longer ones).
 */
export const MAX_RANGE_DAYS = 366;

/** Whether the inclusive range `from`..`to` spans more than MAX_RANGE_DAYS calendar days. */
export function rangeTooLong(from: LocalDate, to: LocalDate): boolean {
  return to > plusDays(from, MAX_RANGE_DAYS - 1);
}

/**
 * How far back a record of work or care may be dated by the people who keep it (docs/product-rules.md
 * §5 "How far back a record may be dated"): a correction request, an attendance record or a progress note at most a year
 * (366 days) before the organisation's today. Older days are an administrator's to correct in the
 * console. Billing older than that is past Medicaid's filing limits, and a year typed wrong in a
 * date picker (1999 for 2026) is refused instead of becoming a payable shift.
 */
export const RECORD_LOOKBACK_DAYS = 366;

/** The earliest date a record may carry when `today` is the organisation's today (RECORD_LOOKBACK_DAYS). */
export function earliestRecordDate(today: LocalDate): LocalDate {
  return plusDays(today, -RECORD_LOOKBACK_DAYS);
}

/**
 * The day a record form starts on from a link's `?date=`: the date itself when it is a real
 * YYYY-MM-DD a record may carry (not ahead of `today`, not before earliestRecordDate), else today.
 */
export function recordDateFromLink(requested: string | null | undefined, today: LocalDate): LocalDate {
  return requested &&
    parseDateInput(requested) === requested &&
    requested <= today &&
    requested >= earliestRecordDate(today)
    ? requested
    : today;
}

/** The dates the API accepts at all: older or later ones are refused at the boundary as out of range. */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2100-12-31';
