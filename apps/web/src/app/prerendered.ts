import { readDeviceToken } from '../features/kiosk/lib/device-token';
import { hasSession } from '../lib/auth-tokens';
import { initialLanguage } from '../lib/i18n/language';

/**
 * The first screens written as HTML by the build (scripts/prerender.mjs,
 * docs/decisions/0033-first-screens-prerendered.md, 0041-signed-in-first-screens.md): the server
 * sends the sign-in page or the kiosk's start, in a language, to a device it takes for one without a
 * session or kiosk token, and the first screen of a signed-in page to one it takes for holding a
 * session (apps/server/src/plugins/spa.ts). It learns the device's state from the cookie written here.
 */
const COOKIE = 'daybook.device';

type DeviceState = 'none' | 'session' | 'kiosk';

function deviceState(): DeviceState {
  if (readDeviceToken() !== null) return 'kiosk';
  return hasSession() ? 'session' : 'none';
}

/**
 * Removes a page the server guessed wrong (a session or kiosk token it did not know of, a session
 * that has ended, or another language than the one the app starts in), so the app does not first
 * show the wrong page; the root is otherwise left as it came and the app's first render replaces it.
 */
export function dropWrongPrerenderedPage(root: HTMLElement): void {
  const shown = root.dataset.prerendered;
  if (!shown) return;
  delete root.dataset.prerendered;
  // `<page> <language> <device>`: written for a device without a session (the sign-in page, the
  // kiosk's start) or with one (docs/decisions/0041-signed-in-first-screens.md)
  const [, language, device = 'none'] = shown.split(' ');
  if (deviceState() !== device || language !== initialLanguage()) root.replaceChildren();
}

/**
 * Keeps the device's language and state in a cookie for the server's choice of first page: written
 * at start and whenever the page is hidden or left (a sign-in, a sign-out or a language chosen since
 * is then in it for the next load). It holds no secret: `en` or `es`, and `none`, `session` or `kiosk`.
 */
export function rememberDeviceForFirstPaint(): void {
  const write = () => {
    try {
      const secure = window.location.protocol === 'https:' ? '; secure' : '';
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports; the value is two fixed words, nothing to escape
      document.cookie = `${COOKIE}=${initialLanguage()}.${deviceState()}; path=/; max-age=31536000; samesite=lax${secure}`;
    } catch {
      // cookies refused: the server takes every visit as a first one
    }
  };
  write();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') write();
  });
  window.addEventListener('pagehide', write);
}
