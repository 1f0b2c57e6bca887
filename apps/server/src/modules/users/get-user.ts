import type { AdminUser } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { readUserRecord } from './user-accounts.js';

/** GET /api/admin/users/{id}. */
export const getUser = (ctx: AppContext, id: number): Promise<AdminUser> => readUserRecord(ctx.db, id);
