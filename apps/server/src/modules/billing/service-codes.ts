import {
  MSG,
  type ServiceCodeCreateBody,
  type ServiceCodeRecord,
  type ServiceCodeUpdateBody,
  type UnitKind,
} from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { type ServiceCodeRow, toBool } from '../../db/schema.js';
import { conflict, fieldError, found } from '../../lib/http-error.js';
import type { ListKeys } from '../../lib/list-page.js';
import { keyFilters, listRecords } from '../../lib/list-page.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { deleteRecord, type Resource, updateRecord } from '../audit/audited-record.js';
import {
  deleteServiceCodeRow,
  insertServiceCode,
  lockServiceCode,
  serviceCodeInUse,
  serviceCodesQuery,
  updateServiceCodeRow,
} from './billing.repository.js';

/**
 * Service codes as data (admin console, docs/billing-rules.md): code, name, unit kind, rate per unit
 * and the kind's settings. A code in use (attendance records, authorizations) keeps its code and
 * stays (409 on rename or delete: set it inactive); its rule and rate may change and apply to every
 * record's units from then on, the audit log keeping before and after.
 */

const present = (row: ServiceCodeRow): ServiceCodeRecord => ({
  ...row,
  active: toBool(row.active),
  requires_evv: toBool(row.requires_evv),
});
const read = async (db: Executor, id: number) =>
  present(found(await serviceCodesQuery(db).where('id', '=', id).executeTakeFirst()));
const taken = () => fieldError('code', MSG.serviceCodeTaken);

const SERVICE_CODE: Resource<ServiceCodeRecord> = { entity: 'service_code', remove: deleteServiceCodeRow, read, taken };

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
    present,
  );
}

export const getServiceCode = (ctx: AppContext, id: number) => read(ctx.db, id);

/** An hourly code bills in 15-minute increments unless told otherwise. */
const withDefaults = <T extends { unit_kind?: UnitKind | undefined; increment_minutes?: number | null | undefined }>(
  body: T,
) => (body.unit_kind === 'hourly' && body.increment_minutes == null ? { ...body, increment_minutes: 15 } : body);

/** POST /api/admin/service-codes: the code is unique (400 on `code`). */
export async function createServiceCode(ctx: AppContext, body: ServiceCodeCreateBody, req: ChangeRequest) {
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      const values = withDefaults(body);
      const row = await insertServiceCode(trx, {
        code: values.code,
        name: values.name,
        unit_kind: values.unit_kind,
        rate_cents: values.rate_cents,
        increment_minutes: values.increment_minutes ?? null,
        daily_cap_minutes: values.daily_cap_minutes ?? null,
        min_minutes: values.min_minutes ?? null,
        active: values.active ?? true,
        requires_evv: values.requires_evv ?? false,
        created_at: stamp,
        updated_at: stamp,
      });
      await audit({ action: 'create', entity: 'service_code', entityId: row.id, after: present(row) });
      return present(row);
    },
    taken,
  );
}

/** PUT /api/admin/service-codes/{id}: any subset; a code in use cannot be renamed (409). */
export async function updateServiceCode(ctx: AppContext, id: number, body: ServiceCodeUpdateBody, req: ChangeRequest) {
  return updateRecord(ctx, req, SERVICE_CODE, id, async (trx, before, now) => {
    const changes: Record<string, unknown> = {};
    for (const key of [
      'code',
      'name',
      'unit_kind',
      'rate_cents',
      'increment_minutes',
      'daily_cap_minutes',
      'min_minutes',
      'active',
      'requires_evv',
    ] as const) {
      if (body[key] !== undefined) changes[key] = body[key];
    }
    const kind = (changes.unit_kind as UnitKind | undefined) ?? before.unit_kind;
    const increment = changes.increment_minutes === undefined ? before.increment_minutes : changes.increment_minutes;
    if (kind === 'hourly' && increment === null) changes.increment_minutes = 15;
    const renamed = changes.code !== undefined && changes.code !== before.code;
    if (renamed && (await serviceCodeInUse(trx, before.code))) throw conflict(MSG.serviceCodeInUse);
    await updateServiceCodeRow(trx, id, { ...changes, updated_at: now.toISOString() });
  });
}

/** DELETE /api/admin/service-codes/{id}: 409 while records or authorizations use it (deactivate instead). */
export async function deleteServiceCode(ctx: AppContext, id: number, req: ChangeRequest) {
  return deleteRecord(ctx, req, SERVICE_CODE, id, {
    // an authorization inserted meanwhile waits on this lock through its foreign key (PostgreSQL)
    lock: (trx) => lockServiceCode(trx, id, ctx.dialect),
    refuse: async (trx, before) => {
      if (await serviceCodeInUse(trx, before.code)) throw conflict(MSG.serviceCodeInUse);
    },
  });
}
