import {
  EVV_VISIT_MAX_MS,
  type LocationCheckStatus,
  type MemberCheckOutBody,
  type MemberVisit,
  MSG,
  verifyVisit,
  workedTime,
} from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { checkOutInOrder, effectiveTime, offlineColumns } from '../../lib/action-time.js';
import { conflict, found, notFound } from '../../lib/http-error.js';
import { locationColumns } from '../../lib/location.js';
import { auditFor } from '../audit/audit.repository.js';
import { checkMemberVisitLocation } from '../location-trust/check-member-visit-location.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { presentVisit } from './members.presenter.js';
import { findMemberFor, findOpenVisit, findVisit, updateVisitWhile } from './members.repository.js';
import { reverifyVisit } from './reverify-visit.js';
import { recordVisitAction, type VisitRequest } from './visit-audit.js';

/**
 * POST /api/member/checkout/: closes the member's open visit at the action's effective instant
 * (the server's clock, or the device's for an offline action), which must fall after the
 * check-in, and stores the whole minutes. The conditional update claims it: of simultaneous
 * check-outs one matches.
 */
export async function checkOutMember(
  ctx: AppContext,
  body: MemberCheckOutBody,
  req: VisitRequest,
): Promise<MemberVisit> {
  const time = await effectiveTime(ctx, body);
  const now = time.at;
  const zone = await organisationTimeZone(ctx.db);
  const loc = locationColumns(body);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const member = await findMemberFor(trx, req.actor, body.member_id);
    if (!member) throw notFound();
    const open = await findOpenVisit(trx, member.id);
    if (!open) throw conflict(MSG.memberNotCheckedIn, true);
    // An offline check-out before the check-in is refused (docs/offline.md), and one at or before
    // it, online or offline, as the change route refuses those times (409 evv_visit_out_before_in,
    // docs/evv.md): no visit of no length is stored, and the member stays checked in.
    const out = checkOutInOrder(time, () => conflict(MSG.evvVisitOutBeforeIn, true), open.check_in_at);
    // EVV refuses a visit longer than 25 hours: a manager closes it with codes (PATCH /api/evv/visits/{id}/).
    if (out.getTime() - new Date(open.check_in_at).getTime() > EVV_VISIT_MAX_MS)
      throw conflict(MSG.evvVisitTooLong, true);
    const check = await checkMemberVisitLocation(
      trx,
      { action: 'member_check_out', userId: req.actor.id, memberVisitId: open.id, at: now },
      loc,
      member,
    );
    const verification = verifyVisit({
      start: (open.check_in_location_status as LocationCheckStatus | null) ?? null,
      end: check.status,
      confirmationName: body.confirmation_name ?? null,
      confirmationReason: body.confirmation_reason ?? null,
      changed: false,
    });
    const closed = await updateVisitWhile(trx, open.id, 'open', {
      check_out_at: out.toISOString(),
      check_out_latitude: loc.latitude,
      check_out_longitude: loc.longitude,
      check_out_accuracy: loc.accuracy,
      worked_minutes: workedTime(new Date(open.check_in_at), out, []).worked_minutes,
      check_out_location_status: check.status,
      check_out_distance_m: check.distance_m,
      confirmation_name: body.confirmation_name ?? null,
      confirmation_reason: body.confirmation_reason ?? null,
      confirmed_at: body.confirmation_name || body.confirmation_reason ? out.toISOString() : null,
      verification_status: verification.status,
      verification_reasons: JSON.stringify(verification.reasons),
      ...offlineColumns('check_out', time),
      updated_at: time.receivedAt.toISOString(),
    });
    if (!closed) throw conflict(MSG.memberNotCheckedIn, true);
    await recordVisitAction(trx, { req, time, loc }, 'check_out', {
      visitId: open.id,
      at: out,
      before: open,
      after: closed,
    });
    // Location exceptions of the check-in accepted while the visit was open count (docs/evv.md "Verification").
    const audit = auditFor(req.actor.id, req.requestId, time.receivedAt);
    await reverifyVisit(trx, open.id, time.receivedAt, (change) => audit(trx, change));
    return { id: closed.id, check };
  });
  return { ...presentVisit(found(await findVisit(ctx.db, id.id)), zone), location_check: id.check };
}
