import {
  type LocationException,
  type LocationExceptionStatus,
  MSG,
  type ResolveLocationExceptionBody,
} from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { AuditChange } from '../audit/audit.repository.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { mayNote, mayResolve, queueScope } from './location-trust.policy.js';
import { presentException } from './location-trust.presenter.js';
import {
  findException,
  findVisitRow,
  listExceptions,
  lockVisit,
  markVisitVerified,
  updateOpenException,
  visitExceptionStatuses,
} from './location-trust.repository.js';

/** GET /api/location-exceptions/: the queue (a manager's team, or everyone for an admin), newest first. */
export async function listLocationExceptions(
  ctx: AppContext,
  actor: Actor,
  query: { status?: LocationExceptionStatus | undefined; user_id?: number | undefined },
): Promise<LocationException[]> {
  const scope = queueScope(actor);
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
    // The visit is locked first so that two managers resolving two exceptions of one visit at the
    // same time see each other's decision (docs/evv.md "Verification").
    if (before.member_visit_id !== null) await lockVisit(trx, before.member_visit_id, ctx.dialect);
    const after = await updateOpenException(trx, id, {
      status: body.decision,
      resolution_note: body.note,
      resolved_by: req.actor.id,
      resolved_at: now.toISOString(),
    });
    if (!after) throw conflict(MSG.locationExceptionResolved);
    await audit({ action: 'update', entity: 'location_exception', entityId: id, before, after });
    if (after.member_visit_id !== null) await reverifyVisit(trx, after.member_visit_id, now, audit);
  });
  return presentException((await findException(ctx.db, id))!);
}

/** Reasons a location exception stands for: the ends' outside, low_accuracy and no_location. */
const LOCATION_REASON = /^(start|end)_(outside|low_accuracy|no_location)$/;

/**
 * docs/evv.md "Verification": once every location exception of a closed visit is resolved and all
 * were accepted, a visit in `exception` whose reasons are all location reasons becomes `verified`.
 * The reasons found at check-out and the exceptions stay; the audit log records who and when. A
 * rejected exception (or any open one, or a reason such as no_member_confirmation) keeps
 * `exception`; a `manual` visit stays manual.
 */
export async function reverifyVisit(
  trx: Executor,
  visitId: number,
  now: Date,
  audit: (change: AuditChange) => Promise<void>,
): Promise<void> {
  const visit = await findVisitRow(trx, visitId);
  if (visit?.verification_status !== 'exception' || visit.check_out_at === null) return;
  const reasons: unknown = JSON.parse(visit.verification_reasons ?? '[]');
  if (!Array.isArray(reasons) || !reasons.every((r) => typeof r === 'string' && LOCATION_REASON.test(r))) return;
  const exceptions = await visitExceptionStatuses(trx, visitId);
  if (exceptions.length === 0 || exceptions.some((e) => e.status !== 'accepted')) return;
  const after = await markVisitVerified(trx, visitId, now.toISOString());
  if (!after) return;
  await audit({
    action: 'update',
    entity: 'member_visit',
    entityId: visitId,
    before: {
      verification_status: visit.verification_status,
      verification_reasons: reasons,
      updated_at: visit.updated_at,
    },
    after: {
      verification_status: after.verification_status,
      verification_reasons: reasons,
      updated_at: after.updated_at,
      reason: 'location_exceptions_accepted',
    },
  });
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
  if (!mayNote(req.actor, before)) throw forbidden(MSG.locationExceptionNotYours);
  if (before.status !== 'open') throw conflict(MSG.locationExceptionResolved);
  await auditedChange(ctx, req, async ({ trx, audit }) => {
    const after = await updateOpenException(trx, id, { note });
    if (!after) throw conflict(MSG.locationExceptionResolved);
    await audit({ action: 'update', entity: 'location_exception', entityId: id, before, after });
  });
  return presentException((await findException(ctx.db, id))!);
}
