import type { AppContext } from '../../context.js';
import { writeAudit } from '../audit/audit.repository.js';
import { type KioskDeviceView, touchDevice } from './kiosk.repository.js';
import type { KioskUser } from './verify-kiosk-pin.js';

/** What the device's actions share (ADR 0024): the name a shared screen shows, the fix, the record of use. */

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

/** After an action: the device was used, and the audit log says which device it was. */
export async function recordUse(
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
