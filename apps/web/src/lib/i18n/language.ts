import { LANGUAGE_LOCALES, LANGUAGES, type Language, languageFromBrowser } from '@daybook/domain';

/**
 * Which language the app starts in (docs/decisions/0020-spanish.md): the one last chosen on this
 * device (the signed-in user's choice, kept by the server and copied here so that the first paint
 * is already in it), else the browser's (`navigator.languages`: any `es*` is Spanish, else English).
 */
const STORAGE_KEY = 'daybook.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return 'en';
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en'];
  return languageFromBrowser(preferred);
}

export function storedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguageOnDevice(language: Language | null): void {
  try {
    if (language) globalThis.localStorage?.setItem(STORAGE_KEY, language);
    else globalThis.localStorage?.removeItem(STORAGE_KEY);
  } catch {
    // private mode: the server still remembers the choice
  }
}

/**
 * A language chosen on the sign-in or sign-up card, before anyone is signed in: kept on the device
 * and, at a sign-in in the same tab, saved as that user's choice (use-user-language.ts), so that a
 * person who switched the card to Spanish is not switched back once signed in.
 */
export const CHOSEN_SIGNED_OUT_KEY = 'daybook.language.signedOut';

export function chooseLanguageSignedOut(language: Language): void {
  rememberLanguageOnDevice(language);
  try {
    globalThis.sessionStorage?.setItem(CHOSEN_SIGNED_OUT_KEY, language);
  } catch {
    // private mode: the choice holds for this page only
  }
}

export function initialLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}

/** The `Intl` locale of a language (es-US, en-US). */
export function localeOf(language: string): string {
  return isLanguage(language) ? LANGUAGE_LOCALES[language] : LANGUAGE_LOCALES.en;
}
