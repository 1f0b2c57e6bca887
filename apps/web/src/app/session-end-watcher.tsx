import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasSession, subscribeToTokens } from '../lib/auth-tokens';
import { apiCacheActionOnSessionChange, clearApiCache } from '../lib/pwa/api-cache';

/**
 * When the session ends (logout, a failed renewal, or another tab signing out), the cached
 * server data of that user is dropped so the next person on this device never sees it. The
 * service worker's copy of the API answers (Cache Storage) goes too, when a session ends and
 * again when a new one starts, which also removes an answer that arrived just after sign-out
 * (docs/decisions/0022-installable-app.md).
 */
export function SessionEndWatcher() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let signedIn = hasSession();
    return subscribeToTokens(() => {
      const now = hasSession();
      if (!now) {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'organisation' });
      }
      if (apiCacheActionOnSessionChange(signedIn, now) === 'clear') void clearApiCache().catch(() => undefined);
      signedIn = now;
    });
  }, [queryClient]);
  return null;
}
