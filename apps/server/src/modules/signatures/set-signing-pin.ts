import { isTrivialPin, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { badRequest, found } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { findUserById } from '../users/find-user.js';
import { setSigningPinHash } from '../users/set-signing-pin.js';
import type { SignRequest } from './signer.js';

/**
 * PUT /api/profile/signing-pin/: the current password confirms; a trivially guessable PIN is
 * refused (`signing_pin_too_simple`, the kiosk PIN's rule); a null PIN removes it.
 */
export async function setSigningPin(
  ctx: AppContext,
  req: SignRequest & { body: { current_password: string; pin: string | null } },
): Promise<{ detail: string }> {
  const user = found(await findUserById(ctx.db, req.actor.id));
  // the body's schema has already refused a PIN that is not 6 to 12 digits
  if (req.body.pin !== null && isTrivialPin(req.body.pin)) {
    throw badRequest(MSG.signingPinTooSimple, { pin: [MSG.signingPinTooSimple] });
  }
  if (!(await verifyPassword(user.password_hash, req.body.current_password))) {
    throw badRequest(MSG.currentPasswordWrong, { current_password: [MSG.currentPasswordWrong] });
  }
  const pinHash = req.body.pin === null ? null : await hashPassword(req.body.pin);
  await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    await setSigningPinHash(trx, user.id, pinHash, now.toISOString());
    await audit({
      action: 'update',
      entity: 'user',
      entityId: user.id,
      after: { signing_pin: pinHash ? 'set' : 'removed' },
    });
  });
  return { detail: pinHash ? MSG.signingPinSaved : MSG.signingPinRemoved };
}
