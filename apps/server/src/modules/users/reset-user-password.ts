import { type AdminPasswordReset, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { found } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { endSessionsOf } from '../auth/end-sessions.js';
import { hashPassword, temporaryPassword } from '../auth/passwords.js';
import { setPassword } from './set-password.js';
import { findUserById } from './users.repository.js';

/**
 * POST /api/admin/users/{id}/reset-password: a temporary password shown once; the user must
 * change it at the next sign-in and every session of theirs ends now (the caller's own stays when
 * an admin resets their own password).
 */
export async function resetUserPassword(ctx: AppContext, id: number, req: ChangeRequest): Promise<AdminPasswordReset> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  return auditedChange(ctx, req, async ({ trx, now, audit }) => {
    found(await findUserById(trx, id, ctx.dialect));
    await setPassword(trx, id, { passwordHash, mustChange: true, stamp: now.toISOString() });
    const ended = await endSessionsOf(
      trx,
      id,
      'password_reset',
      now,
      id === req.actor.id ? req.actor.sessionId : undefined,
    );
    await audit({
      action: 'password_reset',
      entity: 'user',
      entityId: id,
      after: { must_change_password: true, sessions_revoked: ended },
    });
    return {
      id,
      temporary_password: password,
      must_change_password: true as const,
      sessions_revoked: ended,
      detail: MSG.passwordReset,
    };
  });
}
