import { localDateOf, MSG, workDayStatus } from '@daybook/domain';
import type { Dialect, Executor } from '../../db/database.js';
import type { WorkDayRow } from '../../db/schema.js';
import { conflict } from '../../lib/http-error.js';
import { lockUser, shiftsNear } from './workday.repository.js';

/** What writing a shift's times on another feature's behalf needs: the caller's transaction and clock. */
export interface ShiftWrite {
  trx: Executor;
  dialect: Dialect;
  now: Date;
  /** The organisation's time zone: a shift's work date is its check-in's local date. */
  zone: string;
}

/**
 * Where a shift's time runs: to its check-out; an open shift In Progress to now, a Missing one (a
 * forgotten check-out) only at its check-in, so it never blocks the shifts after it.
 */
function shiftEnd(
  w: Pick<ShiftWrite, 'now' | 'zone'>,
  shift: Pick<WorkDayRow, 'work_date' | 'check_in_at' | 'check_out_at'>,
) {
  if (shift.check_out_at !== null) return Date.parse(shift.check_out_at);
  const status = workDayStatus(shift, w.now, localDateOf(w.now, w.zone));
  return status === 'In Progress'
    ? Math.max(w.now.getTime(), Date.parse(shift.check_in_at))
    : Date.parse(shift.check_in_at);
}

/**
 * A user's shifts may not overlap (split shifts, docs/decisions/0027-split-shifts.md): 409
 * `shift_overlap` when the shift's time meets another of theirs (touching ends are fine). The
 * user's row is locked first on PostgreSQL, as a check-in locks it, so two writes of the same
 * person's shifts run one after the other.
 */
export async function assertNoOverlap(
  w: ShiftWrite,
  userId: number,
  exceptId: number,
  workDate: string,
  checkIn: string,
  checkOut: string | null,
): Promise<void> {
  await lockUser(w.trx, w.dialect, userId);
  const start = Date.parse(checkIn);
  const end = shiftEnd(w, { work_date: workDate, check_in_at: checkIn, check_out_at: checkOut });
  for (const other of await shiftsNear(w.trx, userId, exceptId, checkOut ?? w.now.toISOString())) {
    const otherStart = Date.parse(other.check_in_at);
    const otherEnd = shiftEnd(w, other);
    const overlaps =
      start === end
        ? otherStart < start && start < otherEnd
        : otherStart < end && start < Math.max(otherEnd, otherStart + 1);
    if (overlaps) throw conflict(MSG.shiftOverlap);
  }
}
