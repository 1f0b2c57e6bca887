import { currentLocale, formatTimeOfDay } from './i18n/intl';

/**
 * `HH:MM` (24-hour) as a time of day in the reader's language: the product's `hh:mm AM` in English
 * (docs/product-rules.md §9), "07:04 p.m." in Spanish (formatTimeOfDay, docs/decisions/0020-spanish.md
 * "Times of day"); missing times show the fallback.
 */
export function displayTime(time: string | null | undefined, fallback = '--:-- --', locale = currentLocale()): string {
  const match = time ? /^(\d{2}):(\d{2})/.exec(time) : null;
  if (!match) return fallback;
  return formatTimeOfDay(Number(match[1]), Number(match[2]), locale);
}

const halfHoursByLocale = new Map<string, readonly { value: string; label: string }[]>();

/**
 * Every half hour from 06:00 AM to 06:00 PM (docs/product-rules.md §5): values 24-hour, labels the
 * time of day in the reader's language (displayTime).
 */
export function halfHours(locale = currentLocale()): readonly { value: string; label: string }[] {
  let options = halfHoursByLocale.get(locale);
  if (!options) {
    options = Array.from({ length: 25 }, (_, index) => {
      const minutes = 6 * 60 + index * 30;
      const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      return { value, label: displayTime(value, undefined, locale) };
    });
    halfHoursByLocale.set(locale, options);
  }
  return options;
}
