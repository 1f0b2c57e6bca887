import { type LoginBody, MSG, type TokenPair } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { toBool } from '../../db/schema.js';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { findUserByEmail } from '../users/find-user.js';
import { type ClientInfo, issueSession } from './issue-session.js';
import { burnVerification, HashingBusyError, verifyPassword } from './passwords.js';

/** Sign-in attempts allowed for one account from one address within the window (15 minutes). */
export const ADDRESS_ATTEMPT_LIMIT = 10;
/** Failed sign-ins allowed for one account from all addresses together within the window. */
export const ACCOUNT_FAILURE_LIMIT = 20;

/**
 * Signs a user in with email and password (docs/product-rules.md §7 POST /api/login/).
 *
 * Attempts are counted before the password is checked (so simultaneous guesses cannot slip past
 * the count) per account and address, and per account overall (docs/security.md, ADR 0003,
 * docs/security.md). A guesser on one address locks only that address out of that account. The
 * account-wide count keeps only failures (a sign-in that succeeds takes its attempt back), so
 * guessers spread over many addresses get 20 guesses per 15 minutes in all; the lock lapses by
 * itself 15 minutes after the first failure. Unknown emails are counted and answered exactly
 * like real accounts, so the limits reveal nothing about which accounts exist.
 */
export async function login(
  ctx: AppContext,
  options: { body: LoginBody; client: ClientInfo; requestId: string },
): Promise<TokenPair> {
  const { email, password } = options.body;
  const addressKey = `login:${email}:${options.client.ip ?? 'unknown'}`;
  if ((await ctx.loginAttempts.add(addressKey)) > ADDRESS_ATTEMPT_LIMIT) throw tooManyRequests(MSG.tooManyAttempts);
  const accountKey = `login-failures:${email}`;
  if ((await ctx.loginAttempts.add(accountKey)) > ACCOUNT_FAILURE_LIMIT) throw tooManyRequests(MSG.tooManyAttempts);
  const user = await findUserByEmail(ctx.db, email);
  let valid = false;
  try {
    if (user) valid = await verifyPassword(user.password_hash, password);
    else await burnVerification(password);
  } catch (error) {
    // Refused before the password was checked (the hashing queue is full, ADR 0018): the attempt
    // is taken back, so someone retrying through a busy minute does not lock themselves out.
    if (error instanceof HashingBusyError) {
      await ctx.loginAttempts.forgive(addressKey);
      await ctx.loginAttempts.forgive(accountKey);
    }
    throw error;
  }
  if (!user || !valid) throw unauthorized(MSG.invalidCredentials);
  if (!toBool(user.is_active)) throw forbidden(MSG.accountInactive);
  await ctx.loginAttempts.reset(addressKey);
  await ctx.loginAttempts.forgive(accountKey);
  return ctx.db
    .transaction()
    .execute((trx) => issueSession(ctx, trx, user.id, { client: options.client, requestId: options.requestId }));
}
