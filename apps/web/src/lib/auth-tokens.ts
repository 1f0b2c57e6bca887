import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, type TokenPair } from '@daybook/domain';
import { useSyncExternalStore } from 'react';

/**
 * The session's tokens live in localStorage under the names of docs/product-rules.md §3, so that
 * every tab shares one session. Listeners hear about changes made here and in other tabs.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function readAccessToken(): string | null {
  return read(ACCESS_TOKEN_KEY);
}

export function readRefreshToken(): string | null {
  return read(REFRESH_TOKEN_KEY);
}

export function saveTokens(tokens: TokenPair): void {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, tokens.access_token);
  window.localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refresh_token);
  notify();
}

/**
 * The signed-in person's name and organisation time zone, kept on the device for the dashboard's
 * welcome line before the first answers (components/welcome-line.tsx); it goes with the session.
 */
export const GREETING_KEY = 'daybook.greeting';

export function clearTokens(): void {
  try {
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    window.localStorage.removeItem(REFRESH_TOKEN_KEY);
    window.localStorage.removeItem(GREETING_KEY);
  } finally {
    notify();
  }
}

/** Whether this browser holds a session (either token may still renew it). */
export function hasSession(): boolean {
  return Boolean(readAccessToken() || readRefreshToken());
}

export function subscribeToTokens(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let signedInAtBuild = false;

/**
 * The build's render of a signed-in page's first screen (app/prerender.tsx,
 * docs/decisions/0041-signed-in-first-screens.md) renders the page as for a session; nothing is
 * stored and no call is made. Kept here rather than with lib/build-render.ts's other flag, which
 * only later pages read: this one is read by the sign-in page's first load.
 */
export function renderSignedInAtBuild(): void {
  signedInAtBuild = true;
}

/** Re-renders when the session starts or ends, in this tab or another. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToTokens, hasSession, () => signedInAtBuild);
}
