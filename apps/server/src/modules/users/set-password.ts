import type { Executor } from '../../db/database.js';
import { updateUser } from './users.repository.js';

export { replaceOwnPassword } from './users.repository.js';

/**
 * Sets a user's password hash inside the caller's transaction: an admin's temporary password
 * (reset-user-password.ts, `mustChange` true). The user's own change goes through
 * replaceOwnPassword. The caller ends the sessions and writes the audit row.
 */
export async function setPassword(
  trx: Executor,
  userId: number,
  change: { passwordHash: string; mustChange: boolean; stamp: string },
): Promise<void> {
  await updateUser(trx, userId, {
    password_hash: change.passwordHash,
    must_change_password: change.mustChange,
    updated_at: change.stamp,
  });
}
