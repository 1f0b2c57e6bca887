import { useEffect } from 'react';
import { hasSession, subscribeToTokens } from '../lib/auth-tokens';
import { apiCacheActionOnSessionChange, clearApiCache } from '../lib/pwa/api-cache';

/**
 * The service worker's copy of the API answers (Cache Storage) is deleted when a session ends
 * (logout, a failed renewal, or another tab signing out) and again when a new one starts, which
 * also removes an answer that arrived just after sign-out, so the next person on this device never
 * sees the last one's data (docs/decisions/0022-installable-app.md). The query client drops its
 * own copy of that user's data itself (lib/query-client.ts); it is not loaded with the sign-in page.
 */
export function SessionEndWatcher() {
  useEffect(() => {
    let signedIn = hasSession();
    return subscribeToTokens(() => {
      const now = hasSession();
      if (apiCacheActionOnSessionChange(signedIn, now) === 'clear') void clearApiCache().catch(() => undefined);
      signedIn = now;
    });
  }, []);
  return null;
}
