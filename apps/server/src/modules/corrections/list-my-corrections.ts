import type { CorrectionRequest, CorrectionStatus } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { readRequests } from './read-requests.js';

/** GET /api/attendance/corrections/: the caller's own requests and the state of each. */
export function listMyCorrections(
  ctx: AppContext,
  actor: Actor,
  status: CorrectionStatus | undefined,
): Promise<CorrectionRequest[]> {
  return readRequests(ctx, { userId: actor.id, status });
}
