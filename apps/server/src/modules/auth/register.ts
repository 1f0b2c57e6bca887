import { fillMessage, MSG, type RegisterBody, type TokenPair } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import { badRequest, forbidden, unauthorized } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { claimFirstAdmin } from '../organisation/claim-first-admin.js';
import { getOrganisation } from '../organisation/read-organisation.js';
import { insertUser } from '../users/insert-user.js';
import { presentUserForAudit } from '../users/user.presenter.js';
import { mayRegister } from './auth.policy.js';
import { type ClientInfo, issueSession } from './issue-session.js';
import { hashPassword, newPasswordProblems } from './passwords.js';

export type RegisterOutcome =
  | { kind: 'first-admin'; tokens: TokenPair }
  | { kind: 'onboarded'; user: { id: number; name: string; email: string; role: string }; detail: string };

/**
 * POST /api/register/. On a database with no users the first signup creates the first admin
 * and signs them in; afterwards only a signed-in admin may create accounts, and stays signed
 * in as themselves (issue 2). The first-admin claim is a single conditional UPDATE, so two
 * simultaneous first signups cannot both become admin.
 */
export async function register(
  ctx: AppContext,
  options: { body: RegisterBody; actor: Actor | null; client: ClientInfo; requestId: string },
): Promise<RegisterOutcome> {
  const { name, email, password } = options.body;
  if (options.actor && !mayRegister(options.actor)) throw forbidden(MSG.signupAdminOnly);
  if (!options.actor) {
    // Answer a refused anonymous signup before spending an argon2 hash on it; the conditional
    // update below still decides a race between two first signups.
    const organisation = await getOrganisation(ctx.db);
    if (organisation.bootstrapped_at) throw unauthorized(MSG.signupSignIn);
  }
  const problems = newPasswordProblems(password);
  if (problems.length > 0) throw badRequest(problems[0] ?? MSG.signupFailed, { password: problems });
  const passwordHash = await hashPassword(password);
  const now = ctx.clock.now();

  try {
    return await ctx.db.transaction().execute(async (trx) => {
      let role: 'staff' | 'admin' = 'staff';
      if (!options.actor) {
        if (!(await claimFirstAdmin(trx, now))) throw unauthorized(MSG.signupSignIn);
        role = 'admin';
      }
      const user = await insertUser(trx, {
        email,
        name,
        password_hash: passwordHash,
        role,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      await writeAudit(trx, {
        actorId: options.actor?.id ?? user.id,
        action: 'create',
        entity: 'user',
        entityId: user.id,
        after: presentUserForAudit(user),
        requestId: options.requestId,
        at: now,
      });
      if (role === 'admin') {
        const tokens = await issueSession(ctx, trx, user.id, { client: options.client, requestId: options.requestId });
        return { kind: 'first-admin' as const, tokens };
      }
      return {
        kind: 'onboarded' as const,
        user: { id: user.id, name: user.name, email: user.email, role: user.role },
        detail: fillMessage('Account created for {name}.', { name: user.name }),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(MSG.emailTaken, { email: [MSG.emailTaken] });
    throw error;
  }
}
