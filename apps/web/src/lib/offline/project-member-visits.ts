import { localDateOf } from '@daybook/domain';
import type { QueuedAction } from './queue-store';

/** The fields of a member visit that the queued member check-ins and check-outs change. */
export interface VisitState {
  id: number;
  member_id: number;
  date: string;
  check_in: string;
  check_out: string | null;
  check_in_at: string;
  check_out_at: string | null;
  /** Set on what only a queued action makes: shown as waiting to sync, never as done. */
  waiting?: boolean;
}

const memberOf = (action: QueuedAction): number | null =>
  typeof action.body.member_id === 'number' ? action.body.member_id : null;

/** The queued member check-ins and check-outs (docs/offline.md), in the order they were taken. */
export function queuedMemberActions(queued: readonly QueuedAction[], memberId?: number | null): QueuedAction[] {
  return queued.filter(
    (action) =>
      (action.kind === 'memberCheckIn' || action.kind === 'memberCheckOut') &&
      (memberId === undefined || memberOf(action) === memberId),
  );
}

/**
 * The member visits as they will be once the queued member check-ins and check-outs arrive
 * (docs/offline.md), as projectToday does for the worker's own day: a queued check-in opens a
 * visit dated by its device time in the organisation's zone, a queued check-out closes the
 * member's open visit (the server's or a queued one). So a member checked in offline shows as
 * checked in, can be checked out offline, and is not checked in twice. What the queue adds is
 * marked `waiting`; the page labels it waiting to sync.
 */
export function projectMemberVisits<T extends VisitState>(
  visits: readonly T[],
  queued: readonly QueuedAction[],
  timeZone: string,
  waitingLabel: string,
): (T | VisitState)[] {
  const actions = queuedMemberActions(queued);
  if (actions.length === 0) return visits as (T | VisitState)[];
  let state: (T | VisitState)[] = [...visits];
  for (const action of actions) {
    const memberId = memberOf(action);
    if (memberId === null) continue;
    const at = action.deviceTime;
    if (action.kind === 'memberCheckIn') {
      const opened: VisitState = {
        id: -(action.seq ?? state.length + 1),
        member_id: memberId,
        date: localDateOf(new Date(at), timeZone),
        check_in: waitingLabel,
        check_out: null,
        check_in_at: at,
        check_out_at: null,
        waiting: true,
      };
      state = [opened, ...state];
    } else {
      // the member's latest open visit, as the server closes it
      const open = state
        .filter((visit) => visit.member_id === memberId && visit.check_in && !visit.check_out)
        .sort((a, b) => b.check_in_at.localeCompare(a.check_in_at))[0];
      if (!open) continue;
      state = state.map((visit) =>
        visit === open ? { ...visit, check_out: waitingLabel, check_out_at: at, waiting: true } : visit,
      );
    }
  }
  return state;
}
