import type { AdminUserListQuery } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { keyFilters, type ListKeys, listRecords } from '../../lib/list-page.js';
import { refreshDueRates } from '../payroll/current-rate.js';
import { presentUserRecord } from './user.presenter.js';
import { usersQuery } from './users.repository.js';

const SORT: Record<string, string> = {
  id: 'u.id',
  name: 'u.name',
  email: 'u.email',
  role: 'u.role',
  status: 'u.status',
  is_active: 'u.is_active',
  department_id: 'u.department_id',
  manager_id: 'u.manager_id',
  hourly_rate_cents: 'u.hourly_rate_cents',
  created_at: 'u.created_at',
};

/** GET /api/admin/users: with each one's rate in effect today (payroll/current-rate.ts). */
export async function listUsers(ctx: AppContext, query: AdminUserListQuery & ListKeys) {
  await refreshDueRates(ctx);
  let base = keyFilters(usersQuery(ctx.db), query, 'u.id', ['u.name', 'u.email']);
  if (query.role) base = base.where('u.role', '=', query.role);
  if (query.status) base = base.where('u.status', '=', query.status);
  if (query.is_active !== undefined) base = base.where('u.is_active', '=', query.is_active);
  if (query.department_id !== undefined) base = base.where('u.department_id', '=', query.department_id);
  if (query.manager_id !== undefined) base = base.where('u.manager_id', '=', query.manager_id);
  return listRecords(base, query, SORT, { sort: 'name', order: 'ASC', id: 'u.id' }, presentUserRecord);
}
