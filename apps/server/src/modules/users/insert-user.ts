import type { Executor } from '../../db/database.js';
import type { NewUser } from '../../db/schema.js';
import * as repository from './users.repository.js';

/**
 * Creates a user record inside the caller's transaction and answers the row: registration
 * (auth/register.ts) calls it, the caller writes the audit row.
 */
export const insertUser = (trx: Executor, user: NewUser) => repository.insertUser(trx, user);
