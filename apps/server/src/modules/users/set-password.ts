import type { Executor } from '../../db/database.js';
import { replacePasswordHashIf, updateUser } from './users.repository.js';

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

/**
 * The user's own password change: written only while the stored hash is still the one the current
 * password was checked against. Answers false when another change (a second tab, a double tap) or
 * an admin's reset came first: the password typed as current is no longer the current one.
 */
export function replaceOwnPassword(
  trx: Executor,
  userId: number,
  change: { checkedHash: string; passwordHash: string; stamp: string },
): Promise<boolean> {
  return replacePasswordHashIf(trx, userId, change);
}
