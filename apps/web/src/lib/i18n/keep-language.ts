import type { Language } from '@daybook/domain';
import { loadLanguage } from './index';
import { browserLanguage, rememberLanguageOnDevice } from './language';

/**
 * Keeps a language as this device's (the entry every first paint starts in, language.ts) and shows
 * the app in it; none forgets the device's and shows the browser's. The one way a choice is kept
 * and shown: the signed-in user's (use-user-language.ts), the admin console's menu and the kiosk's.
 */
export function keepAndShowLanguage(choice: Language | null): Promise<void> {
  rememberLanguageOnDevice(choice);
  return loadLanguage(choice ?? browserLanguage());
}
