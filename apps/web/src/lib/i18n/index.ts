import { CORE_MSG as MSG } from '@daybook/domain';
import i18n, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';

/**
 * Every visible text comes from a catalogue (DESIGN §3). English is the only language of this
 * release; a Spanish catalogue is added as `locales/es.ts` (and `es.ts` beside each feature's
 * `en.ts`) with the same keys, and listed here and in `addCatalogues` calls.
 */
const resources = { en: { translation: en } } as const;
export type Language = keyof typeof resources;

i18n.use(initReactI18next).init({
  resources,
  // The catalogues are bundled, so the first render can already show text.
  initAsync: false,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: Object.keys(resources),
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Adds a feature's texts when its code loads, so each page carries only its own words. */
export function addCatalogues(catalogues: Partial<Record<Language, object>>): void {
  for (const [language, texts] of Object.entries(catalogues)) {
    i18n.addResourceBundle(language, 'translation', texts, true, false);
  }
}

const messageKeys = new Map<string, keyof typeof MSG>(
  Object.entries(MSG).map(([key, text]) => [text, key as keyof typeof MSG]),
);

/**
 * Shows a message from the shared catalogue (a form rule or a server answer) in the current
 * language; a message the catalogue does not hold is shown as it came.
 */
export function translateMessage(t: TFunction, text: string): string {
  const key = messageKeys.get(text);
  return key ? t(`messages.${key}`) : text;
}
