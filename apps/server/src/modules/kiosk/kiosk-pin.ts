import { isTrivialKioskPin, KIOSK_MSG, type KioskPinBody, type KioskPinStatus, kioskCode, MSG } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { badRequest, found } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { findUserById } from '../users/user-records.js';
import { deletePin, findPin, lockedPins, unlockPin, upsertPin } from './kiosk.repository.js';

interface Request {
  actor: Actor;
  requestId: string;
}

/** The attempt counter key of one user's kiosk PIN (verify-kiosk-pin.ts). */
export const userAttemptKey = (userId: number) => `kiosk-pin:user:${userId}`;

/** GET /api/profile/kiosk-pin/: whether the caller has a kiosk PIN and whether it is locked. */
export async function kioskPinStatus(ctx: AppContext, actor: Actor): Promise<KioskPinStatus> {
  const pin = await findPin(ctx.db, actor.id);
  return { has_pin: pin !== undefined, locked: pin?.locked_at != null };
}

/**
 * PUT /api/profile/kiosk-pin/: the current password confirms; a trivially guessable PIN is
 * refused (`kiosk_pin_too_simple`); a new PIN starts with no failures and unlocks a locked one;
 * null removes the PIN (the user leaves every kiosk roster).
 */
export async function setKioskPin(ctx: AppContext, req: Request & { body: KioskPinBody }): Promise<KioskPinStatus> {
  const user = found(await findUserById(ctx.db, req.actor.id));
  const { pin } = req.body;
  if (pin !== null && isTrivialKioskPin(pin)) {
    throw badRequest(
      KIOSK_MSG.kioskPinTooSimple,
      { pin: [KIOSK_MSG.kioskPinTooSimple] },
      kioskCode('kioskPinTooSimple'),
    );
  }
  if (!(await verifyPassword(user.password_hash, req.body.current_password))) {
    throw badRequest(MSG.currentPasswordWrong, { current_password: [MSG.currentPasswordWrong] });
  }
  const pinHash = pin === null ? null : await hashPassword(pin);
  await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    const before = await findPin(trx, user.id);
    const stamp = now.toISOString();
    if (pinHash === null) {
      await deletePin(trx, user.id);
    } else {
      await upsertPin(trx, user.id, pinHash, stamp);
    }
    await audit({
      action: 'update',
      entity: 'kiosk_pin',
      entityId: user.id,
      before: before ? { kiosk_pin: 'set', locked: before.locked_at !== null } : { kiosk_pin: 'none' },
      after: { kiosk_pin: pinHash ? 'set' : 'removed', locked: false },
    });
  });
  await ctx.loginAttempts.reset(userAttemptKey(user.id));
  return { has_pin: pinHash !== null, locked: false };
}

/** GET /api/kiosk/locked-pins/: the users whose kiosk PIN is locked (admins). */
export function listLockedPins(ctx: AppContext) {
  return lockedPins(ctx.db);
}

/** POST /api/kiosk/locked-pins/{id}/unlock/: an admin unlocks a user's kiosk PIN (failures back to 0). */
export async function unlockKioskPin(ctx: AppContext, req: Request & { userId: number }): Promise<KioskPinStatus> {
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
