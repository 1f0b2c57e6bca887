import type { PayPeriodSummary } from '@daybook/domain';
import { describe, expect, it } from 'vitest';
import { offlineAction } from '../../../lib/offline/offline-queue';
import { projectToday } from '../../../lib/offline/project-today';
import type { QueuedAction } from '../../../lib/offline/queue-store';
import { shiftState } from '../../../lib/offline/testing/shift-state';
import type { TodayWithClock } from '../api/workday';
import { runningShiftSeconds } from './elapsed';
import { periodDays } from './period-days';

/**
 * The pay period's days agree with Today's Status while actions wait on the device
 * (docs/offline.md): a shift checked out offline counts its hours, a shift begun offline is
 * listed and counted, each waiting to sync.
 */
type DayRecord = PayPeriodSummary['records'][number];
// 08:00 AM in Phoenix (UTC−7) on Friday 11/20/2026
const EIGHT = Date.parse('2026-11-20T15:00:00.000Z');
const iso = (minutes: number) => new Date(EIGHT + minutes * 60_000).toISOString();
const queued = (seq: number, kind: QueuedAction['kind'], minutes: number): QueuedAction => ({
  ...offlineAction('7', kind, 'POST', `/api/attendance/${kind}/`, {}, new Date(EIGHT + minutes * 60_000), true),
  seq,
});

// checked in at 08:00 AM, still open
const morning = shiftState();
const today = { ...morning, shifts: [morning], clockOffsetMs: 0 } as unknown as TodayWithClock;
const yesterday = {
  ...morning,
  id: 11,
  date: '11/19/2026',
  work_date: '2026-11-19',
  day: 'Thursday',
  check_in_at: iso(-1440),
  check_out_at: iso(-960),
  worked_seconds: 8 * 3600,
  status: 'Completed',
} as unknown as DayRecord;
// the server's days, newest first: this morning's shift still open (no hours until checked out)
const records = [morning as unknown as DayRecord, yesterday];
const period = { start: '2026-11-15', end: '2026-11-30' };
const shown = (pending: QueuedAction[]) => projectToday(today, pending, 'America/Phoenix', 'Waiting to sync');

describe('the pay period’s days with the actions waiting on the device', () => {
  it('are the server’s own list when nothing waits', () => {
    expect(periodDays(records, shown([]), period)).toBe(records);
  });

  it('count a shift checked out offline with its hours, and list the one begun after it first', () => {
    const days = periodDays(records, shown([queued(1, 'checkOut', 240), queued(2, 'checkIn', 270)]), period);
    expect(days.map((day) => [day.id, day.check_in, day.check_out, day.worked_seconds, day.status])).toEqual([
      [-2, 'Waiting to sync', null, 0, 'In Progress'],
      [12, '08:00 AM', 'Waiting to sync', 4 * 3600, 'Completed'],
      [11, '08:00 AM', null, 8 * 3600, 'Completed'],
    ]);
    // the shift begun offline runs in the period's figures as a shift the server has does
    const day = shown([queued(1, 'checkOut', 240), queued(2, 'checkIn', 270)]);
    expect(runningShiftSeconds(day, days, EIGHT + 300 * 60_000)).toEqual({ id: -2, seconds: 30 * 60 });
  });

  it('leave out a shift begun offline on a date outside the period', () => {
    const days = periodDays(records, shown([queued(1, 'checkOut', 240), queued(2, 'checkIn', 270)]), {
      start: '2026-11-01',
      end: '2026-11-14',
    });
    expect(days.map((day) => day.id)).toEqual([12, 11]);
  });
});
