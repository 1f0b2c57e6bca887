import type { LoginBody, TokenPair } from '@daybook/domain';
import { apiRequest } from '../../../lib/api-client';
import { saveTokens } from '../../../lib/auth-tokens';

/**
 * POST /api/login/: a successful sign-in starts the session in every tab. A plain call rather than
 * a TanStack Query mutation: the sign-in page's first load carries no TanStack Query (docs/performance.md).
 */
export async function signIn(body: LoginBody): Promise<void> {
  saveTokens(await apiRequest<TokenPair>('/api/login/', { method: 'POST', body, auth: false }));
}
