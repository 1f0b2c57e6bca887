import type { Executor } from '../../db/database.js';
import { updateCurrentRate } from './users.repository.js';

/**
 * Keeps the user's current hourly rate (what the dashboard shows) equal to the rate in effect
 * today, inside the caller's transaction: the payroll feature calls it when a rate is added
 * (payroll/add-rate.ts).
 */
export const setCurrentRate = (trx: Executor, userId: number, cents: number, stamp: string): Promise<void> =>
  updateCurrentRate(trx, userId, cents, stamp);
