import type { KioskPinStatus } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { found } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { findPin, unlockPin } from './kiosk.repository.js';
import { userAttemptKey } from './verify-kiosk-pin.js';

/** POST /api/kiosk/locked-pins/{id}/unlock/: an admin unlocks a user's kiosk PIN (failures back to 0). */
export async function unlockKioskPin(
  ctx: AppContext,
  req: ChangeRequest & { userId: number },
): Promise<KioskPinStatus> {
  await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    const before = found(await findPin(trx, req.userId));
    await unlockPin(trx, req.userId, now.toISOString());
    await audit({
      action: 'update',
      entity: 'kiosk_pin',
      entityId: req.userId,
      before: { failures: before.failures, locked_at: before.locked_at },
      after: { failures: 0, locked_at: null, unlocked: true },
    });
  });
  await ctx.loginAttempts.reset(userAttemptKey(req.userId));
  return { has_pin: true, locked: false };
}
