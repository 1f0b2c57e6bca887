import type { KioskMemberVisitsBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../lib/http-error.js';
import { checkInMember } from '../members/check-in-member.js';
import { checkOutMember } from '../members/check-out-member.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import type { KioskDeviceView } from './kiosk.repository.js';
import { deviceFix, displayName, recordUse } from './kiosk-use.js';
import { verifyKioskPin } from './verify-kiosk-pin.js';

/**
 * POST /api/kiosk/member-visits/: checks several of the person's members in (or out) in one pass
 * through the members module's visit operations at the device's location. Each member is its own
 * operation: one refused (already checked in, not theirs) does not undo the others.
 */
export async function checkMembersAtKiosk(
  ctx: AppContext,
  device: KioskDeviceView,
  body: KioskMemberVisitsBody,
  requestId: string,
) {
  const who = await verifyKioskPin(ctx, device, body, requestId);
  const req = { actor: who.actor, requestId };
  const fix = deviceFix(device);
  const results = [];
  for (const memberId of [...new Set(body.member_ids)]) {
    try {
      const visit =
        body.action === 'check_in'
          ? await checkInMember(ctx, { ...fix, member_id: memberId }, req)
          : await checkOutMember(ctx, { ...fix, member_id: memberId, confirmation_name: null }, req);
      results.push({
        member_id: memberId,
        ok: true,
        at: ctx.clock.now().toISOString(),
        code: null,
        visit_id: visit.id,
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ member_id: memberId, ok: false, at: null, code: error.code, visit_id: null });
    }
  }
  await recordUse(ctx, device, who, requestId, {
    user_id: who.actor.id,
    action: `member_${body.action}`,
    members: results.map((r) => ({ member_id: r.member_id, ok: r.ok, code: r.code })),
  });
  return {
    display_name: displayName(who.name),
    time_zone: await organisationTimeZone(ctx.db),
    results: results.map(({ visit_id: _visit, ...r }) => r),
  };
}
