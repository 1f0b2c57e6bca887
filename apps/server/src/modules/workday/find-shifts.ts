import type { Executor } from '../../db/database.js';
import type { WorkDayRow } from '../../db/schema.js';
import * as repository from './workday.repository.js';

/** The employee's shifts on a work date, earliest check-in first (a correction request picks its shift among them). */
export const findShiftsOn = (db: Executor, userId: number, workDate: string): Promise<WorkDayRow[]> =>
  repository.findShiftsOn(db, userId, workDate);
