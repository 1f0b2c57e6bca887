import { type AdminUserCreateBody, type AdminUserCreated, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { hashPassword, newPasswordProblems, temporaryPassword } from '../auth/passwords.js';
import { recordRateFromUserRecord } from '../payroll/record-user-rate.js';
import {
  checkLinks,
  emailTaken,
  locationChanges,
  readUserRecord,
  userChanges,
  writeSettings,
} from './user-accounts.js';
import { insertUser } from './users.repository.js';

/**
 * POST /api/admin/users: a new account. Without a password a temporary one is generated, returned
 * once, and must be changed at the first sign-in.
 */
export async function createUser(
  ctx: AppContext,
  body: AdminUserCreateBody,
  req: ChangeRequest,
): Promise<AdminUserCreated> {
  const generated = body.password === undefined ? temporaryPassword() : null;
  const password = generated ?? body.password ?? '';
  if (!generated) {
    const problems = newPasswordProblems(password);
    if (problems.length > 0) throw fieldError('password', problems[0] ?? MSG.signupFailed);
  }
  const passwordHash = await hashPassword(password);
  const id = await auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      await checkLinks(trx, body, null);
      const created = await insertUser(trx, {
        role: 'staff',
        ...userChanges(body),
        ...(await locationChanges(trx, body, null)),
        name: body.name,
        email: body.email,
        password_hash: passwordHash,
        must_change_password: generated !== null,
        created_at: stamp,
        updated_at: stamp,
      });
      await writeSettings(trx, created.id, body, stamp);
      if (body.hourly_rate_cents !== undefined) {
        await recordRateFromUserRecord(trx, ctx.dialect, created.id, body.hourly_rate_cents, req.actor.id, now);
      }
      await audit({
        action: 'create',
        entity: 'user',
        entityId: created.id,
        after: { ...(await readUserRecord(trx, created.id)), password_generated: generated !== null },
      });
      return created.id;
    },
    emailTaken,
  );
  return { ...(await readUserRecord(ctx.db, id)), temporary_password: generated };
}
