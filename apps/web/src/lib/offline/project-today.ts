import {
  displayDate,
  exactWorkedTime,
  localDateOf,
  type PauseSpan,
  pausedSecondsUntil,
  type WorkDayStatus,
  weekdayName,
  workDayStatus,
} from '@daybook/domain';
import type { QueuedAction } from './queue-store';

/** One shift of the day (a `shifts` row of GET /api/attendance/today/) as the queued work-day actions change it. */
export interface ShiftState {
  id: number | null;
  date: string;
  work_date: string;
  day: string;
  check_in: string | null;
  check_out: string | null;
  check_in_at: string | null;
  check_out_at: string | null;
  worked_seconds: number;
  paused_seconds: number;
  paused: boolean;
  paused_at: string | null;
  pause_reason: string | null;
  status: WorkDayStatus | null;
  pauses: readonly PauseSpan[];
  /** Set on a shift a queued action opened or changed: shown as waiting to sync, never as done. */
  waiting?: boolean;
}

/** Today as GET /api/attendance/today/ answers it: the shown shift's fields and every shift of its date. */
export type DayState = Omit<ShiftState, 'pauses' | 'waiting'> & { shifts: readonly ShiftState[] };

/** Today with the queued work-day actions on it: the shown shift is the last of `shifts`. */
export type ProjectedDay<T extends DayState> = Omit<T, 'shifts'> & {
  shifts: readonly ShiftState[];
  waiting?: boolean;
};

/** The shift's pauses with the open one (at most one) ended at `at`. */
const closePause = (pauses: readonly PauseSpan[], at: string) =>
  pauses.map((pause) => (pause.resumed_at === null ? { ...pause, resumed_at: at } : pause));

/** The latest instant a shift holds (check-in, check-out, its pauses' ends). */
function latestOf(shift: ShiftState): number {
  const instants = [shift.check_in_at, shift.check_out_at, ...shift.pauses.flatMap((p) => [p.paused_at, p.resumed_at])];
  return Math.max(...instants.map((instant) => (instant ? Date.parse(instant) : Number.NEGATIVE_INFINITY)));
}

/**
 * Today's work day as it will be once the queued check-ins, check-outs, pauses and resumes arrive
 * (docs/offline.md), so what the worker sees offline is what the server will record and the next
 * action can be taken offline. Each action changes the day as the server would: a check-in opens
 * a new shift (after a closed one of the same day too, docs/decisions/0027-split-shifts.md; on a
 * later date it begins that date's list), a pause and a resume change the open shift's pauses,
 * and a check-out closes the open shift, with its hours computed as the server computes them
 * (exactWorkedTime, pausedSecondsUntil). An action the server would refuse (a check-in while a
 * shift is in progress, a check-out with none, one earlier than what the shift already holds) is left
 * out, as is anything the queue has already moved to its refused list (only `pending` is given).
 * What the queue opened or changed is marked `waiting`, and the times it set read `waitingLabel`.
 */
export function projectToday<T extends DayState>(
  day: T | undefined,
  pending: readonly QueuedAction[],
  timeZone: string,
  waitingLabel: string,
): ProjectedDay<T> | undefined {
  if (!day) return day;
  let shifts: readonly ShiftState[] = day.shifts;
  const changeLast = (change: Partial<ShiftState>) => {
    shifts = shifts.map((shift, at) => (at === shifts.length - 1 ? { ...shift, ...change, waiting: true } : shift));
  };
  for (const action of pending) {
    const at = action.deviceTime;
    const atMs = Date.parse(at);
    const last = shifts.at(-1);
    // the one open shift is the latest (the server keeps at most one, and check-ins in order)
    const open = last?.check_in_at && !last.check_out_at ? last : undefined;
    // an offline action earlier than what is recorded is refused (device_time_out_of_order)
    if (last && atMs < latestOf(last)) continue;
    if (action.kind === 'checkIn') {
      const date = localDateOf(new Date(at), timeZone);
      // refused only while the open shift is in progress at the action's instant; a forgotten
      // (Missing) one is left for a manager and a new shift begins (the server's check-in, ADR 0008)
      if (
        open?.check_in_at &&
        workDayStatus({ ...open, check_in_at: open.check_in_at }, new Date(at), date) === 'In Progress'
      )
        continue;
      const opened: ShiftState = {
        id: -(action.seq ?? shifts.length + 1),
        date: displayDate(date),
        work_date: date,
        day: weekdayName(date),
        check_in: waitingLabel,
        check_out: null,
        check_in_at: at,
        check_out_at: null,
        worked_seconds: 0,
        paused_seconds: 0,
        paused: false,
        paused_at: null,
        pause_reason: null,
        status: 'In Progress',
        pauses: [],
        waiting: true,
      };
      shifts = date === (last?.work_date ?? day.work_date) ? [...shifts, opened] : [opened];
      continue;
    }
    if (!open?.check_in_at) continue;
    const checkInAt = new Date(open.check_in_at);
    switch (action.kind) {
      case 'pause':
        if (open.paused) break;
        changeLast({
          paused: true,
          paused_at: at,
          pause_reason: typeof action.body.reason === 'string' ? action.body.reason : null,
          pauses: [...open.pauses, { paused_at: at, resumed_at: null }],
        });
        break;
      case 'resume': {
        if (!open.paused) break;
        const pauses = closePause(open.pauses, at);
        changeLast({
          paused: false,
          paused_at: null,
          pause_reason: null,
          pauses,
          paused_seconds: pausedSecondsUntil(pauses, checkInAt, new Date(at)),
        });
        break;
      }
      case 'checkOut': {
        // after the check-in; a pause left open ends at the check-out (docs/product-rules.md §10)
        if (atMs <= checkInAt.getTime()) break;
        const pauses = closePause(open.pauses, at);
        changeLast({
          check_out: waitingLabel,
          check_out_at: at,
          paused: false,
          paused_at: null,
          pauses,
          status: 'Completed',
          ...exactWorkedTime(checkInAt, new Date(at), pauses),
        });
      }
    }
  }
  const shown = shifts.at(-1);
  if (shifts === day.shifts || !shown) return day;
  const { pauses: _pauses, ...fields } = shown;
  return { ...day, ...fields, shifts };
}
