import {
  clockTime24,
  EVV_VISIT_MAX_MS,
  exactWorkedTime,
  localDateOf,
  type MemberVisit,
  secondsToHours,
  workedTime,
} from '@daybook/domain';
import type { QueuedAction } from './queue-store';

/**
 * A member visit as the members page shows it: the server's, or one a queued member action opened
 * or closed, marked `waiting` (shown as waiting to sync, never as done).
 */
export type ProjectedVisit = MemberVisit & { waiting?: boolean };

/** What the device knows of a visit it opens itself: who takes it, and the member's name. */
export interface VisitOpener {
  /** The signed-in worker, who takes the visit (the server's `provider_id`, `provider_name`). */
  provider: Pick<MemberVisit, 'provider_id' | 'provider_name'>;
  /** The member's name as the page read it; else the name kept with the queued action (`about`). */
  memberName?: (memberId: number) => string | undefined;
}

const memberOf = (action: QueuedAction): number | null =>
  typeof action.body.member_id === 'number' ? action.body.member_id : null;

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The queued member check-ins and check-outs (docs/offline.md), in the order they were taken. */
export function queuedMemberActions(queued: readonly QueuedAction[], memberId?: number | null): QueuedAction[] {
  return queued.filter(
    (action) =>
      (action.kind === 'memberCheckIn' || action.kind === 'memberCheckOut') &&
      (memberId === undefined || memberOf(action) === memberId),
  );
}

/** The latest instant of the member's visits (a check-in or a check-out), or -Infinity with none. */
function latestOf(visits: readonly ProjectedVisit[], memberId: number): number {
  let latest = Number.NEGATIVE_INFINITY;
  for (const visit of visits) {
    if (visit.member_id !== memberId) continue;
    for (const instant of [visit.check_in_at, visit.check_out_at]) {
      if (instant) latest = Math.max(latest, Date.parse(instant));
    }
  }
  return latest;
}

/**
 * The member visits as they will be once the queued member check-ins and check-outs arrive
 * (docs/offline.md), as projectToday does for the worker's own day: a queued check-in opens a
 * visit dated by its device time in the organisation's zone, a queued check-out closes the
 * member's open visit (the server's or a queued one) with its minutes and hours computed as the
 * server computes them (workedTime for `worked_minutes`, exactWorkedTime for `hours_worked`,
 * members.presenter.ts and check-out-member.ts). So a member checked in offline shows as checked
 * in, can be checked out offline, and is not checked in twice, and the visit lists and the Work
 * Summary count the visit. An action the server would refuse is left out: a check-in while the
 * member has a visit open (409 already checked in) or earlier than the member's latest visit
 * (device_time_out_of_order), a check-out with no visit open, at or before its check-in
 * (evv_visit_out_before_in) or more than 25 hours after it (evv_visit_too_long); so is anything
 * the queue has moved to its refused list (only `pending` is given). What the queue opened or
 * closed is marked `waiting`. Newest first, as the server lists them.
 */
export function projectMemberVisits(
  visits: readonly MemberVisit[],
  queued: readonly QueuedAction[],
  timeZone: string,
  opener: VisitOpener,
): ProjectedVisit[] {
  const actions = queuedMemberActions(queued);
  if (actions.length === 0) return visits as ProjectedVisit[];
  let state: ProjectedVisit[] = [...visits];
  for (const action of actions) {
    const memberId = memberOf(action);
    if (memberId === null) continue;
    const at = new Date(action.deviceTime);
    if (Number.isNaN(at.getTime())) continue;
    // the member's latest open visit, as the server finds it (one open visit per member)
    const open = state
      .filter((visit) => visit.member_id === memberId && visit.check_in_at && !visit.check_out_at)
      .sort((a, b) => b.check_in_at.localeCompare(a.check_in_at))[0];
    if (action.kind === 'memberCheckIn') {
      if (open || at.getTime() < latestOf(state, memberId)) continue;
      const date = localDateOf(at, timeZone);
      const opened: ProjectedVisit = {
        id: -(action.seq ?? state.length + 1),
        member_id: memberId,
        member_name: opener.memberName?.(memberId) ?? action.about ?? '',
        ...opener.provider,
        service: typeof action.body.service === 'string' ? action.body.service : '',
        date,
        visit_date: date,
        check_in: clockTime24(at, timeZone),
        check_out: null,
        check_in_at: at.toISOString(),
        check_out_at: null,
        hours_worked: 0,
        worked_minutes: 0,
        status: 'Active',
        check_in_latitude: numberOrNull(action.body.latitude),
        check_in_longitude: numberOrNull(action.body.longitude),
        check_in_accuracy: numberOrNull(action.body.accuracy),
        check_out_latitude: null,
        check_out_longitude: null,
        check_out_accuracy: null,
        verification_status: null,
        check_in_offline: true,
        check_in_received_at: null,
        check_out_offline: false,
        check_out_received_at: null,
        waiting: true,
      };
      state = [opened, ...state];
      continue;
    }
    if (!open) continue;
    const checkIn = new Date(open.check_in_at);
    const span = at.getTime() - checkIn.getTime();
    if (span <= 0 || span > EVV_VISIT_MAX_MS) continue;
    const closed: ProjectedVisit = {
      ...open,
      check_out: clockTime24(at, timeZone),
      check_out_at: at.toISOString(),
      worked_minutes: workedTime(checkIn, at, []).worked_minutes,
      hours_worked: secondsToHours(exactWorkedTime(checkIn, at, []).worked_seconds),
      status: 'Completed',
      check_out_latitude: numberOrNull(action.body.latitude),
      check_out_longitude: numberOrNull(action.body.longitude),
      check_out_accuracy: numberOrNull(action.body.accuracy),
      check_out_offline: true,
      waiting: true,
    };
    state = state.map((visit) => (visit === open ? closed : visit));
  }
  return state;
}
