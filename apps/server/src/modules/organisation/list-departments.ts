import type { AppContext } from '../../context.js';
import { keyFilters, type ListKeys, listRecords } from '../../lib/list-page.js';
import { presentDepartment } from './department-records.js';
import { departmentsQuery } from './organisation.repository.js';

/** GET /api/admin/departments. */
export async function listDepartments(ctx: AppContext, query: ListKeys) {
  const base = keyFilters(departmentsQuery(ctx.db), query, 'd.id', ['d.name']);
  return listRecords(
    base,
    query,
    { id: 'd.id', name: 'd.name', created_at: 'd.created_at' },
    { sort: 'name', order: 'ASC', id: 'd.id' },
    presentDepartment,
  );
}
