import type { AppContext } from '../../context.js';
import { lockedPins } from './kiosk.repository.js';

/** GET /api/kiosk/locked-pins/: the users whose kiosk PIN is locked (admins). */
export function listLockedKioskPins(ctx: AppContext) {
  return lockedPins(ctx.db);
}
