import i18n from 'i18next';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { daybookMessages } from './i18n-en';
import { daybookMessagesEs } from './i18n-es';
import { raSpanishMessages } from './ra-language-es';

/**
 * The admin console's texts: react-admin's own messages (buttons, pagination, notices) and ours
 * (`i18n-en.ts`). English here, US Spanish in `i18n-es.ts` and `ra-language-es.ts`; loaded with
 * the console only. The console opens in the language the rest of the app shows
 * (docs/decisions/0020-spanish.md).
 */
export { daybookMessages };

/** Both languages of the console, whole (catalogues.test.ts compares their keys). */
export const adminCatalogues = {
  en: { ...englishMessages, ...daybookMessages },
  es: { ...raSpanishMessages, ...daybookMessagesEs },
};

export type AdminLanguage = keyof typeof adminCatalogues;

/** The console's language for one of the app's. */
export function toAdminLanguage(language: string | undefined): AdminLanguage {
  return language === 'es' ? 'es' : 'en';
}

/** The language the rest of the app shows, which the console opens in. */
export function adminLanguage(): AdminLanguage {
  return toAdminLanguage(i18n.language);
}

export function createAdminI18nProvider(language: AdminLanguage) {
  return polyglotI18nProvider(
    (locale) => (locale === 'es' ? adminCatalogues.es : adminCatalogues.en),
    language,
    [
      { locale: 'en', name: adminCatalogues.en.daybook.languageNames.en },
      { locale: 'es', name: adminCatalogues.en.daybook.languageNames.es },
    ],
    { allowMissing: true },
  );
}
