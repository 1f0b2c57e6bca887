import type { AppContext } from '../../context.js';
import { toBool } from '../../db/schema.js';
import { listLocationRows } from '../location-trust/find-program-locations.js';

/** GET /api/kiosk/locations/: the active locations with coordinates a kiosk may stand at. */
export async function listKioskLocations(ctx: AppContext) {
  const rows = await listLocationRows(ctx.db);
  return rows
    .filter((r) => toBool(r.active) && r.latitude !== null && r.longitude !== null)
    .map((r) => ({ id: r.id, name: r.name, address: r.address }));
}
