import type { Client } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { found } from '../../lib/http-error.js';
import { presentClient } from './care.presenter.js';
import { clientsQuery } from './care.repository.js';

/** One client as the admin console's `/api/admin/clients` shows it, whoever owns it; 404 when missing. */
export const readAdminClient = async (db: Executor, id: number): Promise<Client> =>
  presentClient(found(await clientsQuery(db).where('c.id', '=', id).executeTakeFirst()));
