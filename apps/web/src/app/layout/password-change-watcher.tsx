import { CORE_MSG } from '@daybook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileQueryKey } from '../../api/profile';
import { ApiError } from '../../lib/api-client';

/** The server's refusal of a user who must change their password first (403 password_change_required). */
export function isPasswordChangeRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.detail === CORE_MSG.passwordChangeRequired;
}

/**
 * When any call is refused because the password must be changed (an administrator reset it while
 * this tab was open), the profile is read again: it then says mustChangePassword and the route
 * guard sends the user to Change Password. The server enforces the rule; this only follows it.
 */
export function PasswordChangeWatcher() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const follow = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action?.type === 'error' && isPasswordChangeRequired(event.action.error)) {
        void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      }
    };
    const stopQueries = queryClient.getQueryCache().subscribe(follow);
    const stopMutations = queryClient.getMutationCache().subscribe(follow);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return null;
}
