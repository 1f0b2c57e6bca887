import type { Dialect, Executor } from '../../db/database.js';
import type { WorkDayRow } from '../../db/schema.js';
import { lockDay } from './workday.repository.js';

/** A shift by id, locked for the rest of the transaction on PostgreSQL (before its times are rewritten). */
export const lockShift = (trx: Executor, dialect: Dialect, id: number): Promise<WorkDayRow | undefined> =>
  lockDay(trx, id, dialect);
