import { MSG } from '@daybook/domain';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { LocationExceptionTable } from '../../db/schema.js';
import { conflict, found, type HttpError, notFound } from '../../lib/http-error.js';
import type { AuditChange } from '../audit/audit.repository.js';
import { type ExceptionView, findException, updateOpenException } from './location-trust.repository.js';

/** What a decision and a note share: the exception still open, changed once, audited. */

/**
 * The exception a decision or note is about: 404 when it does not exist, the caller's refusal
 * (`refusal` answers one, or null to let the caller through), 409 once it is resolved.
 */
export async function findOpenException(
  ctx: AppContext,
  id: number,
  refusal: (exception: ExceptionView) => HttpError | null,
): Promise<ExceptionView> {
  const before = await findException(ctx.db, id);
  if (!before) throw notFound();
  const refused = refusal(before);
  if (refused) throw refused;
  if (before.status !== 'open') throw conflict(MSG.locationExceptionResolved);
  return before;
}

/**
 * Changes the exception while it is still open (a conditional update: of two simultaneous
 * changes one wins, the other gets 409 `location_exception_resolved`) and audits before and after.
 */
export async function changeOpenException(
  trx: Executor,
  audit: (change: AuditChange) => Promise<void>,
  before: ExceptionView,
  changes: Updateable<LocationExceptionTable>,
) {
  const after = await updateOpenException(trx, before.id, changes);
  if (!after) throw conflict(MSG.locationExceptionResolved);
  await audit({ action: 'update', entity: 'location_exception', entityId: before.id, before, after });
  return after;
}

/** The exception as the queue shows it after a change. */
export const readException = async (ctx: AppContext, id: number) => found(await findException(ctx.db, id));
