import type { Executor } from '../../db/database.js';
import { updateUser } from './users.repository.js';

/**
 * Sets the credentials/title a user's future signatures show (null: by role), inside the
 * caller's transaction (signatures/set-signing-title.ts, which writes the audit row).
 */
export async function setUserSigningTitle(
  trx: Executor,
  userId: number,
  title: string | null,
  stamp: string,
): Promise<void> {
  await updateUser(trx, userId, { signing_title: title, updated_at: stamp });
}
