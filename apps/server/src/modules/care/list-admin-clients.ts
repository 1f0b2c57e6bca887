import type { AdminClientListQuery } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { ListKeys } from '../../lib/list-page.js';
import { keyFilters, listRecords } from '../../lib/list-page.js';
import { filterLocation } from '../location-trust/filter-location.js';
import { presentClient } from './care.presenter.js';
import { clientsQuery } from './care.repository.js';

const SORT: Record<string, string> = {
  id: 'c.id',
  clientId: 'c.client_code',
  lastName: 'c.last_name',
  firstName: 'c.first_name',
  dob: 'c.dob',
  location: 'c.location',
  status: 'c.status',
  user: 'c.owner_id',
};

/** GET /api/admin/clients: every client, whoever owns it; q on names, client id and phone. */
export async function listAdminClients(ctx: AppContext, query: AdminClientListQuery & ListKeys) {
  let base = keyFilters(clientsQuery(ctx.db), query, 'c.id', [
    'c.last_name',
    'c.first_name',
    'c.client_code',
    'c.phone',
  ]);
  if (query.status) base = base.where('c.status', '=', query.status);
  if (query.user !== undefined) base = base.where('c.owner_id', '=', query.user);
  if (query.location) base = base.where('c.location', '=', (await filterLocation(ctx.db, query.location)).code);
  return listRecords(base, query, SORT, { sort: 'lastName', order: 'ASC', id: 'c.id' }, presentClient);
}
