/**
 * The languages of the web app (docs/decisions/0020-spanish.md): English and US Spanish. The
 * server keeps each user's choice (schemas/language.ts); the web app picks the words.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The `Intl` locale of each language: both are the United States' variants. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/**
 * The language a browser asks for: the first of its preferred languages that the app has
 * (`es`, `es-US`, `es-MX`... are Spanish), English otherwise.
 */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'es') return 'es';
    if (base === 'en') return 'en';
  }
  return 'en';
}
