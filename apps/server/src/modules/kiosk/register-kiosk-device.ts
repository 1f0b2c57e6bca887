import { KIOSK_MSG, type KioskDeviceBody, kioskCode } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { toBool } from '../../db/schema.js';
import { found, HttpError } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { findLocationRow } from '../location-trust/find-program-locations.js';
import { deviceTokenHash, newDeviceToken } from './device-token.js';
import { presentDevice } from './kiosk.presenter.js';
import { findDevice, insertDevice } from './kiosk.repository.js';

const locationNotUsable = () =>
  new HttpError(
    400,
    KIOSK_MSG.kioskLocationNotUsable,
    { location_id: [KIOSK_MSG.kioskLocationNotUsable] },
    false,
    kioskCode('kioskLocationNotUsable'),
  );

/**
 * POST /api/kiosk/devices/: an admin or manager registers the device in front of them at one
 * location (active, with coordinates). The token is answered once; only its hash is kept.
 */
export async function registerKioskDevice(ctx: AppContext, req: ChangeRequest & { body: KioskDeviceBody }) {
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
