import type { TokenPair } from '@daybook/domain';
import { clearTokens, readAccessToken, readRefreshToken, saveTokens } from './auth-tokens';

const REFRESH_PATH = '/api/token/refresh/';
const LOCK_NAME = 'daybook-token-refresh';

let inFlight: Promise<boolean> | null = null;

/**
 * Renews the session after a 401. One refresh at a time: within a tab callers share one promise,
 * across tabs a Web Lock serialises them, and storage is read again after the lock is held, so a
 * tab that waited reuses the pair another tab already obtained instead of presenting a refresh
 * token that has just been rotated (which would end the whole session, docs/security.md).
 *
 * Resolves true when a newer access token is stored, false when the session has ended (both
 * tokens are then cleared). A network failure rejects and keeps the tokens.
 */
export function refreshSession(rejectedAccessToken: string | null): Promise<boolean> {
  inFlight ??= withRefreshLock(() => renew(rejectedAccessToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function withRefreshLock(work: () => Promise<boolean>): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return await navigator.locks.request(LOCK_NAME, work);
  }
  return await work();
}

async function renew(rejectedAccessToken: string | null): Promise<boolean> {
  const current = readAccessToken();
  if (current && current !== rejectedAccessToken) return true;
  const refresh = readRefreshToken();
  if (!refresh) {
    clearTokens();
    return false;
  }
  const response = await fetch(REFRESH_PATH, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  if (response.ok) {
    const pair = (await response.json().catch(() => null)) as Partial<TokenPair> | null;
    if (typeof pair?.access_token === 'string' && typeof pair.refresh_token === 'string') {
      saveTokens(pair as TokenPair);
      return true;
    }
  }
  if (response.ok || response.status === 400 || response.status === 401 || response.status === 403) {
    clearTokens();
    return false;
  }
  throw new Error(`Token refresh failed with status ${response.status}`);
}
