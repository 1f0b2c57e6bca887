import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A client mistake (4xx) will not change on a retry; a network or server failure might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: a read is tried even when the browser says it is offline, so the service
      // worker can answer it with the last copy it kept (docs/decisions/0022-installable-app.md);
      // retries then wait for the network
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
