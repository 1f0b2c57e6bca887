import { initialLanguage, localeOf } from './language';

/**
 * A page's first date format and first number format each load the language's data in the
 * browser: on a phone, the longest single pieces of script work of a page's first render
 * (docs/performance.md, "Signed-in pages: what runs before the first paint"). Made here before the
 * app's first render (main.tsx), they no longer lengthen that render; every later format of the
 * kind is quick. Nothing is kept: each page makes its own formats.
 *
 * The loading is done in four steps, each a task of its own: the locale's likely subtags, a
 * collator, a number format, then a date format. Each loads a part of what the first date format
 * alone loads in one task (22–42 ms on a fast host, where Lighthouse's 4× slowdown counts any task
 * over 12.5 ms); split, the longest step took 14–17 ms in a blank page and 10–32 ms in the
 * dashboard's start (docs/performance.md, "The first date format in four tasks").
 */
export function warmIntl(): void {
  const locale = localeOf(initialLanguage());
  for (const step of [
    () => new Intl.Locale(locale).maximize(),
    () => new Intl.Collator(locale),
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(0),
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'long' }).format(0),
  ]) {
    setTimeout(step, 0);
  }
}
