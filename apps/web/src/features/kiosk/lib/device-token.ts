/**
 * The kiosk device token, kept in this browser's localStorage (ADR 0024). While it is there the
 * router shows only the kiosk: the device reaches no other screen until an administrator or
 * manager signs in on it to leave kiosk mode.
 */
const KEY = 'daybook.kioskDevice';

export function readDeviceToken(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveDeviceToken(token: string): void {
  window.localStorage.setItem(KEY, token);
}

export function clearDeviceToken(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}
