import { type LocationException, MSG, type ResolveLocationExceptionBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { forbidden } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { reverifyVisit } from '../members/reverify-visit.js';
import { lockVisit } from '../members/visit-records.js';
import { mayResolve } from './location-trust.policy.js';
import { presentException } from './location-trust.presenter.js';
import { changeOpenException, findOpenException, readException } from './open-exception.js';

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
  const before = await findOpenException(ctx, id, (e) =>
    mayResolve(req.actor, { id: e.user_id, manager_id: e.user_manager_id })
      ? null
      : forbidden(req.actor.id === e.user_id ? MSG.forbidden : MSG.locationExceptionNotYourTeam),
  );
  await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    // The visit is locked first so that two managers resolving two exceptions of one visit at the
    // same time see each other's decision (docs/evv.md "Verification").
    if (before.member_visit_id !== null) await lockVisit(trx, before.member_visit_id, ctx.dialect);
    const after = await changeOpenException(trx, audit, before, {
      status: body.decision,
      resolution_note: body.note,
      resolved_by: req.actor.id,
      resolved_at: now.toISOString(),
    });
    // the visit's verification is the members feature's (it owns member_visits)
    if (after.member_visit_id !== null) await reverifyVisit(trx, after.member_visit_id, now, audit);
  });
  return presentException(await readException(ctx, id));
}
