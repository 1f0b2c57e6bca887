import type { Dialect, Executor } from '../../db/database.js';
import { findUserById, updateCurrentRate, usersWithRateDue } from './users.repository.js';

/**
 * Keeps the user's current hourly rate (what the screens show) equal to the rate in effect today,
 * with the date it next changes, inside the caller's transaction: the payroll feature works both
 * out from the rate history (payroll/current-rate.ts). `stamp` is the user's new `updated_at`, or
 * null when the rate only caught up with the history (a read that found its date reached): the
 * record did not change then.
 */
export const setCurrentRate = (
  trx: Executor,
  userId: number,
  rate: { cents?: number; nextDate: string | null },
  stamp: string | null,
): Promise<void> => updateCurrentRate(trx, userId, rate, stamp);

/**
 * Locks the user's row (PostgreSQL) before their rate history is read and their current rate
 * written, so that two refreshes, or a refresh and a rate being added, run one after the other
 * and the later one reads the history the earlier one committed.
 */
export async function lockForRate(trx: Executor, dialect: Dialect, userId: number): Promise<void> {
  await findUserById(trx, userId, dialect);
}

/** The users whose current rate changes on or before `today`. */
export const usersWhoseRateIsDue = (db: Executor, today: string): Promise<number[]> =>
  usersWithRateDue(db, today).then((rows) => rows.map((row) => row.id));
