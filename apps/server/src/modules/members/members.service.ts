import {
  EVV_VISIT_MAX_MS,
  type LocationCheckStatus,
  localDateOf,
  type Member,
  type MemberCheckInBody,
  type MemberCheckOutBody,
  type MemberVisit,
  MSG,
  verifyVisit,
  workedTime,
} from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import { toBool } from '../../db/schema.js';
import { type EffectiveTime, effectiveTime, inOrder, offlineColumns } from '../../lib/action-time.js';
import { parseCodes } from '../../lib/code-list.js';
import { conflict, fieldError, found, notFound } from '../../lib/http-error.js';
import { locationColumns } from '../../lib/location.js';
import { auditFor, writeAudit } from '../audit/audit.repository.js';
import { requireAttendanceService } from '../billing/attendance-services.js';
import { checkMemberVisitLocation, recordOfflineAction } from '../location-trust/check-location.js';
import { reverifyVisit } from '../location-trust/location-exceptions.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { presentMember, presentVisit } from './members.presenter.js';
import {
  closeOpenVisit,
  findLastVisit,
  findMemberFor,
  findOpenVisit,
  findVisit,
  insertVisit,
  listMembersFor,
  listVisitsFor,
  updateVisitRow,
} from './members.repository.js';

interface Request {
  actor: Actor;
  requestId: string;
}

/**
 * The audit entry of a member visit's check-in or check-out (at the server's clock) and, for an
 * accepted offline action, its entry in the exception queue (ADR 0023) at the device's instant `at`.
 */
async function recordVisitAction(
  trx: Parameters<typeof recordOfflineAction>[0],
  step: { req: Request; time: EffectiveTime; loc: ReturnType<typeof locationColumns> },
  action: 'check_in' | 'check_out',
  visit: { visitId: number; at: Date; before?: unknown; after: unknown },
): Promise<void> {
  const { req, time, loc } = step;
  const { visitId, at, ...change } = visit;
  await writeAudit(trx, {
    actorId: req.actor.id,
    action,
    entity: 'member_visit',
    entityId: visitId,
    ...change,
    requestId: req.requestId,
    at: time.receivedAt,
  });
  if (time.offline) {
    await recordOfflineAction(
      trx,
      { action: `member_${action}`, userId: req.actor.id, memberVisitId: visitId, at },
      loc,
      time.receivedAt,
    );
  }
}

/** GET /api/member/members/. */
export async function listMembers(ctx: AppContext, actor: Actor): Promise<Member[]> {
  return (await listMembersFor(ctx.db, actor)).map(presentMember);
}

/** GET /api/member/history/: visits of the caller's members (optionally one), newest first. */
export async function memberHistory(ctx: AppContext, actor: Actor, memberId?: number): Promise<MemberVisit[]> {
  if (memberId !== undefined && !(await findMemberFor(ctx.db, actor, memberId))) throw notFound();
  const [zone, rows] = await Promise.all([organisationTimeZone(ctx.db), listVisitsFor(ctx.db, actor, memberId)]);
  return rows.map((row) => presentVisit(row, zone));
}

/**
 * POST /api/member/checkin/: opens a visit for an active member assigned to the caller (admins:
 * any). One open visit per member is a partial unique index: of simultaneous check-ins one wins.
 */
export async function memberCheckIn(ctx: AppContext, body: MemberCheckInBody, req: Request): Promise<MemberVisit> {
  // The effective instant: the device's for an accepted offline action (docs/offline.md).
  const time = await effectiveTime(ctx, body);
  const now = time.at;
  const zone = await organisationTimeZone(ctx.db);
  const loc = locationColumns(body);
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const member = await findMemberFor(trx, req.actor, body.member_id);
      if (!member || !toBool(member.active)) throw notFound();
      if (await findOpenVisit(trx, member.id)) throw conflict(MSG.memberAlreadyCheckedIn, true);
      // The service must be one the member is authorised for (docs/evv.md); a member without a
      // list takes any code, and an omitted service is their first authorised one (else DTA1).
      const authorised = parseCodes(member.service_codes);
      const service = body.service ?? authorised?.[0] ?? 'DTA1';
      // a service_codes row, active (or one of the four original codes): 400 service_code_unknown/inactive
      await requireAttendanceService(trx, service);
      if (authorised && authorised.length > 0 && !authorised.includes(service)) {
        throw fieldError('service', MSG.evvServiceNotAuthorised);
      }
      if (time.offline) {
        // An offline check-in may not come before the member's last recorded visit ended.
        const last = await findLastVisit(trx, member.id);
        inOrder(time, last?.check_in_at, last?.check_out_at);
      }
      const stamp = time.receivedAt.toISOString();
      const created = await insertVisit(trx, {
        member_id: member.id,
        provider_id: req.actor.id,
        service,
        visit_date: localDateOf(now, zone),
        check_in_at: now.toISOString(),
        check_in_latitude: loc.latitude,
        check_in_longitude: loc.longitude,
        check_in_accuracy: loc.accuracy,
        ...offlineColumns('check_in', time),
        created_at: stamp,
        updated_at: stamp,
      });
      await recordVisitAction(trx, { req, time, loc }, 'check_in', { visitId: created.id, at: now, after: created });
      const check = await checkMemberVisitLocation(
        trx,
        { action: 'member_check_in', userId: req.actor.id, memberVisitId: created.id, at: now },
        loc,
        member,
      );
      await updateVisitRow(trx, created.id, {
        check_in_location_status: check.status,
        check_in_distance_m: check.distance_m,
      });
      return { id: created.id, check };
    });
    return { ...presentVisit(found(await findVisit(ctx.db, id.id)), zone), location_check: id.check };
  } catch (error) {
    // a simultaneous check-in of the same member won the open-visit index
    if (isUniqueViolation(error)) throw conflict(MSG.memberAlreadyCheckedIn, true);
    throw error;
  }
}

/**
 * POST /api/member/checkout/: closes the member's open visit with the server's clock and stores
 * the whole minutes. The conditional update claims it: of simultaneous check-outs one matches.
 */
export async function memberCheckOut(ctx: AppContext, body: MemberCheckOutBody, req: Request): Promise<MemberVisit> {
  const time = await effectiveTime(ctx, body);
  const now = time.at;
  const zone = await organisationTimeZone(ctx.db);
  const loc = locationColumns(body);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const member = await findMemberFor(trx, req.actor, body.member_id);
    if (!member) throw notFound();
    const open = await findOpenVisit(trx, member.id);
    if (!open) throw conflict(MSG.memberNotCheckedIn, true);
    // A server clock that stepped back never stores a check-out before the check-in; an offline
    // check-out before it is refused (docs/offline.md).
    const out = inOrder(time, open.check_in_at);
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
    const closed = await closeOpenVisit(trx, open.id, {
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
