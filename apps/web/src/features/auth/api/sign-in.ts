import type { LoginBody, TokenPair } from '@daybook/domain';
import { apiRequest } from '../../../lib/api-client';
import { saveTokens } from '../../../lib/auth-tokens';

/**
 * POST /api/login/: a successful sign-in starts the session in every tab. A plain call rather than
 * a TanStack Query mutation: the sign-in page's first load carries no TanStack Query (docs/performance.md).
 * apiRequest rather than the typed client for the same reason: openapi-fetch is not part of that first
 * load (docs/decisions/0007-sign-in-page-first-load.md, docs/decisions/0013-generated-contracts.md).
 */
export async function signIn(body: LoginBody): Promise<void> {
  saveTokens(await apiRequest<TokenPair>('/api/login/', { method: 'POST', body, auth: false }));
}
