import { initialLanguage, localeOf } from './language';

/**
 * A page's first date format and first number format each load the language's data in the
 * browser: on a phone, the longest single pieces of script work of a page's first render
 * (docs/performance.md, "Signed-in pages: what runs before the first paint"). Made here, each in a
 * task of its own before the app's first render (main.tsx), they no longer lengthen that render; every
 * later format of the kind is quick. Nothing is kept: each page makes its own formats.
 */
export function warmIntl(): void {
  const locale = localeOf(initialLanguage());
  setTimeout(() => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'long' }).format(0), 0);
  setTimeout(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(0), 0);
}
