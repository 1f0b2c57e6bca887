import { MSG, payPeriodFor } from '@daybook/domain';
import type { Dialect, Executor } from '../../db/database.js';
import type { BoundQuery } from '../../db/prepared.js';
import { conflict } from '../../lib/http-error.js';
import { lockedCard, lockTimecard, type TimecardRow, timecardLockQuery } from './payroll.repository.js';

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
  refuseApproved(card, errorField);
}

function refuseApproved(card: Pick<TimecardRow, 'status'>, errorField = false): void {
  if (card.status === 'approved') throw conflict(MSG.timecardLocked, errorField);
}

/**
 * assertDayEditable's lock as a query for a caller that sends it with others (`inOneTrip`,
 * db/prepared.ts; the clock actions): pass its rows to `refuseApprovedCard` before writing.
 */
export function dayTimecardLock(
  trx: Executor,
  dialect: Dialect,
  userId: number,
  workDate: string,
  now: Date,
): Promise<BoundQuery<TimecardRow>> {
  const period = payPeriodFor(workDate);
  return timecardLockQuery(trx, dialect, userId, { start: period.start_date, end: period.end_date }, now.toISOString());
}

/** assertDayEditable's refusal, of the rows `dayTimecardLock` answered. */
export function refuseApprovedCard(rows: readonly TimecardRow[], errorField = false): void {
  refuseApproved(lockedCard(rows), errorField);
}

export type { TimecardRow };
