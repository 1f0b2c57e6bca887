import type { KioskAction, KioskIdentity, KioskMemberVisitsBody, KioskPunchBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { listMembers, memberCheckIn, memberCheckOut } from '../members/members.service.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { checkIn } from '../workday/check-in.js';
import { checkOut } from '../workday/check-out.js';
import { today } from '../workday/get-today.js';
import { pause } from '../workday/pause-work-day.js';
import { resume } from '../workday/resume-work-day.js';
import { type KioskDeviceView, openVisitMemberIds, rosterUsers, touchDevice } from './kiosk.repository.js';
import { type KioskUser, verifyKioskPin } from './verify-kiosk-pin.js';

/** "Ana García López" → "Ana G.": what a shared screen shows of a person (ADR 0024). */
export function displayName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? name;
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/**
 * The device's fixed location as a device fix: the location's coordinates with accuracy 0 (the
 * position was set by an admin, not measured), so the work-day and member rules judge it like
 * any other fix (ADR 0024). A location whose coordinates were removed sends no fix.
 */
export function deviceFix(device: KioskDeviceView) {
  return device.latitude !== null && device.longitude !== null
    ? { latitude: device.latitude, longitude: device.longitude, accuracy: 0 }
    : {};
}

/** GET /api/kiosk/device/. */
export async function kioskSelf(ctx: AppContext, device: KioskDeviceView) {
  return {
    id: device.id,
    name: device.name,
    location_name: device.location_name,
    time_zone: await organisationTimeZone(ctx.db),
  };
}

/** GET /api/kiosk/roster/: first names and last initials of the people who set a kiosk PIN. */
export async function kioskRoster(ctx: AppContext) {
  const users = await rosterUsers(ctx.db);
  return users
    .map((u) => ({ user_id: u.id, display_name: displayName(u.name) }))
    .sort((a, b) => a.display_name.localeCompare(b.display_name) || a.user_id - b.user_id);
}

/** After an action: the device was used, and the audit log says which device it was. */
async function recordUse(
  ctx: AppContext,
  device: KioskDeviceView,
  who: KioskUser,
  requestId: string,
  after: Record<string, unknown>,
) {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await touchDevice(trx, device.id, now.toISOString());
    await writeAudit(trx, {
      actorId: who.actor.id,
      action: 'kiosk_action',
      entity: 'kiosk_device',
      entityId: device.id,
      after,
      requestId,
      at: now,
    });
  });
}

async function stateOf(ctx: AppContext, who: KioskUser): Promise<KioskIdentity['state']> {
  const day = await today(ctx, who.actor);
  if (!day.check_in_at) return 'not_started';
  if (day.check_out_at) return 'done';
  return day.paused ? 'paused' : 'working';
}

/** POST /api/kiosk/identify/: the PIN checked; the person's work-day state and their members. */
export async function kioskIdentify(
  ctx: AppContext,
  device: KioskDeviceView,
  body: { user_id: number; pin: string },
  requestId: string,
): Promise<KioskIdentity> {
  const who = await verifyKioskPin(ctx, device, body, requestId);
  const members = await listMembers(ctx, who.actor);
  const open = await openVisitMemberIds(
    ctx.db,
    members.map((m) => m.id),
  );
  return {
    user_id: who.actor.id,
    display_name: displayName(who.name),
    state: await stateOf(ctx, who),
    members: members.map((m) => ({ id: m.id, name: m.name, checked_in: open.has(m.id) })),
  };
}

/**
 * POST /api/kiosk/punch/: check in, check out, pause or resume through the dashboard's own
 * work-day operations, as the person whose PIN was given, at the device's location. Their rules
 * (one open shift, the timecard lock, location trust) answer exactly as on the dashboard.
 */
export async function kioskPunch(ctx: AppContext, device: KioskDeviceView, body: KioskPunchBody, requestId: string) {
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

/**
 * POST /api/kiosk/member-visits/: checks several of the person's members in (or out) in one pass
 * through the members module's visit operations at the device's location. Each member is its own
 * operation: one refused (already checked in, not theirs) does not undo the others.
 */
export async function kioskMemberVisits(
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
          ? await memberCheckIn(ctx, { ...fix, member_id: memberId }, req)
          : await memberCheckOut(ctx, { ...fix, member_id: memberId, confirmation_name: null }, req);
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
