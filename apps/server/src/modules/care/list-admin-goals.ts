import type { AdminGoalListQuery } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { ListKeys } from '../../lib/list-page.js';
import { keyFilters, listRecords } from '../../lib/list-page.js';
import { presentGoal } from './care.presenter.js';
import { goalsQuery } from './care.repository.js';

/** GET /api/admin/goals?client=5: goals of every client (or of one), by position. */
export async function listAdminGoals(ctx: AppContext, query: AdminGoalListQuery & ListKeys) {
  let base = keyFilters(goalsQuery(ctx.db), query, 'id', ['description']);
  if (query.client !== undefined) base = base.where('client_id', '=', query.client);
  if (query.active !== undefined) base = base.where('active', '=', query.active);
  return listRecords(
    base,
    query,
    { id: 'id', position: 'position', description: 'description', client: 'client_id', active: 'active' },
    { sort: 'position', order: 'ASC', id: 'id' },
    presentGoal,
  );
}
