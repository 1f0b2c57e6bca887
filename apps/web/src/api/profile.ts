import type { Profile } from '@daybook/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import { useSignedIn } from '../lib/auth-tokens';

export const profileQueryKey = ['profile'] as const;

/** The signed-in user's profile (GET /api/profile/); idle while signed out. */
export function useProfile() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => apiRequest<Profile>('/api/profile/', { signal }),
    enabled: signedIn,
  });
}
