import { clockTime, displayDate, liveClockTime, localDateOf, usToIsoDate } from '@daybook/domain';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { dateFormat, numberFormat } from './formats';
import { localeOf } from './language';
import { longDateIn } from './long-date';

/**
 * Numbers, money and dates through `Intl` in the chosen language's US locale (en-US, es-US);
 * times and dates of the day are shown in the organisation's zone (docs/decisions/0020-spanish.md).
 */
export function currentLocale(): string {
  return localeOf(i18n.language);
}

/** The locale of the language now shown; components re-render when it changes. */
export function useLocale(): string {
  const { i18n: instance } = useTranslation();
  return localeOf(instance.language);
}

/** Dollars from integer cents: $1,234.50 (en-US) or 1234,50 US$ style per es-US. */
export function formatUsd(cents: number, locale = currentLocale()): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, locale = currentLocale()): string {
  return numberFormat(locale, options).format(value);
}

/**
 * A calendar date (YYYY-MM-DD) with the month as a word ("November 20, 2026", "20 de noviembre de
 * 2026"), so that it cannot be misread in either language (es-US short dates differ between
 * browsers). Anything that is not a calendar date is returned as it came.
 */
export function formatDateWords(isoDate: string, locale = currentLocale()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * A calendar date as each language reads it without doubt: English keeps the product's MM/DD/YYYY;
 * Spanish writes the month as a word ("20 nov 2026"), since 11/05 reads as 11 May there.
 */
export function formatCalendarDate(isoDate: string, locale = currentLocale()): string {
  if (!locale.startsWith('es')) return displayDate(isoDate);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return displayDate(isoDate);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * A date the server wrote as the product's MM/DD/YYYY (the contract's `date`, `start_date` and
 * `end_date` fields) in the reader's language, as formatCalendarDate writes it: unchanged in
 * English, "15 nov 2026" in Spanish. Anything else is shown as it came.
 */
export function formatServerDate(text: string, locale = currentLocale()): string {
  const iso = usToIsoDate(text);
  return iso === text ? text : formatCalendarDate(iso, locale);
}

/** The server's clock text: the product's `hh:mm AM` (docs/product-rules.md §9). */
const SERVER_CLOCK = /^(\d{2}):(\d{2}) (AM|PM)$/;

/**
 * A time of day as each language reads it (docs/decisions/0020-spanish.md, "Times of day"):
 * English keeps the product's hh:mm AM ("07:04 PM"); Spanish writes es-US's a.m./p.m. with the
 * same two-digit hour ("07:04 p.m."), through `Intl`, so that it is the text formatDateAndClock and
 * the sign-in clock write on the same device. Hours 0–23 and minutes of the wall clock.
 */
export function formatTimeOfDay(hour: number, minute: number, locale = currentLocale()): string {
  if (locale.startsWith('es')) {
    return dateFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(
      Date.UTC(2000, 0, 1, hour, minute),
    );
  }
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * A clock time the server wrote as the product's hh:mm AM (the contract's `check_in`,
 * `check_out`, `start_time`..., English by the spec) in the reader's language: unchanged in
 * English, "07:04 p.m." in Spanish. Anything else ("--:-- --", a text already worded) is shown as
 * it came.
 */
export function formatServerTime(text: string, locale = currentLocale()): string {
  const match = SERVER_CLOCK.exec(text);
  if (!match) return text;
  const twelve = Number(match[1]);
  const minute = Number(match[2]);
  if (twelve < 1 || twelve > 12 || minute > 59) return text;
  return formatTimeOfDay((twelve % 12) + (match[3] === 'PM' ? 12 : 0), minute, locale);
}

/** An instant's time of day in the organisation's zone as formatServerTime writes it ("07:04 PM", "07:04 p.m."). */
export function formatClockTime(instant: string | Date, timeZone: string, locale = currentLocale()): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  return formatServerTime(clockTime(date, timeZone), locale);
}

/**
 * An instant as the organisation's calendar date and time of day ("11/28/2026 04:34 AM",
 * "28 nov 2026 04:34 a.m."): the date as formatCalendarDate writes it, the time as formatClockTime.
 * With `seconds` (a log, where the order of close events matters) the time has its seconds as the
 * sign-in clock writes them ("11/28/2026 04:34:07 AM", "28 nov 2026 04:34:07 a.m.").
 */
export function formatDateAndClock(
  instant: string | Date,
  timeZone: string,
  locale = currentLocale(),
  { seconds = false }: { seconds?: boolean } = {},
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  const time = seconds
    ? liveClockTime(date, timeZone, locale.startsWith('es') ? 'es' : 'en')
    : formatClockTime(date, timeZone, locale);
  return `${formatCalendarDate(localDateOf(date, timeZone), locale)} ${time}`;
}

/** A heading's date: English keeps the product's "Monday, November 23, 2026"; Spanish "lunes, 23 de noviembre de 2026". */
export function formatLongDate(instant: Date, timeZone: string, locale = currentLocale()): string {
  return longDateIn(instant, timeZone, locale);
}

/**
 * The day name of a calendar date for a table: the server's English name as it came in English,
 * the language's own name otherwise ("Viernes").
 */
export function formatDayName(isoDate: string, english: string, locale = currentLocale()): string {
  if (!locale.startsWith('es') || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return english;
  const name = dateFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The short weekday name of a calendar date (Mon / lun). */
export function formatWeekday(isoDate: string, locale = currentLocale()): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date);
}
