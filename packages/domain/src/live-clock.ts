/**
 * The login page's live clock texts (docs/product-rules.md §2, §9) through the platform's Intl API, so that the
 * sign-in page's first load carries no date library (docs/performance.md: under 180 KB). In English the
 * output is exactly that of `clockTimeWithSeconds` (`hh:mm:ss AM`) and `longDate` (`Saturday, November
 * 21, 2026`); the tests hold the two pairs together. In Spanish it is es-US's own wording
 * (`12:00:05 p.m.`, `sábado, 21 de noviembre de 2026`: the month in words, docs/i18n.md).
 */
const formatters = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

/** The clock's languages: English (the spec's format) and Spanish; anything else reads as English. */
export type ClockLanguage = 'en' | 'es';

function formattersFor(timeZone: string, language: ClockLanguage) {
  const key = `${language} ${timeZone}`;
  let pair = formatters.get(key);
  if (!pair) {
    const locale = language === 'es' ? 'es-US' : 'en-US';
    pair = {
      time: new Intl.DateTimeFormat(locale, {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hour12: true,
      }),
      date: new Intl.DateTimeFormat(locale, {
        timeZone,
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }),
    };
    formatters.set(key, pair);
  }
  return pair;
}

function partsOf(format: Intl.DateTimeFormat, instant: Date): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

/** Wall-clock time with seconds in the zone: `hh:mm:ss AM` in English, es-US's `hh:mm:ss p.m.` in Spanish. */
export function liveClockTime(instant: Date, timeZone: string, language: ClockLanguage = 'en'): string {
  if (language === 'es') return formattersFor(timeZone, language).time.format(instant);
  const p = partsOf(formattersFor(timeZone, language).time, instant);
  return `${(p.hour ?? '').padStart(2, '0')}:${p.minute}:${p.second} ${(p.dayPeriod ?? '').toUpperCase()}`;
}

/** The date in the zone: `Saturday, November 21, 2026` in English, `sábado, 21 de noviembre de 2026` in Spanish. */
export function liveClockDate(instant: Date, timeZone: string, language: ClockLanguage = 'en'): string {
  if (language === 'es') return formattersFor(timeZone, language).date.format(instant);
  const p = partsOf(formattersFor(timeZone, language).date, instant);
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}`;
}
