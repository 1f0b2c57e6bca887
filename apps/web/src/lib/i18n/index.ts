import { CORE_MSG as MSG } from '@daybook/domain';
import i18n, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage } from './language';
import { en } from './locales/en';

/**
 * Every visible text comes from a catalogue (docs/ARCHITECTURE.md#stack), in English and US Spanish
 * (docs/decisions/0020-spanish.md): `locales/{en,es}.ts` for the shell and sign-in, and
 * `{en,es}.ts` beside each feature, registered by its `i18n/index.ts` with `addCatalogues`.
 * Each Spanish catalogue is typed `Catalogue<typeof en>`, so a missing key does not compile;
 * `catalogues.test.ts` fails CI on a missing, unused or hard-written text.
 */
// copies: the feature catalogues and messages merged in later must not change the module's objects
const resources = { en: { translation: { ...en, messages: { ...en.messages } } } } as const;
export type Language = 'en' | 'es';

i18n.use(initReactI18next).init({
  resources,
  // The English catalogue is bundled, so the first render can already show text.
  initAsync: false,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'es'],
  interpolation: { escapeValue: false },
  returnNull: false,
});

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);

let spanishShell: Promise<void> | null = null;

/**
 * The languages whose catalogues are merged as features load: English (every text's fallback) and
 * each language asked for. Another language's catalogues wait here until it is asked for, so an
 * English page does not merge the Spanish of every feature it loads (main-thread work while the
 * page starts; docs/performance.md, Lighthouse).
 */
const merged = new Set<Language>(['en']);
let waiting: { language: Language; texts: object }[] = [];

function mergeCatalogue(language: Language, texts: object): void {
  i18n.addResourceBundle(language, 'translation', texts, true, false);
}

/**
 * Shows the app in a language. The Spanish shell catalogue is its own small chunk, fetched the
 * first time Spanish is needed, so an English browser's sign-in page does not carry it
 * (docs/performance.md); each feature's Spanish comes with the feature.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (!merged.has(language)) {
    merged.add(language);
    for (const catalogue of waiting.filter((entry) => entry.language === language)) {
      mergeCatalogue(language, catalogue.texts);
    }
    waiting = waiting.filter((entry) => entry.language !== language);
  }
  if (language === 'es') {
    spanishShell ??= import('./locales/es').then(({ es }) => {
      i18n.addResourceBundle('es', 'translation', es, true, false);
    });
    await spanishShell;
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Settles once the starting language (stored choice, else the browser's) can be shown. */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage()).catch(() => undefined);

/** Adds a feature's texts when its code loads, so each page carries only its own words. */
export function addCatalogues(catalogues: Partial<Record<Language, object>>): void {
  for (const [language, texts] of Object.entries(catalogues) as [Language, object][]) {
    if (merged.has(language)) mergeCatalogue(language, texts);
    else waiting.push({ language, texts });
  }
}

const messageKeys = new Map<string, string>(Object.entries(MSG).map(([key, text]) => [text, key]));

/**
 * Makes more of the shared catalogue's messages translatable (lib/i18n/messages.ts adds those of
 * every area beyond sign-in): a server answer carries the English text, found here by its words.
 */
export function addMessageTexts(texts: Record<string, string>): void {
  for (const [key, text] of Object.entries(texts)) messageKeys.set(text, key);
}

/**
 * Shows a message from the shared catalogue (a form rule or a server answer) in the current
 * language; a message the catalogue does not hold is shown as it came.
 */
export function translateMessage(t: TFunction, text: string): string {
  const key = messageKeys.get(text);
  return key ? String(t(`messages.${key}` as 'messages.somethingWrong')) : text;
}
