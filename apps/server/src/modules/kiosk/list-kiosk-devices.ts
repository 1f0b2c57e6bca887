import type { KioskDevice } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { presentDevice } from './kiosk.presenter.js';
import { listDevices } from './kiosk.repository.js';

/** GET /api/kiosk/devices/: every device, revoked ones too (they keep their record). */
export async function listKioskDevices(ctx: AppContext): Promise<KioskDevice[]> {
  return (await listDevices(ctx.db)).map(presentDevice);
}
