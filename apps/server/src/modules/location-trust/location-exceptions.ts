import {
  type LocationException,
  type LocationExceptionStatus,
  MSG,
  type ResolveLocationExceptionBody,
} from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { mayResolve, queueScope } from './location-trust.policy.js';
import { presentException } from './location-trust.presenter.js';
import { findException, listExceptions } from './location-trust.repository.js';

/** GET /api/location-exceptions/: the queue (a manager's team, or everyone for an admin), newest first. */
export async function listLocationExceptions(
  ctx: AppContext,
  actor: Actor,
  query: { status?: LocationExceptionStatus | undefined; user_id?: number | undefined },
): Promise<LocationException[]> {
  const scope = queueScope(actor);
  if (!scope) throw forbidden(MSG.forbidden);
  const rows = await listExceptions(ctx.db, {
    status: query.status,
    userId: query.user_id,
    ...('managerId' in scope ? { managerId: scope.managerId } : {}),
  });
  return rows.map(presentException);
}

/**
 * POST /api/location-exceptions/{id}/resolve/: accepts or rejects an open exception with a note.
 * The conditional update (status still open) makes simultaneous decisions safe: one wins, the
 * other gets 409 `location_exception_resolved`. Audited with before and after.
 */
export async function resolveLocationException(
  ctx: AppContext,
  req: ChangeRequest,
  id: number,
  body: ResolveLocationExceptionBody,
): Promise<LocationException> {
  const before = await findException(ctx.db, id);
  if (!before) throw notFound();
  if (!mayResolve(req.actor, { id: before.user_id, manager_id: before.user_manager_id })) {
    throw forbidden(req.actor.id === before.user_id ? MSG.forbidden : MSG.locationExceptionNotYourTeam);
  }
  if (before.status !== 'open') throw conflict(MSG.locationExceptionResolved);
  await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    const after = await trx
      .updateTable('location_exceptions')
      .set({
        status: body.decision,
        resolution_note: body.note,
        resolved_by: req.actor.id,
        resolved_at: now.toISOString(),
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    if (!after) throw conflict(MSG.locationExceptionResolved);
    await audit({ action: 'update', entity: 'location_exception', entityId: id, before, after });
  });
  return presentException((await findException(ctx.db, id))!);
}

/** POST /api/location-exceptions/{id}/note/: the employee explains their own exception ("I was at the client's home"). */
export async function noteLocationException(
  ctx: AppContext,
  req: ChangeRequest,
  id: number,
  note: string,
): Promise<LocationException> {
  const before = await findException(ctx.db, id);
  if (!before) throw notFound();
  if (before.user_id !== req.actor.id) throw forbidden(MSG.locationExceptionNotYours);
  if (before.status !== 'open') throw conflict(MSG.locationExceptionResolved);
  await auditedChange(ctx, req, async ({ trx, audit }) => {
    const after = await trx
      .updateTable('location_exceptions')
      .set({ note })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    if (!after) throw conflict(MSG.locationExceptionResolved);
    await audit({ action: 'update', entity: 'location_exception', entityId: id, before, after });
  });
  return presentException((await findException(ctx.db, id))!);
}
