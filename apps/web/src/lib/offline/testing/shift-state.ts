import type { ShiftState } from '../project-today';

/**
 * A shift of today's answer for tests (lib/offline/project-today.ts): checked in at 08:00 AM in
 * Phoenix (UTC−7) on Friday 11/20/2026 and still open, with `over` replacing any field.
 */
export const shiftState = (over: Partial<ShiftState> = {}): ShiftState => ({
  id: 12,
  date: '11/20/2026',
  work_date: '2026-11-20',
  day: 'Friday',
  check_in: '08:00 AM',
  check_out: null,
  check_in_at: '2026-11-20T15:00:00.000Z',
  check_out_at: null,
  worked_seconds: 0,
  paused_seconds: 0,
  paused: false,
  paused_at: null,
  pause_reason: null,
  status: 'In Progress',
  pauses: [],
  ...over,
});
