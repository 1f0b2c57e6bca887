import type { QueuedAction } from './queue-store';

/** The fields of today's work day that the queued work-day actions change. */
export interface DayState {
  id: number | null;
  worked_seconds?: number;
  paused_seconds?: number;
  check_in: string | null;
  check_out: string | null;
  check_in_at: string | null;
  check_out_at: string | null;
  paused: boolean;
  paused_at: string | null;
  pause_reason: string | null;
  status: 'Completed' | 'In Progress' | 'Missing' | null;
}

/**
 * Today's work day as it will be once the queued work-day actions arrive (docs/offline.md), so
 * the next action can be taken offline (pause after an offline check-in). The page labels these
 * as waiting to sync; nothing here is shown as done.
 */
export function projectToday<T extends DayState>(
  day: T | undefined,
  queued: readonly QueuedAction[],
  waitingLabel: string,
): T | undefined {
  if (!day) return day;
  let state: T = day;
  for (const action of queued) {
    const at = action.deviceTime;
    switch (action.kind) {
      case 'checkIn':
        // a new shift, also after a closed one of the same day (docs/decisions/0027-split-shifts.md)
        state = {
          ...state,
          id: -1,
          worked_seconds: 0,
          paused_seconds: 0,
          check_in: waitingLabel,
          check_in_at: at,
          check_out: null,
          check_out_at: null,
          paused: false,
          paused_at: null,
          pause_reason: null,
          status: 'In Progress',
        };
        break;
      case 'pause':
        state = {
          ...state,
          paused: true,
          paused_at: at,
          pause_reason: typeof action.body.reason === 'string' ? action.body.reason : null,
        };
        break;
      case 'resume':
        state = { ...state, paused: false, paused_at: null, pause_reason: null };
        break;
      case 'checkOut':
        state = {
          ...state,
          check_out: waitingLabel,
          check_out_at: at,
          paused: false,
          paused_at: null,
          status: 'Completed',
        };
        break;
      default:
        break;
    }
  }
  return state;
}
