import { MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { type Executor, isForeignKeyViolation } from '../../db/database.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from './audited-change.js';

/**
 * The update and delete shape the admin console's resources share (ADR 0010): one transaction
 * with its audit row; each feature keeps its own queries (in its repository), checks and messages.
 */

/** A record as the update and delete helpers see it. */
export interface Resource<T> {
  /** The audit log's entity name. */
  entity: string;
  /** The presented record (404 when missing). */
  read: (db: Executor, id: number) => Promise<T>;
  /** Deletes the row (the feature's repository); whether it was there to delete. */
  remove: (db: Executor, id: number) => Promise<boolean>;
  /** The refusal for a unique violation, if the resource has a unique field. */
  taken?: () => Error;
}

/**
 * PUT: reads the record (404), lets `change` check and write, reads it again and audits
 * before and after; returns the record as it is now.
 */
export function updateRecord<T>(
  ctx: AppContext,
  req: ChangeRequest,
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
 * DELETE: optionally locks first, reads the record (404), lets `refuse` throw while the record has
 * history, deletes it and audits; returns the record as it was.
 */
export function deleteRecord<T>(
  ctx: AppContext,
  req: ChangeRequest,
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
    try {
      // a simultaneous delete went first (PostgreSQL reads the row before either commits): it is
      // one deletion with one audit row, and this one a 404
      if (!(await resource.remove(trx, id))) throw notFound();
    } catch (error) {
      // a reference the resource's own checks do not know of yet: refused as in use, never a 500
      if (isForeignKeyViolation(error)) throw conflict(MSG.recordInUse, false, 'record_in_use');
      throw error;
    }
    await audit({ action: 'delete', entity: resource.entity, entityId: id, before });
    return before;
  });
}
