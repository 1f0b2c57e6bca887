/**
 * A date written out in full in the organisation's zone: "Friday, November 27, 2026" (en-US, the
 * product's long date, docs/product-rules.md §7) or "viernes, 27 de noviembre de 2026" (es-US),
 * through `Intl` alone, so that the first screens can use it without a date library
 * (app/welcome-line.tsx). The options are also what the build's first screen of `/home` formats its
 * date with (scripts/prerender.mjs), so both write the same text.
 */
export function longDateOptions(locale: string): Intl.DateTimeFormatOptions {
  return locale.startsWith('es')
    ? { dateStyle: 'full' }
    : { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };
}

export function longDateIn(instant: Date, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { ...longDateOptions(locale), timeZone }).format(instant);
}
