import type { AdminUser } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { refreshDueRates } from '../payroll/current-rate.js';
import { readUserRecord } from './user-accounts.js';

/** GET /api/admin/users/{id}: with the rate in effect today (payroll/current-rate.ts). */
export async function getUser(ctx: AppContext, id: number): Promise<AdminUser> {
  await refreshDueRates(ctx);
  return readUserRecord(ctx.db, id);
}
