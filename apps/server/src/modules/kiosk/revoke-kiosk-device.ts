import type { KioskDevice } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { found } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { presentDevice } from './kiosk.presenter.js';
import { findDevice, revokeDeviceRow } from './kiosk.repository.js';

/** POST /api/kiosk/devices/{id}/revoke/: the device's token stops working at once. */
export async function revokeKioskDevice(ctx: AppContext, req: ChangeRequest & { id: number }): Promise<KioskDevice> {
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
