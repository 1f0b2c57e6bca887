import type { ProfileUpdateBody } from '@daybook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../../api/profile';
import { answerOf, api } from '../../../lib/typed-api';

/** PUT /api/profile/ (docs/product-rules.md §7): saves the provider's own details and refreshes the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => answerOf(api.PUT('/api/profile/', { body })),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
    },
  });
}
