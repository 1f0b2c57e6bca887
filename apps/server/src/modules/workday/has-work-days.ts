import type { Executor } from '../../db/database.js';
import { hasWorkDays } from './workday.repository.js';

/** Whether the user has work days: the users feature keeps such an account (deactivate instead). */
export const userHasWorkDays = (db: Executor, userId: number): Promise<boolean> => hasWorkDays(db, userId);
