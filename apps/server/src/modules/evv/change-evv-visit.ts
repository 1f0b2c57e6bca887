import {
  EVV_VISIT_MAX_MS,
  type EvvVisit,
  type EvvVisitPatchBody,
  type LocationCheckStatus,
  localDateOf,
  type MemberConfirmationReason,
  MSG,
  verifyVisit,
  workedTime,
} from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { parseCodes } from '../../lib/code-list.js';
import { conflict, fieldError, forbidden, notFound } from '../../lib/http-error.js';
import { isoInstant } from '../../lib/instant.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { requireAttendanceService } from '../billing/require-service-code.js';
import { readLocationSettings } from '../location-trust/read-location-settings.js';
import { changeVisitIfUnchanged } from '../members/visit-records.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { mayChangeVisit } from './evv.policy.js';
import { presentEvvVisit } from './evv.presenter.js';
import { changeCounts, findEvvVisit, insertVisitChange } from './evv.repository.js';

/**
 * PATCH /api/evv/visits/{id}/: a change after the fact (missed check-out, wrong time or service,
 * a visit closed by a manager). Reason and resolution codes and an attestation are required; the
 * original values are kept in member_visit_changes and the audit; the visit becomes manual. The
 * update is conditional on the row read (updated_at), so two simultaneous changes cannot both apply;
 * with the `updated_at` the changer read, a change since is refused too (409 evv_visit_changed),
 * so a manager working from a stale screen cannot silently undo another's change.
 */
export async function changeEvvVisit(
  ctx: AppContext,
  req: ChangeRequest,
  id: number,
  body: EvvVisitPatchBody,
): Promise<EvvVisit> {
  const before = await findEvvVisit(ctx.db, id);
  if (!before) throw notFound();
  if (!mayChangeVisit(req.actor, before)) throw forbidden(MSG.forbidden);
  // A change made from a screen read before someone else's change is refused, not laid over it.
  if (body.updated_at !== undefined && Date.parse(body.updated_at) !== Date.parse(isoInstant(before.updated_at))) {
    throw conflict(MSG.evvVisitChanged);
  }
  const now = ctx.clock.now();
  const checkIn = body.check_in_at ?? new Date(before.check_in_at).toISOString();
  const checkOut = body.check_out_at ?? (before.check_out_at ? new Date(before.check_out_at).toISOString() : null);
  const service = body.service ?? before.service;
  if (!checkOut) throw conflict(MSG.evvVisitStillOpen);
  const inMs = Date.parse(checkIn);
  const outMs = Date.parse(checkOut);
  if (inMs > now.getTime()) throw fieldError('check_in_at', MSG.evvVisitInFuture);
  if (outMs > now.getTime()) throw fieldError('check_out_at', MSG.evvVisitInFuture);
  if (outMs <= inMs) throw fieldError('check_out_at', MSG.evvVisitOutBeforeIn);
  if (outMs - inMs > EVV_VISIT_MAX_MS) throw fieldError('check_out_at', MSG.evvVisitTooLong);
  if (body.service !== undefined && body.service !== before.service) {
    // a changed service must be a service_codes row, active: 400 service_code_unknown/inactive
    await requireAttendanceService(ctx.db, service);
  }
  const authorised = parseCodes(before.member_service_codes);
  if (authorised && authorised.length > 0 && !authorised.includes(service)) {
    throw fieldError('service', MSG.evvServiceNotAuthorised);
  }
  const zone = await organisationTimeZone(ctx.db);
  const verification = verifyVisit({
    start: before.check_in_location_status as LocationCheckStatus | null,
    end: before.check_out_location_status as LocationCheckStatus | null,
    confirmationName: before.confirmation_name,
    confirmationReason: before.confirmation_reason as MemberConfirmationReason | null,
    changed: true,
  });
  await auditedChange(ctx, req, async ({ trx, audit }) => {
    // updated_at is the visit's version: every change moves it forward, even within one millisecond
    const stamp = new Date(Math.max(now.getTime(), Date.parse(isoInstant(before.updated_at)) + 1)).toISOString();
    const after = await changeVisitIfUnchanged(trx, id, before.updated_at, {
      check_in_at: checkIn,
      check_out_at: checkOut,
      service,
      visit_date: localDateOf(new Date(checkIn), zone),
      worked_minutes: workedTime(new Date(checkIn), new Date(checkOut), []).worked_minutes,
      verification_status: verification.status,
      verification_reasons: JSON.stringify(verification.reasons),
      reason_code: body.reason_code,
      resolution_code: body.resolution_code,
      attestation: body.attestation,
      updated_at: stamp,
    });
    if (!after) throw conflict(MSG.evvVisitChanged);
    await insertVisitChange(trx, {
      visit_id: id,
      changed_by: req.actor.id,
      reason_code: body.reason_code,
      resolution_code: body.resolution_code,
      attestation: body.attestation,
      before_check_in_at: before.check_in_at,
      before_check_out_at: before.check_out_at,
      before_service: before.service,
      after_check_in_at: checkIn,
      after_check_out_at: checkOut,
      after_service: service,
      created_at: stamp,
    });
    await audit({ action: 'correct', entity: 'member_visit', entityId: id, before, after });
  });
  const [row, settings, changes] = await Promise.all([
    findEvvVisit(ctx.db, id),
    readLocationSettings(ctx.db),
    changeCounts(ctx.db, { id }),
  ]);
  return presentEvvVisit(row!, settings.evvServiceCodes, changes.get(id) ?? 0);
}
