import { describe, expect, it } from 'vitest';
import { offlineAction } from '../../../lib/offline/offline-queue';
import { projectToday } from '../../../lib/offline/project-today';
import type { QueuedAction } from '../../../lib/offline/queue-store';
import { shiftState } from '../../../lib/offline/testing/shift-state';
import type { TodayWithClock } from '../api/workday';
import { workedSecondsOfDay } from './elapsed';
import { periodDays } from './period-days';
import { todayOnDate } from './today-on-date';

/**
 * Today's Status once the organisation's date has passed the day last read (docs/offline.md):
 * the new day, empty, unless a shift is still open, as GET /api/attendance/today/ would answer.
 */
const ZONE = 'America/Phoenix';
const WAITING = 'Waiting to sync';
// Friday 11/20/2026, in at 08:00 AM in Phoenix (UTC−7)
const EIGHT = Date.parse('2026-11-20T15:00:00.000Z');
const iso = (minutes: number) => new Date(EIGHT + minutes * 60_000).toISOString();
const queued = (seq: number, kind: QueuedAction['kind'], minutes: number): QueuedAction => ({
  ...offlineAction('7', kind, 'POST', `/api/attendance/${kind}/`, {}, new Date(EIGHT + minutes * 60_000), true),
  seq,
});
const answerOf = (shift = shiftState()) => {
  const { pauses: _pauses, ...fields } = shift;
  return { ...fields, now: iso(0), clockOffsetMs: 1500, shifts: [shift] } as unknown as TodayWithClock;
};
const shown = (answer: TodayWithClock, pending: QueuedAction[] = []) => projectToday(answer, pending, ZONE, WAITING);
const closed = shiftState({
  check_out: '04:00 PM',
  check_out_at: iso(480),
  worked_seconds: 8 * 3600,
  status: 'Completed',
});

describe('today on the organisation’s date', () => {
  it('is the day read while its date is today', () => {
    const day = shown(answerOf(closed));
    expect(todayOnDate(day, '2026-11-20')).toBe(day);
    expect(todayOnDate(undefined, '2026-11-21')).toBeUndefined();
  });

  it('is the new date’s empty day once midnight has passed a day with no shift open', () => {
    const day = todayOnDate(shown(answerOf(closed)), '2026-11-21');
    expect(day).toMatchObject({
      id: null,
      date: '11/21/2026',
      work_date: '2026-11-21',
      day: 'Saturday',
      check_in: null,
      check_out: null,
      check_in_at: null,
      status: null,
      shifts: [],
      clockOffsetMs: 1500,
    });
    expect(day && workedSecondsOfDay(day, EIGHT + 86_400_000)).toBe(0);
  });

  it('keeps a shift still open over midnight, as the server answers it', () => {
    const night = shown(answerOf());
    expect(todayOnDate(night, '2026-11-21')).toBe(night);
  });

  it('moves on after a check-out waiting to sync, which the pay period still counts', () => {
    const day = shown(answerOf(), [queued(1, 'checkOut', 480)]);
    expect(todayOnDate(day, '2026-11-21')).toMatchObject({ work_date: '2026-11-21', shifts: [] });
    // the counts keep the projected day: the pay period's Friday (read open, no hours yet) has
    // its 8 hours from the check-out waiting to sync
    const { pauses: _pauses, ...friday } = shiftState();
    const days = periodDays([friday], day, { start: '2026-11-15', end: '2026-11-28' });
    expect(days).toEqual([expect.objectContaining({ id: 12, check_out_at: iso(480), worked_seconds: 8 * 3600 })]);
  });

  it('is the day a check-in after midnight began, waiting to sync', () => {
    const day = shown(answerOf(closed), [queued(1, 'checkIn', 24 * 60 - 30)]);
    expect(todayOnDate(day, '2026-11-21')).toBe(day);
    expect(day).toMatchObject({ work_date: '2026-11-21', check_in: WAITING, status: 'In Progress' });
  });
});
