import type { AppContext } from '../../context.js';
import type { ListKeys } from '../../lib/list-page.js';
import { keyFilters, listRecords } from '../../lib/list-page.js';
import { authorizationsQuery } from './billing.repository.js';
import { presentAuthorizations } from './service-authorization-record.js';

/** GET /api/admin/service-authorizations: q on number, client id and names; client, service_code. */
export async function listServiceAuthorizations(
  ctx: AppContext,
  query: ListKeys & { client?: number | undefined; service_code?: string | undefined },
) {
  let base = keyFilters(authorizationsQuery(ctx.db), query, 'a.id', [
    'a.authorization_number',
    'c.client_code',
    'c.first_name',
    'c.last_name',
  ]);
  if (query.client !== undefined) base = base.where('a.client_id', '=', query.client);
  if (query.service_code !== undefined) base = base.where('a.service_code', '=', query.service_code.toUpperCase());
  const page = await listRecords(
    base,
    query,
    {
      id: 'a.id',
      client: 'c.client_code',
      service_code: 'a.service_code',
      authorization_number: 'a.authorization_number',
      start_date: 'a.start_date',
      end_date: 'a.end_date',
      created_at: 'a.created_at',
    },
    { sort: 'start_date', order: 'DESC', id: 'a.id' },
    (row) => row,
  );
  return { rows: await presentAuthorizations(ctx.db, page.rows), total: page.total };
}
