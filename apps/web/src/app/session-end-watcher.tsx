import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasSession, subscribeToTokens } from '../lib/auth-tokens';

/**
 * When the session ends (logout, a failed renewal, or another tab signing out), the cached
 * server data of that user is dropped so the next person on this device never sees it.
 */
export function SessionEndWatcher() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToTokens(() => {
        if (!hasSession()) {
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'organisation' });
        }
      }),
    [queryClient],
  );
  return null;
}
