import type { Executor } from '../../db/database.js';
import { updateCurrentRate, usersWithRateDue } from './users.repository.js';

/**
 * Keeps the user's current hourly rate (what the screens show) equal to the rate in effect today,
 * with the date it next changes, inside the caller's transaction: the payroll feature works both
 * out from the rate history (payroll/current-rate.ts).
 */
export const setCurrentRate = (
  trx: Executor,
  userId: number,
  rate: { cents?: number; nextDate: string | null },
  stamp: string,
): Promise<void> => updateCurrentRate(trx, userId, rate, stamp);

/** The users whose current rate changes on or before `today`. */
export const usersWhoseRateIsDue = (db: Executor, today: string): Promise<number[]> =>
  usersWithRateDue(db, today).then((rows) => rows.map((row) => row.id));
