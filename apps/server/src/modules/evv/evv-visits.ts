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
import type { Actor, AppContext } from '../../context.js';
import { parseCodes } from '../../lib/code-list.js';
import { conflict, fieldError, forbidden, notFound } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { requireAttendanceService } from '../billing/attendance-services.js';
import { locationSettings } from '../location-trust/read-location-trust.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { shiftDate } from '../workday/date-range.js';
import { mayChangeVisit, visitScope } from './evv.policy.js';
import { presentEvvVisit } from './evv.presenter.js';
import {
  changeCounts,
  countEvvVisits,
  findEvvVisit,
  insertVisitChange,
  listEvvVisits,
  updateVisitIfUnchanged,
} from './evv.repository.js';

/** The longest range one list or export covers. */
const RANGE_MAX_DAYS = 366;

async function rangeOf(ctx: AppContext, query: { from?: string | undefined; to?: string | undefined }) {
  const today = localDateOf(ctx.clock.now(), await organisationTimeZone(ctx.db));
  const to = query.to ?? today;
  const from = query.from ?? shiftDate(to, -30);
  if (from > to) throw fieldError('to', MSG.evvRangeInvalid);
  if (shiftDate(from, RANGE_MAX_DAYS) < to) throw fieldError('to', MSG.evvRangeInvalid);
  return { from, to };
}

/**
 * GET /api/evv/visits/: visits dated in the range, with the six elements, status and codes; with
 * `page` or `page_size` one page of them and the total (docs/performance.md).
 */
export async function listVisits(
  ctx: AppContext,
  actor: Actor,
  query: {
    from?: string | undefined;
    to?: string | undefined;
    page?: number | undefined;
    page_size?: number | undefined;
  },
): Promise<{ visits: EvvVisit[]; total: number | null }> {
  const scope = visitScope(actor);
  const range = await rangeOf(ctx, query);
  const paged = query.page !== undefined || query.page_size !== undefined;
  const size = query.page_size ?? 100;
  const page = paged ? { offset: ((query.page ?? 1) - 1) * size, size } : undefined;
  // the whole range counts its changes in one grouped read beside the visits; a page, its own visits'
  const [rows, settings, total, rangeChanges] = await Promise.all([
    listEvvVisits(ctx.db, range, scope, page),
    locationSettings(ctx.db),
    paged ? countEvvVisits(ctx.db, range, scope) : Promise.resolve(null),
    paged ? Promise.resolve(null) : changeCounts(ctx.db, { range }),
  ]);
  const changes = rangeChanges ?? (await changeCounts(ctx.db, { ids: rows.map((row) => row.id) }));
  const visits = rows.map((row) => presentEvvVisit(row, settings.evvServiceCodes, changes.get(row.id) ?? 0));
  return { visits, total };
}

/**
 * PATCH /api/evv/visits/{id}/: a change after the fact (missed check-out, wrong time or service,
 * a visit closed by a manager). Reason and resolution codes and an attestation are required; the
 * original values are kept in member_visit_changes and the audit; the visit becomes manual. The
 * update is conditional on the row read (updated_at), so two simultaneous changes cannot both apply.
 */
export async function changeVisit(
  ctx: AppContext,
  req: ChangeRequest,
  id: number,
  body: EvvVisitPatchBody,
): Promise<EvvVisit> {
  const before = await findEvvVisit(ctx.db, id);
  if (!before) throw notFound();
  if (!mayChangeVisit(req.actor, before)) throw forbidden(MSG.forbidden);
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
    const stamp = now.toISOString();
    const after = await updateVisitIfUnchanged(trx, id, before.updated_at, {
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
    locationSettings(ctx.db),
    changeCounts(ctx.db, { id }),
  ]);
  return presentEvvVisit(row!, settings.evvServiceCodes, changes.get(id) ?? 0);
}
