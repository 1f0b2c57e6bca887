import type { LocationException, LocationExceptionStatus } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { queueScope } from './location-trust.policy.js';
import { presentException } from './location-trust.presenter.js';
import { listExceptions } from './location-trust.repository.js';

/** GET /api/location-exceptions/: the queue (a manager's team, or everyone for an admin), newest first. */
export async function listLocationExceptions(
  ctx: AppContext,
  actor: Actor,
  query: { status?: LocationExceptionStatus | undefined; user_id?: number | undefined },
): Promise<LocationException[]> {
  const scope = queueScope(actor);
  const rows = await listExceptions(ctx.db, {
    status: query.status,
    userId: query.user_id,
    ...('managerId' in scope ? { managerId: scope.managerId } : {}),
  });
  return rows.map(presentException);
}
