import type { AppContext } from '../../context.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import type { KioskDeviceView } from './kiosk.repository.js';

/** GET /api/kiosk/device/: the calling device's name, location and the organisation's zone. */
export async function getKioskDevice(ctx: AppContext, device: KioskDeviceView) {
  return {
    id: device.id,
    name: device.name,
    location_name: device.location_name,
    time_zone: await organisationTimeZone(ctx.db),
  };
}
