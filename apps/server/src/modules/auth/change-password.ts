import { type ChangePasswordBody, MSG } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { badRequest, HttpError, unauthorized } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { findUserById } from '../users/find-user.js';
import { replaceOwnPassword } from '../users/set-password.js';
import { hashPassword, newPasswordProblems, verifyPassword } from './passwords.js';
import { endUserSessions } from './sessions.repository.js';

/**
 * POST /api/change-password/ (docs/product-rules.md §5, §7). On success every other session of the user ends
 * (a stolen session cannot outlive the change); the caller's own session goes on. Of simultaneous
 * changes from one current password only the first is written; the others are told the current
 * password is wrong, as it now is.
 */
export async function changePassword(
  ctx: AppContext,
  options: { actor: Actor; body: ChangePasswordBody; requestId: string },
): Promise<{ detail: string }> {
  const { current_password, new_password } = options.body;
  const user = await findUserById(ctx.db, options.actor.id);
  if (!user) throw unauthorized(MSG.sessionEnded);
  if (!(await verifyPassword(user.password_hash, current_password))) {
    throw badRequest(MSG.currentPasswordWrong, { current_password: [MSG.currentPasswordWrong] });
  }
  const problems = newPasswordProblems(new_password);
  if (new_password === current_password) problems.push(MSG.passwordSameAsCurrent);
  // One problem names its own code (`password_min12`, `password_common` …); several are a
  // validation failure on the field (docs/api-errors.md), never the status's bare `bad_request`.
  if (problems.length === 1) throw badRequest(problems.join(' '), { new_password: problems });
  if (problems.length > 1) {
    throw new HttpError(400, problems.join(' '), { new_password: problems }, false, 'validation_failed', {
      fields: ['new_password'],
    });
  }

  const passwordHash = await hashPassword(new_password);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const changed = await replaceOwnPassword(trx, user.id, {
      checkedHash: user.password_hash,
      passwordHash,
      stamp: now.toISOString(),
    });
    if (!changed) throw badRequest(MSG.currentPasswordWrong, { current_password: [MSG.currentPasswordWrong] });
    const ended = await endUserSessions(trx, user.id, 'password_change', now, options.actor.sessionId);
    await writeAudit(trx, {
      actorId: user.id,
      action: 'password_change',
      entity: 'user',
      entityId: user.id,
      after: { other_sessions_ended: ended },
      requestId: options.requestId,
      at: now,
    });
  });
  return { detail: MSG.passwordChanged };
}
