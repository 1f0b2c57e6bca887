import { type SelectQueryBuilder, sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { auditedChange } from '../audit/audited-change.js';
import type { AdminRequest } from './admin.common.js';
import { contains, type ListKeys, listPage } from './admin.list.js';

/**
 * The shape the admin resources share (json-server lists, and create/update/delete in one
 * transaction with their audit row); each resource keeps its own queries, checks and messages.
 */

/**
 * The `id` (json-server getMany) and `q` keys of an admin list, applied before the resource's own
 * filters: `q` matches any of the `searched` columns.
 */
export function keyFilters<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  keys: ListKeys,
  idColumn: string,
  searched: readonly [string, ...string[]],
): SelectQueryBuilder<DB, TB, O> {
  let query = base;
  if (keys.id) query = query.where(sql.ref(idColumn), 'in', keys.id as never);
  const q = keys.q;
  if (q?.trim()) {
    const [only, ...more] = searched;
    query =
      more.length === 0
        ? query.where(contains(only, q))
        : query.where((eb) => eb.or(searched.map((column) => contains(column, q))));
  }
  return query;
}

/** One page of an admin list (see listPage), each row presented for the API. */
export async function listRecords<DB, TB extends keyof DB, O, T>(
  base: SelectQueryBuilder<DB, TB, O>,
  keys: ListKeys,
  columns: Record<string, string>,
  defaults: { sort: string; order: 'ASC' | 'DESC'; id: string },
  present: (row: O) => T,
): Promise<{ rows: T[]; total: number }> {
  const page = await listPage(base, keys, columns, defaults);
  return { rows: page.rows.map(present), total: page.total };
}

/** An admin resource as the update and delete helpers see it. */
export interface Resource<T> {
  /** The audit log's entity name. */
  entity: string;
  table: 'departments' | 'locations' | 'members' | 'goals' | 'clients' | 'service_codes' | 'service_authorizations';
  /** The presented record (404 when missing). */
  read: (db: Executor, id: number) => Promise<T>;
  /** The refusal for a unique violation, if the resource has a unique field. */
  taken?: () => Error;
}

/**
 * PUT: reads the record (404), lets `change` check and write, reads it again and audits
 * before and after; returns the record as it is now.
 */
export function updateRecord<T>(
  ctx: AppContext,
  req: AdminRequest,
  resource: Resource<T>,
  id: number,
  change: (trx: Executor, before: T, now: Date) => Promise<void>,
): Promise<T> {
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const before = await resource.read(trx, id);
      await change(trx, before, now);
      const after = await resource.read(trx, id);
      await audit({ action: 'update', entity: resource.entity, entityId: id, before, after });
      return after;
    },
    resource.taken,
  );
}

/**
 * DELETE: optionally locks first (lockRow, lockClient), reads the record (404), lets `refuse` throw
 * while the record has history, deletes it and audits; returns the record as it was.
 */
export function deleteRecord<T>(
  ctx: AppContext,
  req: AdminRequest,
  resource: Resource<T>,
  id: number,
  options: {
    lock?: (trx: Executor) => Promise<unknown>;
    refuse: (trx: Executor, before: T) => Promise<void>;
  },
): Promise<T> {
  return auditedChange(ctx, req, async ({ trx, audit }) => {
    if (options.lock) await options.lock(trx);
    const before = await resource.read(trx, id);
    await options.refuse(trx, before);
    await trx.deleteFrom(resource.table).where('id', '=', id).execute();
    await audit({ action: 'delete', entity: resource.entity, entityId: id, before });
    return before;
  });
}
