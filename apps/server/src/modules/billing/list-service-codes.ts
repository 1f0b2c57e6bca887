import type { UnitKind } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { ListKeys } from '../../lib/list-page.js';
import { keyFilters, listRecords } from '../../lib/list-page.js';
import { serviceCodesQuery } from './billing.repository.js';
import { presentServiceCode } from './service-code-record.js';

/** GET /api/admin/service-codes: q on code and name; active, unit_kind. */
export async function listServiceCodes(
  ctx: AppContext,
  query: ListKeys & { active?: boolean | undefined; unit_kind?: UnitKind | undefined },
) {
  let base = keyFilters(serviceCodesQuery(ctx.db), query, 'id', ['code', 'name']);
  if (query.active !== undefined) base = base.where('active', '=', query.active);
  if (query.unit_kind !== undefined) base = base.where('unit_kind', '=', query.unit_kind);
  return listRecords(
    base,
    query,
    { id: 'id', code: 'code', name: 'name', unit_kind: 'unit_kind', active: 'active', created_at: 'created_at' },
    { sort: 'code', order: 'ASC', id: 'id' },
    presentServiceCode,
  );
}
