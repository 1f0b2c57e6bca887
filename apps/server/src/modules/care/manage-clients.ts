import {
  type AdminClientCreateBody,
  type AdminClientListQuery,
  type AdminClientUpdateBody,
  type Client,
  MSG,
} from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { ClientRow } from '../../db/schema.js';
import { conflict, fieldError, found } from '../../lib/http-error.js';
import type { ListKeys } from '../../lib/list-page.js';
import { keyFilters, listRecords } from '../../lib/list-page.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { deleteRecord, type Resource } from '../audit/audited-record.js';
import { filterLocation, requireLocation } from '../location-trust/program-locations.js';
import { requireActiveUser } from '../users/active-user.js';
import { organisationToday } from './care.common.js';
import { presentClient } from './care.presenter.js';
import {
  clientHasRecords,
  clientsQuery,
  deleteClientRow,
  insertClient,
  lockClient,
  updateClientRow,
} from './care.repository.js';

/** Every client, whoever owns it (the admin console's `/api/admin/clients`). */

const read = async (db: Executor, id: number): Promise<Client> =>
  presentClient(found(await clientsQuery(db).where('c.id', '=', id).executeTakeFirst()));

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

/** GET /api/admin/clients: every client; q on names, client id and phone. */
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

export const getAdminClient = (ctx: AppContext, id: number) => read(ctx.db, id);

async function checkDob(ctx: AppContext, dob: string | undefined) {
  if (dob === undefined) return;
  if (dob > (await organisationToday(ctx))) throw fieldError('dob', MSG.dobFuture);
}

const codeTaken = () => fieldError('clientId', MSG.clientIdTaken);

function columns(body: AdminClientUpdateBody): Partial<ClientRow> {
  const out: Partial<ClientRow> = {};
  if (body.clientId !== undefined) out.client_code = body.clientId;
  if (body.firstName !== undefined) out.first_name = body.firstName;
  if (body.lastName !== undefined) out.last_name = body.lastName;
  if (body.dob !== undefined) out.dob = body.dob;
  if (body.billType !== undefined) out.bill_type = body.billType;
  if (body.phone !== undefined) out.phone = body.phone;
  if (body.guardian !== undefined) out.guardian = body.guardian;
  if (body.status !== undefined) out.status = body.status;
  if (body.user !== undefined) out.owner_id = body.user;
  return out;
}

const CLIENT: Resource<Client> = {
  entity: 'client',
  remove: deleteClientRow,
  read,
  taken: codeTaken,
};

/** POST /api/admin/clients: a client owned by an active provider (`user`). */
export async function createAdminClient(ctx: AppContext, body: AdminClientCreateBody, req: ChangeRequest) {
  await checkDob(ctx, body.dob);
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      await requireActiveUser(trx, body.user, 'user');
      const location = await requireLocation(trx, body.location);
      const row = await insertClient(trx, {
        client_code: body.clientId,
        first_name: body.firstName,
        last_name: body.lastName,
        dob: body.dob,
        location: location.code,
        location_id: location.id,
        bill_type: body.billType,
        phone: body.phone ?? null,
        guardian: body.guardian ?? null,
        status: body.status ?? 'active',
        owner_id: body.user,
        created_at: stamp,
        updated_at: stamp,
      });
      await audit({ action: 'create', entity: 'client', entityId: row.id, after: row });
      return read(trx, row.id);
    },
    codeTaken,
  );
}

/**
 * PUT /api/admin/clients/{id}: any subset; a different `user` transfers the client (and its
 * records) to that active provider. Deactivate with `status: "inactive"`.
 */
export async function updateAdminClient(ctx: AppContext, id: number, body: AdminClientUpdateBody, req: ChangeRequest) {
  await checkDob(ctx, body.dob);
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const before = found(await lockClient(trx, id, ctx.dialect));
      if (body.user !== undefined && body.user !== before.owner_id) await requireActiveUser(trx, body.user, 'user');
      const changes = columns(body);
      if (body.location !== undefined) {
        const location = await requireLocation(trx, body.location, { current: before.location });
        changes.location = location.code;
        changes.location_id = location.id;
      }
      const after = await updateClientRow(trx, id, { ...changes, updated_at: now.toISOString() });
      await audit({
        action: 'update',
        entity: 'client',
        entityId: id,
        before,
        after: before.owner_id === after.owner_id ? after : { ...after, transferred_from: before.owner_id },
      });
      return read(trx, id);
    },
    codeTaken,
  );
}

/** DELETE /api/admin/clients/{id}: only a client without attendance or progress records. */
export async function deleteAdminClient(ctx: AppContext, id: number, req: ChangeRequest) {
  return deleteRecord(ctx, req, CLIENT, id, {
    lock: async (trx) => found(await lockClient(trx, id, ctx.dialect)),
    refuse: async (trx) => {
      if (await clientHasRecords(trx, id)) throw conflict(MSG.clientHasHistory);
    },
  });
}
