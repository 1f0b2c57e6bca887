import type { Dialect, Executor } from '../../db/database.js';
import * as repository from './workday.repository.js';

/** What the corrections feature reads and locks of an employee's shifts. */

/** Locks the employee for the rest of the transaction (one writer of their days at a time). */
export const lockUser = (trx: Executor, dialect: Dialect, userId: number) => repository.lockUser(trx, dialect, userId);

/** The employee's shifts on a work date. */
export const findShiftsOn = (db: Executor, userId: number, workDate: string) =>
  repository.findShiftsOn(db, userId, workDate);
