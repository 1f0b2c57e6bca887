import type { AdminMemberListQuery } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { keyFilters, type ListKeys, listRecords } from '../../lib/list-page.js';
import { presentMemberRecord } from './members.presenter.js';
import { membersQuery } from './members.repository.js';

/** GET /api/admin/members: q on name and email; assigned_user_id, active. */
export async function listMemberRecords(ctx: AppContext, query: AdminMemberListQuery & ListKeys) {
  let base = keyFilters(membersQuery(ctx.db), query, 'm.id', ['m.name', 'm.email']);
  if (query.assigned_user_id !== undefined) base = base.where('m.assigned_user_id', '=', query.assigned_user_id);
  if (query.active !== undefined) base = base.where('m.active', '=', query.active);
  return listRecords(
    base,
    query,
    {
      id: 'm.id',
      name: 'm.name',
      email: 'm.email',
      assigned_user_id: 'm.assigned_user_id',
      active: 'm.active',
      created_at: 'm.created_at',
    },
    { sort: 'name', order: 'ASC', id: 'm.id' },
    presentMemberRecord,
  );
}
