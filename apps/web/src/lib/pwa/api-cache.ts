/**
 * The service worker keeps the last answers of the API so that a signed-in worker who loses the
 * signal still sees their day (docs/decisions/0022-installable-app.md). Those answers belong to
 * one person: they are dropped when the session ends and when a new one starts, so the next
 * person on a shared phone sees nothing of the last one.
 */

/** The Cache Storage cache that holds API answers (the service worker's NetworkFirst route). */
export const API_CACHE_NAME = 'daybook-api';

/**
 * Whether the service worker may keep this request's answer. Only GETs of the app's own API;
 * never the session calls (sign-in, renewal, sign-out, registration, password change), file
 * exports, or the admin console's data.
 *
 * Workbox copies this function's source into the service worker, so it must not use anything
 * from outside its body.
 */
export function isOfflineCacheableApi({
  url,
  request,
  sameOrigin,
}: {
  url: URL;
  request: Pick<Request, 'method'>;
  sameOrigin: boolean;
}): boolean {
  if (request.method !== 'GET' || !sameOrigin) return false;
  const path = url.pathname;
  if (!path.startsWith('/api/')) return false;
  return !/^\/api\/(login|logout|token|register|change-password|admin)(\/|$)|\/export(\/|$)/.test(path);
}

/**
 * What a change of session means for the cached API answers: a session that ends, or one that
 * starts where there was none, clears them. Renewing the tokens of the same session keeps them.
 */
export function apiCacheActionOnSessionChange(wasSignedIn: boolean, isSignedIn: boolean): 'clear' | 'keep' {
  return wasSignedIn !== isSignedIn ? 'clear' : 'keep';
}

/**
 * Deletes the cached API answers. Resolves false when the browser has no Cache Storage (an
 * insecure origin, or an old browser): there is then nothing to clear.
 */
export async function clearApiCache(
  storage: Pick<CacheStorage, 'delete'> | undefined = globalThis.caches,
): Promise<boolean> {
  if (!storage) return false;
  return await storage.delete(API_CACHE_NAME);
}
