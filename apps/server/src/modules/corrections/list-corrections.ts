import type { CorrectionRequest, CorrectionStatus } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { inboxScope } from './corrections.policy.js';
import { presentRequest } from './corrections.presenter.js';
import { listRequests, organisationZone } from './corrections.repository.js';

/** GET /api/corrections/: the inbox, a manager's team's requests or every request for an admin. */
export async function listCorrections(
  ctx: AppContext,
  actor: Actor,
  status: CorrectionStatus | undefined,
): Promise<CorrectionRequest[]> {
  const scope = inboxScope(actor);
  const [zone, rows] = await Promise.all([
    organisationZone(ctx.db),
    listRequests(ctx.db, { status, ...('managerId' in scope ? { managerId: scope.managerId } : {}) }),
  ]);
  return rows.map((row) => presentRequest(row, zone));
}

/** GET /api/attendance/corrections/: the caller's own requests and the state of each. */
export async function listMyCorrections(
  ctx: AppContext,
  actor: Actor,
  status: CorrectionStatus | undefined,
): Promise<CorrectionRequest[]> {
  const [zone, rows] = await Promise.all([
    organisationZone(ctx.db),
    listRequests(ctx.db, { userId: actor.id, status }),
  ]);
  return rows.map((row) => presentRequest(row, zone));
}
