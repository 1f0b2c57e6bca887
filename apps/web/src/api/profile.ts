import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSignedIn } from '../lib/auth-tokens';
import { answerOf, api } from '../lib/typed-api';

export const profileQueryKey = ['profile'] as const;

/** GET /api/profile/, also fetched at start-up when a session is stored (app/preload-signed-in.ts). */
export const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => answerOf(api.GET('/api/profile/', { signal })),
});

/** The signed-in user's profile (GET /api/profile/); idle while signed out. */
export function useProfile() {
  const signedIn = useSignedIn();
  return useQuery({ ...profileQuery, enabled: signedIn });
}

export const languageQueryKey = ['profile', 'language'] as const;

/**
 * GET /api/profile/language/: the language the signed-in user chose (null for none), applied by
 * lib/i18n/use-user-language.ts. Also fetched at start-up with the profile when a session is
 * stored (app/preload-signed-in.ts): asked only once the page had rendered, its answer came last
 * and re-rendered the signed-in frame in a task of its own (docs/performance.md, Lighthouse).
 */
export const languageQuery = queryOptions({
  queryKey: languageQueryKey,
  queryFn: ({ signal }) => answerOf(api.GET('/api/profile/language/', { signal })),
  staleTime: Number.POSITIVE_INFINITY,
});
