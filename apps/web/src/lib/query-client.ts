import { CORE_MSG } from '@daybook/domain';
import { QueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../api/profile';
import { ApiError } from './api-client';
import { hasSession, subscribeToTokens } from './auth-tokens';

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

/** The server's refusal of a user who must change their password first (403 password_change_required). */
export function isPasswordChangeRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.detail === CORE_MSG.passwordChangeRequired;
}

/**
 * Follows the session and the server's refusals for as long as the client lives:
 * - when the session ends (logout, a failed renewal, or another tab signing out), the cached
 *   server data of that user is dropped so the next person on this device never sees it (the
 *   organisation's public details stay);
 * - when any call is refused because the password must be changed (an administrator reset it
 *   while this tab was open), the profile is read again: it then says mustChangePassword and the
 *   route guard sends the user to Change Password. The server enforces the rule; this only follows it.
 */
function watchSessionAndRefusals(queryClient: QueryClient): void {
  subscribeToTokens(() => {
    if (!hasSession()) queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'organisation' });
  });
  const follow = (event: { type: string; action?: { type: string; error?: unknown } }) => {
    if (event.type === 'updated' && event.action?.type === 'error' && isPasswordChangeRequired(event.action.error)) {
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    }
  };
  queryClient.getQueryCache().subscribe(follow);
  queryClient.getMutationCache().subscribe(follow);
}

/**
 * The service worker keeps a copy of each API answer that passes through it (ADR 0022), but only
 * once it controls the page: on a device's first visit it installs after the page has loaded, so
 * the reads made before it took over (the dashboard's, typically) were never kept, and a phone that
 * then lost its signal and reloaded found no saved copy of the day. When a first worker takes
 * control, the page's reads made so far (or still on their way) are made again, through it, so
 * they are kept. A page a worker already controlled (a new version taking over reloads the page)
 * asks nothing more.
 */
export function keepReadsWhenWorkerFirstControls(
  queryClient: QueryClient,
  serviceWorker: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'> | undefined = globalThis.navigator
    ?.serviceWorker,
): void {
  if (!serviceWorker || serviceWorker.controller) return;
  serviceWorker.addEventListener(
    'controllerchange',
    () => {
      if (!hasSession()) return;
      // the reads the page shows, answered or still on their way; not those of pages left, which
      // would only add reads the user is not making (a client record's read is audited)
      const reads = queryClient.getQueryCache().findAll({
        type: 'active',
        predicate: (query) => query.state.status === 'success' || query.state.fetchStatus === 'fetching',
      });
      void (async () => {
        // a read on its way was sent before the worker took over, so it would not be kept either:
        // it is stopped (a first read would otherwise be shared, not sent again) and sent again
        await Promise.all(
          reads
            .filter((query) => query.state.fetchStatus === 'fetching')
            .map((query) => query.cancel({ silent: true })),
        );
        await queryClient.refetchQueries({ predicate: (query) => reads.includes(query) });
      })();
    },
    { once: true },
  );
}

let shared: QueryClient | undefined;

/**
 * The app's one query client. It is created by the first page that reads server data, never by
 * the sign-in page: TanStack Query is not part of the sign-in page's first load (docs/performance.md).
 */
export function appQueryClient(): QueryClient {
  if (!shared) {
    shared = createQueryClient();
    watchSessionAndRefusals(shared);
    keepReadsWhenWorkerFirstControls(shared);
  }
  return shared;
}
