import { type LoginBody, MSG, type TokenPair } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { toBool } from '../../db/schema.js';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { findUserByEmail } from '../users/users.repository.js';
import { type ClientInfo, issueSession } from './issue-session.js';
import { burnVerification, verifyPassword } from './passwords.js';

/** Failed sign-ins allowed per account within the counter's window (15 minutes) before refusing. */
export const ACCOUNT_FAILURE_LIMIT = 10;

/**
 * Signs a user in with email and password (spec §7 POST /api/login/). Failed attempts are
 * counted per account; the count lapses after the window, so an attacker cannot lock a real
 * user out for long (DESIGN §6).
 */
export async function login(
  ctx: AppContext,
  options: { body: LoginBody; client: ClientInfo; requestId: string },
): Promise<TokenPair> {
  const { email, password } = options.body;
  const throttleKey = `login:${email}`;
  if ((await ctx.loginFailures.count(throttleKey)) >= ACCOUNT_FAILURE_LIMIT) {
    throw tooManyRequests(MSG.tooManyAttempts);
  }
  const user = await findUserByEmail(ctx.db, email);
  let valid = false;
  if (user) valid = await verifyPassword(user.password_hash, password);
  else await burnVerification(password);
  if (!user || !valid) {
    await ctx.loginFailures.add(throttleKey);
    throw unauthorized(MSG.invalidCredentials);
  }
  if (!toBool(user.is_active)) throw forbidden(MSG.accountInactive);
  await ctx.loginFailures.reset(throttleKey);
  return ctx.db.transaction().execute(async (trx) => {
    const { sessionId, tokens } = await issueSession(ctx, trx, user.id, options.client);
    await writeAudit(trx, {
      actorId: user.id,
      action: 'login',
      entity: 'session',
      entityId: sessionId,
      requestId: options.requestId,
      at: ctx.clock.now(),
    });
    return tokens;
  });
}
