import type { Actor, AppContext } from '../../context.js';
import { listGoals } from './care.repository.js';
import { requireVisibleClient } from './find-client.js';

/** GET /api/goals/{clientRecordId}: the goals of a visible client, in order. */
export async function listClientGoals(ctx: AppContext, actor: Actor, clientId: number) {
  await requireVisibleClient(ctx.db, actor, clientId);
  return listGoals(ctx.db, clientId);
}
