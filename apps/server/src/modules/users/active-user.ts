import { MSG } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { toBool } from '../../db/schema.js';
import { fieldError } from '../../lib/http-error.js';
import { findUserById } from './users.repository.js';

/** An active user id (a client's owner, a member's assigned staff member), else a 400 on the field. */
export async function requireActiveUser(db: Executor, id: number, field: string): Promise<void> {
  const user = await findUserById(db, id);
  if (!user || !toBool(user.is_active)) throw fieldError(field, MSG.providerUnknown);
}
