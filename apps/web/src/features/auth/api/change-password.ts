import type { ChangePasswordBody } from '@daybook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../../api/profile';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/change-password/; the profile is reloaded so a "must change password" flag clears. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest<{ detail?: string }>('/api/change-password/', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
