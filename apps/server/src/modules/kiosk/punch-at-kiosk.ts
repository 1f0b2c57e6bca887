import type { KioskAction, KioskPunchBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { checkIn } from '../workday/check-in.js';
import { checkOut } from '../workday/check-out.js';
import { pause } from '../workday/pause-work-day.js';
import { resume } from '../workday/resume-work-day.js';
import type { KioskDeviceView } from './kiosk.repository.js';
import { deviceFix, displayName, recordUse } from './kiosk-use.js';
import { verifyKioskPin } from './verify-kiosk-pin.js';

/**
 * POST /api/kiosk/punch/: check in, check out, pause or resume through the dashboard's own
 * work-day operations, as the person whose PIN was given, at the device's location. Their rules
 * (one open shift, the timecard lock, location trust) answer exactly as on the dashboard.
 */
export async function punchAtKiosk(ctx: AppContext, device: KioskDeviceView, body: KioskPunchBody, requestId: string) {
  const who = await verifyKioskPin(ctx, device, body, requestId);
  const req = { actor: who.actor, requestId };
  const fix = deviceFix(device);
  let at: string | null;
  const actions: Record<KioskAction, () => Promise<string | null>> = {
    check_in: async () => (await checkIn(ctx, fix, req)).check_in_at,
    check_out: async () => (await checkOut(ctx, fix, req)).check_out_at,
    pause: async () => (await pause(ctx, { ...fix, reason: body.reason ?? '' }, req)).paused_at,
    resume: async () => {
      await resume(ctx, fix, req);
      return ctx.clock.now().toISOString();
    },
  };
  at = await actions[body.action]();
  at ??= ctx.clock.now().toISOString();
  await recordUse(ctx, device, who, requestId, { user_id: who.actor.id, action: body.action });
  return {
    action: body.action,
    at,
    display_name: displayName(who.name),
    time_zone: await organisationTimeZone(ctx.db),
  };
}
