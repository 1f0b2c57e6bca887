import type { LoginBody, TokenPair } from '@daybook/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveTokens } from '../../../lib/auth-tokens';

/** POST /api/login/: a successful sign-in starts the session in every tab. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest<TokenPair>('/api/login/', { method: 'POST', body, auth: false }),
    onSuccess: saveTokens,
  });
}
