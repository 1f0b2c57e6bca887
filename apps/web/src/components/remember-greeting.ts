import { GREETING_KEY, readAccessToken } from '../lib/auth-tokens';
import { tokenClaims } from '../lib/token-claims';
import type { Greeting } from './welcome-line';

/**
 * How long a session lasts without a request: packages/domain `SESSION_IDLE_DEFAULT_SECONDS`, the
 * server's default, written here so that the sign-in page's first load does not carry it (its
 * budget, docs/performance.md); welcome-line.test.tsx holds the two equal.
 */
export const SESSION_IDLE_SECONDS = 30 * 60;

/**
 * Keeps the shown name and zone for the next visit's first screen, with the moment after which the
 * session that showed them must have ended (`until`: its access token's expiry plus the idle
 * timeout; a request needs a token, so a session idle that long has lapsed). After it, the next
 * person on a shared device sees no name (ADR 0041). Nothing is written when nothing changed.
 */
export function rememberGreeting(greeting: Greeting): void {
  try {
    const exp = tokenClaims(readAccessToken())?.exp;
    const expires = typeof exp === 'number' ? exp * 1000 : Date.now();
    const until = expires + SESSION_IDLE_SECONDS * 1000;
    const value = JSON.stringify({ name: greeting.name, timeZone: greeting.timeZone, until });
    if (window.localStorage.getItem(GREETING_KEY) !== value) window.localStorage.setItem(GREETING_KEY, value);
  } catch {
    // storage refused: the next visit's first screen shows the title only
  }
}
