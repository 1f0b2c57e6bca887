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
