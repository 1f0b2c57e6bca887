import type { ChangePasswordBody } from '@daybook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../../api/profile';
import { answerOf, api } from '../../../lib/typed-api';

/** POST /api/change-password/; the profile is reloaded so a "must change password" flag clears. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => answerOf(api.POST('/api/change-password/', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
