import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearTokens, readRefreshToken } from '../../../lib/auth-tokens';
import { answerOf, api } from '../../../lib/typed-api';

/** The worker chose to stay signed in because actions still wait on this device. */
class SignOutCancelled extends Error {}

/** How long a sign-out waits for the server before it ends the session on this device anyway. */
export const SIGN_OUT_WAIT_MS = 4000;

/**
 * POST /api/logout/ ends the session on the server; the tokens are cleared and the user taken
 * to the sign-in page whether or not the server could be reached (docs/product-rules.md §4).
 * It runs offline too (TanStack Query would hold a mutation until the network returns, leaving a
 * shared phone signed in), and waits at most SIGN_OUT_WAIT_MS for a server that does not answer.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    networkMode: 'always',
    mutationFn: async () => {
      // Actions waiting offline stay on this device for this user (docs/offline.md): ask first.
      const { waitingCount } = await import('../../../lib/offline/waiting-count');
      const count = await waitingCount();
      if (count > 0) {
        await import('../../../lib/offline/i18n');
        if (!window.confirm(t('offline.signOutWaiting', { count }))) throw new SignOutCancelled();
      }
      const refresh = readRefreshToken();
      if (!refresh || !navigator.onLine) return;
      const signal = AbortSignal.timeout(SIGN_OUT_WAIT_MS);
      await answerOf(api.POST('/api/logout/', { body: { refresh }, signal }));
    },
    onSettled: (_data, error) => {
      if (error instanceof SignOutCancelled) return;
      clearTokens();
      navigate('/', { replace: true });
    },
  });
}
