import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { clearTokens, readRefreshToken } from '../../../lib/auth-tokens';

/**
 * POST /api/logout/ ends the session on the server; the tokens are cleared and the user taken
 * to the sign-in page whether or not the server could be reached (docs/product-rules.md §4).
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const refresh = readRefreshToken();
      if (refresh) await apiRequest('/api/logout/', { method: 'POST', body: { refresh } });
    },
    onSettled: () => {
      clearTokens();
      navigate('/', { replace: true });
    },
  });
}
