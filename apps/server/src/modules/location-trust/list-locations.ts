import type { AppContext } from '../../context.js';
import { keyFilters, type ListKeys, listRecords } from '../../lib/list-page.js';
import { presentLocationRecord } from './location-records.js';
import { locationsQuery } from './location-trust.repository.js';

/** GET /api/admin/locations: q on code and name, active. */
export async function listLocations(ctx: AppContext, query: ListKeys & { active?: boolean | undefined }) {
  let base = keyFilters(locationsQuery(ctx.db), query, 'id', ['code', 'name']);
  if (query.active !== undefined) base = base.where('active', '=', query.active);
  return listRecords(
    base,
    query,
    { id: 'id', code: 'code', name: 'name', active: 'active', created_at: 'created_at' },
    { sort: 'name', order: 'ASC', id: 'id' },
    presentLocationRecord,
  );
}
