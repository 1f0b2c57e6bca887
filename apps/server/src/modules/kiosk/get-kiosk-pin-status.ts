import type { KioskPinStatus } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { findPin } from './kiosk.repository.js';

/** GET /api/profile/kiosk-pin/: whether the caller has a kiosk PIN and whether it is locked. */
export async function getKioskPinStatus(ctx: AppContext, actor: Actor): Promise<KioskPinStatus> {
  const pin = await findPin(ctx.db, actor.id);
  return { has_pin: pin !== undefined, locked: pin?.locked_at != null };
}
