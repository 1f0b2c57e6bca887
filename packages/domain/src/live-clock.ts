/**
 * The login page's live clock texts (docs/product-rules.md §2, §9) through the platform's Intl API, so that the
 * sign-in page's first load carries no date library (docs/performance.md: under 180 KB). The output is
 * exactly that of `clockTimeWithSeconds` (`hh:mm:ss AM`) and `longDate` (`Saturday, November 21,
 * 2026`); the tests hold the two pairs together.
 */
const formatters = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string) {
  let pair = formatters.get(timeZone);
  if (!pair) {
    pair = {
      time: new Intl.DateTimeFormat('en-US', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hour12: true,
      }),
      date: new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }),
    };
    formatters.set(timeZone, pair);
  }
  return pair;
}

function partsOf(format: Intl.DateTimeFormat, instant: Date): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

/** Wall-clock time with seconds as `hh:mm:ss AM` in the zone. */
export function liveClockTime(instant: Date, timeZone: string): string {
  const p = partsOf(formattersFor(timeZone).time, instant);
  return `${(p.hour ?? '').padStart(2, '0')}:${p.minute}:${p.second} ${(p.dayPeriod ?? '').toUpperCase()}`;
}

/** The date as `Saturday, November 21, 2026` in the zone. */
export function liveClockDate(instant: Date, timeZone: string): string {
  const p = partsOf(formattersFor(timeZone).date, instant);
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}`;
}
