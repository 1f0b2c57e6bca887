import { localDateOf, type MemberCheckInBody, type MemberVisit, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import { toBool } from '../../db/schema.js';
import { effectiveTime, inOrder, offlineColumns } from '../../lib/action-time.js';
import { parseCodes } from '../../lib/code-list.js';
import { conflict, fieldError, found, notFound } from '../../lib/http-error.js';
import { locationColumns } from '../../lib/location.js';
import { requireAttendanceService } from '../billing/require-service-code.js';
import { checkMemberVisitLocation } from '../location-trust/check-member-visit-location.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { presentVisit } from './members.presenter.js';
import {
  findLastVisit,
  findMemberFor,
  findOpenVisit,
  findVisit,
  insertVisit,
  updateVisitRow,
} from './members.repository.js';
import { recordVisitAction, type VisitRequest } from './visit-audit.js';

/**
 * POST /api/member/checkin/: opens a visit for an active member assigned to the caller (admins:
 * any). One open visit per member is a partial unique index: of simultaneous check-ins one wins.
 */
export async function checkInMember(ctx: AppContext, body: MemberCheckInBody, req: VisitRequest): Promise<MemberVisit> {
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
