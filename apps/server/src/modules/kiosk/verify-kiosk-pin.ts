import { KIOSK_MSG, KIOSK_PIN_FAILURE_LIMIT, kioskCode, type Language } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { badRequest, forbidden, tooManyRequests } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { burnVerification, HashingBusyError, verifyPassword } from '../auth/passwords.js';
import { clearPinFailures, countFailure, findRosterUser, type KioskDeviceView } from './kiosk.repository.js';

/** The attempt counter key of one user's kiosk PIN (a new or unlocked PIN takes it back). */
export const userAttemptKey = (userId: number) => `kiosk-pin:user:${userId}`;

/** Wrong PINs one device may take within the attempt window (15 minutes) before it must wait. */
export const DEVICE_FAILURE_LIMIT = 20;

export interface KioskUser {
  actor: Actor;
  name: string;
  /** The language the person chose (Settings), null for none (docs/decisions/0020-spanish.md). */
  language: Language | null;
}

const wrongPin = () =>
  badRequest(KIOSK_MSG.kioskPinWrong, { pin: [KIOSK_MSG.kioskPinWrong] }, kioskCode('kioskPinWrong'));
const lockedPin = () => forbidden(KIOSK_MSG.kioskPinLocked, kioskCode('kioskPinLocked'));
const tooMany = () => tooManyRequests(KIOSK_MSG.kioskTooManyAttempts, kioskCode('kioskTooManyAttempts'));
const busy = () => tooManyRequests(KIOSK_MSG.kioskPinBusy, kioskCode('kioskPinBusy'));

/**
 * Establishes who is at a kiosk from a roster id and their kiosk PIN (docs/security.md "Kiosk").
 * - An id that is not on the device's roster (unknown, inactive, no PIN) is answered exactly like
 *   a wrong PIN, after the same hashing work, so a device learns nothing beyond its roster.
 * - Attempts are counted before the PIN is checked, per device (20 wrong in 15 minutes) and per
 *   user (5 in 15 minutes), in Redis when the server has one, so simultaneous guesses cannot pass
 *   the lock; a right PIN takes them back. A user's count can pass the limit with their PIN not
 *   locked only while attempts are still being checked (five wrong ones lock it, a right one
 *   takes the count back): those are refused unchecked as busy (429 `kiosk_pin_busy`, "try again
 *   in a moment"), not as too many wrong PINs, which a kiosk resending a right PIN never typed.
 * - Five wrong PINs in a row lock the user's kiosk PIN (kiosk_pins.locked_at) until an admin
 *   unlocks it or the user sets a new PIN; a locked PIN is refused without being checked.
 * - Every refusal writes a `kiosk_pin_refused` audit row, and the lock a `kiosk_pin_locked` row.
 */
export async function verifyKioskPin(
  ctx: AppContext,
  device: KioskDeviceView,
  body: { user_id: number; pin: string },
  requestId: string,
): Promise<KioskUser> {
  const refused = (actorId: number | null, code: string) =>
    writeAudit(ctx.db, {
      actorId,
      action: 'kiosk_pin_refused',
      entity: 'kiosk_device',
      entityId: device.id,
      after: { user_id: body.user_id, code },
      requestId,
      at: ctx.clock.now(),
    });
  const deviceKey = `kiosk-pin:device:${device.id}`;
  if ((await ctx.loginAttempts.add(deviceKey)) > DEVICE_FAILURE_LIMIT) {
    await refused(null, kioskCode('kioskTooManyAttempts'));
    throw tooMany();
  }
  const user = await findRosterUser(ctx.db, body.user_id);
  if (user?.locked_at) {
    await ctx.loginAttempts.forgive(deviceKey);
    await refused(user.id, kioskCode('kioskPinLocked'));
    throw lockedPin();
  }
  const userKey = userAttemptKey(body.user_id);
  if (user && (await ctx.loginAttempts.add(userKey)) > KIOSK_PIN_FAILURE_LIMIT) {
    await ctx.loginAttempts.forgive(deviceKey);
    await ctx.loginAttempts.forgive(userKey);
    await refused(user.id, kioskCode('kioskPinBusy'));
    throw busy();
  }
  let valid = false;
  try {
    if (user) valid = await verifyPassword(user.pin_hash, body.pin);
    else await burnVerification(body.pin);
  } catch (error) {
    if (error instanceof HashingBusyError) {
      await ctx.loginAttempts.forgive(deviceKey);
      if (user) await ctx.loginAttempts.forgive(userKey);
    }
    throw error;
  }
  if (!user) {
    await refused(null, kioskCode('kioskPinWrong'));
    throw wrongPin();
  }
  if (!valid) {
    const now = ctx.clock.now();
    const { lockedNow } = await ctx.db.transaction().execute(async (trx) => {
      const counted = await countFailure(trx, user.id, KIOSK_PIN_FAILURE_LIMIT, now.toISOString());
      const audit = (action: 'kiosk_pin_refused' | 'kiosk_pin_locked', after: unknown) =>
        writeAudit(trx, {
          actorId: user.id,
          action,
          entity: 'kiosk_device',
          entityId: device.id,
          after,
          requestId,
          at: now,
        });
      await audit('kiosk_pin_refused', {
        user_id: user.id,
        code: kioskCode('kioskPinWrong'),
        failures: counted.failures,
      });
      if (counted.lockedNow) await audit('kiosk_pin_locked', { user_id: user.id, failures: counted.failures });
      return counted;
    });
    throw lockedNow ? lockedPin() : wrongPin();
  }
  await ctx.loginAttempts.reset(userKey);
  await ctx.loginAttempts.forgive(deviceKey);
  if (user.failures > 0) {
    await clearPinFailures(ctx.db, user.id);
  }
  return {
    actor: { id: user.id, role: user.role, sessionId: `kiosk-device:${device.id}` },
    name: user.name,
    language: user.language,
  };
}
