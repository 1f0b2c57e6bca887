import type { Executor } from '../../db/database.js';
import { hasMemberHistoryOf } from './members.repository.js';

/** Whether the user provided visits or has members: the users feature keeps such an account. */
export const userHasMemberHistory = (db: Executor, userId: number): Promise<boolean> => hasMemberHistoryOf(db, userId);
