import { isTrivialKioskPin, KIOSK_MSG, type KioskPinBody, type KioskPinStatus, kioskCode, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { badRequest, found } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { findUserById } from '../users/find-user.js';
import { deletePin, findPin, upsertPin } from './kiosk.repository.js';
import { userAttemptKey } from './verify-kiosk-pin.js';

/**
 * PUT /api/profile/kiosk-pin/: the current password confirms; a trivially guessable PIN is
 * refused (`kiosk_pin_too_simple`); a new PIN starts with no failures and unlocks a locked one;
 * null removes the PIN (the user leaves every kiosk roster).
 */
export async function setKioskPin(
  ctx: AppContext,
  req: ChangeRequest & { body: KioskPinBody },
): Promise<KioskPinStatus> {
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
