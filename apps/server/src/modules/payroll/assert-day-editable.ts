import { MSG, payPeriodFor } from '@daybook/domain';
import type { Dialect, Executor } from '../../db/database.js';
import { conflict } from '../../lib/http-error.js';
import { lockTimecard } from './payroll.repository.js';

/**
 * Every change to a work day calls this inside its transaction before it writes: it takes the
 * day's timecard lock (the one approval takes) and refuses with 409 `timecard_locked` when that
 * timecard is approved. So an edit and an approval never interleave: either the edit lands
 * before the approval reads the figures, or the approval lands first and the edit is refused.
 */
export async function assertDayEditable(
  trx: Executor,
  dialect: Dialect,
  userId: number,
  workDate: string,
  now: Date,
  errorField = false,
): Promise<void> {
  const period = payPeriodFor(workDate);
  const card = await lockTimecard(
    trx,
    dialect,
    userId,
    { start: period.start_date, end: period.end_date },
    now.toISOString(),
  );
  if (card.status === 'approved') throw conflict(MSG.timecardLocked, errorField);
}
