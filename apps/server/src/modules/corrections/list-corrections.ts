import type { CorrectionRequest, CorrectionStatus } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { inboxScope } from './corrections.policy.js';
import { readRequests } from './read-requests.js';

/** GET /api/corrections/: the inbox, a manager's team's requests or every request for an admin. */
export function listCorrections(
  ctx: AppContext,
  actor: Actor,
  status: CorrectionStatus | undefined,
): Promise<CorrectionRequest[]> {
  const scope = inboxScope(actor);
  return readRequests(ctx, { status, ...('managerId' in scope ? { managerId: scope.managerId } : {}) });
}
