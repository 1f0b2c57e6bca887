import type { Executor } from '../../db/database.js';
import { hasCareRecordsBy } from './care.repository.js';

/** Whether the user owns clients or wrote care records: the users feature keeps such an account. */
export const userHasCareRecords = (db: Executor, userId: number): Promise<boolean> => hasCareRecordsBy(db, userId);
