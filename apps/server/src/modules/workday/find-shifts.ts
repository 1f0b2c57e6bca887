import type { Executor } from '../../db/database.js';
import type { WorkDayRow } from '../../db/schema.js';
import * as repository from './workday.repository.js';

/** The employee's shifts on a work date, earliest check-in first (a correction request picks its shift among them). */
export const findShiftsOn = (db: Executor, userId: number, workDate: string): Promise<WorkDayRow[]> =>
  repository.findShiftsOn(db, userId, workDate);

/** The recorded pauses of some shifts, by shift id, earliest first (a correction request's proposed shift is paid less them). */
export async function pausesByShift(
  db: Executor,
  shiftIds: readonly number[],
): Promise<Map<number, { paused_at: string; resumed_at: string | null }[]>> {
  const byShift = new Map<number, { paused_at: string; resumed_at: string | null }[]>();
  for (const pause of await repository.findPauses(db, [...new Set(shiftIds)])) {
    const list = byShift.get(pause.work_day_id) ?? [];
    list.push(pause);
    byShift.set(pause.work_day_id, list);
  }
  return byShift;
}
