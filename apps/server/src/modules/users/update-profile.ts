import { MSG, type Profile, type ProfileUpdateBody } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import type { UserUpdate } from '../../db/schema.js';
import { badRequest, forbidden, unauthorized } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { verifyPassword } from '../auth/passwords.js';
import { locationNameById } from '../location-trust/location-name.js';
import { requireLocation } from '../location-trust/require-location.js';
import { presentProfile, presentUserForAudit } from './user.presenter.js';
import { mayChangeOwnPayrollId } from './users.policy.js';
import { findUserById, updateUser } from './users.repository.js';

/**
 * PUT /api/profile/ (docs/product-rules.md §7): stores name, email, phone, location, payrollId, providerId and
 * status of the signed-in user. Fields left out of the body keep their value.
 *
 * The email is the sign-in name, so changing it needs the current password (a session left open
 * on a shared computer cannot take the account over). An address already in use is refused with
 * a message that does not say another account holds it; only someone who proved the password
 * gets that far (issue 10 item 14).
 *
 * The payroll ID goes into the payroll export (docs/payroll-rules.md), so only an admin changes it:
 * anyone else sending a different one is refused (403 `payroll_id_admin_only`) and nothing is
 * saved; the same value, as the existing client sends back what it read, is accepted.
 */
export async function updateProfile(
  ctx: AppContext,
  options: { actor: Actor; body: ProfileUpdateBody; requestId: string },
): Promise<Profile> {
  const { body } = options;
  const current = await findUserById(ctx.db, options.actor.id);
  if (!current) throw unauthorized(MSG.sessionEnded);
  if (body.email !== current.email) {
    if (!body.current_password) {
      throw badRequest(MSG.emailChangeNeedsPassword, { current_password: [MSG.emailChangeNeedsPassword] });
    }
    if (!(await verifyPassword(current.password_hash, body.current_password))) {
      throw badRequest(MSG.currentPasswordWrong, { current_password: [MSG.currentPasswordWrong] });
    }
  }
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const before = await findUserById(trx, options.actor.id, ctx.dialect);
      if (!before) throw unauthorized(MSG.sessionEnded);
      const changes: UserUpdate = { name: body.name, email: body.email, updated_at: now.toISOString() };
      if (body.phone !== undefined) changes.phone = body.phone;
      if (body.location !== undefined) {
        // any admin console location (ADR 0028): 400 location_unknown / location_inactive
        const location =
          body.location === null ? null : await requireLocation(trx, body.location, { current: before.location });
        changes.location = location?.code ?? null;
        changes.location_id = location?.id ?? null;
      }
      if (body.payrollId !== undefined && body.payrollId !== (before.payroll_id?.trim() || null)) {
        if (!mayChangeOwnPayrollId(options.actor)) throw forbidden(MSG.payrollIdAdminOnly);
        changes.payroll_id = body.payrollId;
      }
      if (body.providerId !== undefined) changes.provider_id = body.providerId;
      if (body.status !== undefined) changes.status = body.status;
      const after = await updateUser(trx, before.id, changes);
      await writeAudit(trx, {
        actorId: options.actor.id,
        action: 'update',
        entity: 'user',
        entityId: before.id,
        before: presentUserForAudit(before),
        after: presentUserForAudit(after),
        requestId: options.requestId,
        at: now,
      });
      return presentProfile(after, await locationNameById(trx, after.location_id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(MSG.emailUnavailable, { email: [MSG.emailUnavailable] });
    throw error;
  }
}
