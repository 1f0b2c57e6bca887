import { loadLanguage } from '../../../lib/i18n';
import { keepAndShowLanguage } from '../../../lib/i18n/keep-language';
import { initialLanguage } from '../../../lib/i18n/language';

type Language = 'en' | 'es';

/**
 * The kiosk's own language is the device's, not a person's (docs/decisions/0024-kiosk.md,
 * "Language"): the one chosen on the kiosk, kept in this browser's localStorage (the entry every
 * first paint starts in, lib/i18n/language.ts), else the browser's. The kiosk returns to it for
 * each next person and after a reload.
 */
export function deviceLanguage(): Language {
  return initialLanguage();
}

/** Makes a language the device's: kept across reloads, and shown now. */
export function chooseDeviceLanguage(language: Language): Promise<void> {
  return keepAndShowLanguage(language);
}

/** Shows the device's language again (after a person's turn, or once a set-up ends). */
export function showDeviceLanguage(current: string): Promise<void> {
  const language = deviceLanguage();
  return current === language ? Promise.resolve() : loadLanguage(language);
}
