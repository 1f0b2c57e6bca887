import type { KioskDevice } from '@daybook/domain';
import type { KioskDeviceView } from './kiosk.repository.js';

/** A registered device as the monitoring page lists it (its token never leaves the server). */
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
