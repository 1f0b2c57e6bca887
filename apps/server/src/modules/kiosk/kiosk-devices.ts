import { createHash, randomBytes } from 'node:crypto';
import { KIOSK_MSG, type KioskDevice, type KioskDeviceBody, kioskCode } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { toBool } from '../../db/schema.js';
import { found, HttpError } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { findLocationRow, listLocationRows } from '../location-trust/read-location-trust.js';
import { findDevice, insertDevice, type KioskDeviceView, listDevices, revokeDeviceRow } from './kiosk.repository.js';

interface Request {
  actor: Actor;
  requestId: string;
}

/** A device token: 32 random bytes, prefixed so it is recognisable in a leak report. */
export const newDeviceToken = () => `kiosk_${randomBytes(32).toString('base64url')}`;
/** Only this is stored: a long random token needs no slow hash (refresh tokens do the same). */
export const deviceTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const presentDevice = (row: KioskDeviceView): KioskDevice => ({
  id: row.id,
  name: row.name,
  location_id: row.location_id,
  location_name: row.location_name,
  created_at: row.created_at,
  created_by_name: row.created_by_name,
  last_used_at: row.last_used_at,
  revoked_at: row.revoked_at,
});

const locationNotUsable = () =>
  new HttpError(
    400,
    KIOSK_MSG.kioskLocationNotUsable,
    { location_id: [KIOSK_MSG.kioskLocationNotUsable] },
    false,
    kioskCode('kioskLocationNotUsable'),
  );

/** GET /api/kiosk/locations/: the active locations with coordinates a kiosk may stand at. */
export async function kioskLocations(ctx: AppContext) {
  const rows = await listLocationRows(ctx.db);
  return rows
    .filter((r) => toBool(r.active) && r.latitude !== null && r.longitude !== null)
    .map((r) => ({ id: r.id, name: r.name, address: r.address }));
}

/**
 * POST /api/kiosk/devices/: an admin or manager registers the device in front of them at one
 * location (active, with coordinates). The token is answered once; only its hash is kept.
 */
export async function registerDevice(ctx: AppContext, req: Request & { body: KioskDeviceBody }) {
  const token = newDeviceToken();
  const id = await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    const location = await findLocationRow(trx, req.body.location_id);
    if (!location || !toBool(location.active) || location.latitude === null || location.longitude === null) {
      throw locationNotUsable();
    }
    const created = await insertDevice(trx, {
      name: req.body.name,
      location_id: location.id,
      token_hash: deviceTokenHash(token),
      created_by: req.actor.id,
      created_at: now.toISOString(),
    });
    await audit({ action: 'create', entity: 'kiosk_device', entityId: created.id, after: created });
    return created.id;
  });
  return { device: presentDevice(found(await findDevice(ctx.db, id))), token };
}

/** GET /api/kiosk/devices/: every device, revoked ones too (they keep their record). */
export async function listKioskDevices(ctx: AppContext): Promise<KioskDevice[]> {
  return (await listDevices(ctx.db)).map(presentDevice);
}

/** POST /api/kiosk/devices/{id}/revoke/: the device's token stops working at once. */
export async function revokeDevice(ctx: AppContext, req: Request & { id: number }): Promise<KioskDevice> {
  await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    const before = found(await findDevice(trx, req.id));
    if (before.revoked_at !== null) return;
    await revokeDeviceRow(trx, req.id, now.toISOString(), req.actor.id);
    await audit({
      action: 'update',
      entity: 'kiosk_device',
      entityId: req.id,
      before: { revoked_at: null },
      after: { revoked_at: now.toISOString() },
    });
  });
  return presentDevice(found(await findDevice(ctx.db, req.id)));
}
