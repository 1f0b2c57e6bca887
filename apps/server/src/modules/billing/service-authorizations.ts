import {
  MSG,
  type ServiceAuthorizationCreateBody,
  type ServiceAuthorizationRecord,
  type ServiceAuthorizationUpdateBody,
} from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { ServiceAuthorizationRow } from '../../db/schema.js';
import { fieldError, found } from '../../lib/http-error.js';
import type { ListKeys } from '../../lib/list-page.js';
import { keyFilters, listRecords } from '../../lib/list-page.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { deleteRecord, type Resource, updateRecord } from '../audit/audited-record.js';
import { lockClient } from '../care/lock-client.js';
import {
  authorizationsQuery,
  deleteServiceAuthorizationRow,
  insertAuthorization,
  serviceCodeExists,
  updateAuthorizationRow,
} from './billing.repository.js';
import { buildLedger } from './billing.service.js';

/**
 * Service authorizations (admin console, docs/billing-rules.md): a client's authorised units of one
 * service code for an inclusive date range, with the payer's number. Used units are counted from
 * the signed records in the range whenever one is read; every change is audited before and after.
 */

type AuthorizationView = ServiceAuthorizationRow & { client_code: string; first_name: string; last_name: string };

/** Presents rows with their used and remaining units (one ledger over their clients and ranges). */
async function presentAll(db: Executor, rows: readonly AuthorizationView[]): Promise<ServiceAuthorizationRecord[]> {
  if (rows.length === 0) return [];
  const starts = rows.map((r) => r.start_date).sort();
  const ends = rows.map((r) => r.end_date).sort();
  const from = starts[0] ?? '';
  const to = ends[ends.length - 1] ?? from;
  const ledger = await buildLedger(db, { clientIds: rows.map((r) => r.client_id), from, to });
  return rows.map((row) => {
    const used = ledger.usedUnits.get(row.id) ?? 0;
    return {
      id: row.id,
      client: row.client_id,
      client_code: row.client_code,
      client_name: `${row.first_name} ${row.last_name}`,
      service_code: row.service_code,
      authorization_number: row.authorization_number,
      units: row.units,
      start_date: row.start_date,
      end_date: row.end_date,
      used_units: used,
      remaining_units: row.units - used,
      created_by: row.created_by,
      created_at: row.created_at,
    };
  });
}

const read = async (db: Executor, id: number) => {
  const [record] = await presentAll(db, [
    found(await authorizationsQuery(db).where('a.id', '=', id).executeTakeFirst()),
  ]);
  return found(record);
};

const AUTHORIZATION: Resource<ServiceAuthorizationRecord> = {
  entity: 'service_authorization',
  remove: deleteServiceAuthorizationRow,
  read,
};

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
  return { rows: await presentAll(ctx.db, page.rows), total: page.total };
}

export const getServiceAuthorization = (ctx: AppContext, id: number) => read(ctx.db, id);

/** The client and code must exist (400 on the field); the client row is locked on PostgreSQL. */
async function requireReferences(ctx: AppContext, trx: Executor, body: { client?: number; service_code?: string }) {
  if (body.client !== undefined) {
    if (!(await lockClient(trx, body.client, ctx.dialect))) throw fieldError('client', MSG.authorizationClientUnknown);
  }
  if (body.service_code !== undefined) {
    if (!(await serviceCodeExists(trx, body.service_code))) throw fieldError('service_code', MSG.serviceCodeUnknown);
  }
}

/** POST /api/admin/service-authorizations. */
export async function createServiceAuthorization(
  ctx: AppContext,
  body: ServiceAuthorizationCreateBody,
  req: ChangeRequest,
) {
  return auditedChange(ctx, req, async ({ trx, now, audit }) => {
    await requireReferences(ctx, trx, body);
    const row = await insertAuthorization(trx, {
      client_id: body.client,
      service_code: body.service_code,
      authorization_number: body.authorization_number,
      units: body.units,
      start_date: body.start_date,
      end_date: body.end_date,
      created_by: req.actor.id,
      created_at: now.toISOString(),
    });
    const after = await read(trx, row.id);
    await audit({ action: 'create', entity: 'service_authorization', entityId: row.id, after });
    return after;
  });
}

/** PUT /api/admin/service-authorizations/{id}: any subset; the dates stay in order. */
export async function updateServiceAuthorization(
  ctx: AppContext,
  id: number,
  body: ServiceAuthorizationUpdateBody,
  req: ChangeRequest,
) {
  return updateRecord(ctx, req, AUTHORIZATION, id, async (trx, before) => {
    await requireReferences(ctx, trx, body);
    const start = body.start_date ?? before.start_date;
    const end = body.end_date ?? before.end_date;
    if (start > end) throw fieldError('end_date', MSG.rangeReversed);
    const changes: Record<string, unknown> = {};
    if (body.client !== undefined) changes.client_id = body.client;
    for (const key of ['service_code', 'authorization_number', 'units', 'start_date', 'end_date'] as const) {
      if (body[key] !== undefined) changes[key] = body[key];
    }
    if (Object.keys(changes).length === 0) return;
    await updateAuthorizationRow(trx, id, changes);
  });
}

/** DELETE /api/admin/service-authorizations/{id}: removed, the audit log keeping it. */
export async function deleteServiceAuthorization(ctx: AppContext, id: number, req: ChangeRequest) {
  return deleteRecord(ctx, req, AUTHORIZATION, id, { refuse: async () => {} });
}
