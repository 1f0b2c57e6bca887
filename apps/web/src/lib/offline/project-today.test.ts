import { describe, expect, it } from 'vitest';
import { drainQueue, offlineAction, outcomeOf } from './offline-queue';
import { type DayState, projectToday, type ShiftState } from './project-today';
import type { QueuedAction } from './queue-store';
import { memoryQueueStore } from './testing/memory-queue-store';
import { shiftState } from './testing/shift-state';

/**
 * Today with the work-day actions waiting on the device (docs/offline.md): what the worker sees
 * offline is what the server will record once they are sent, and marked waiting to sync.
 */
const ZONE = 'America/Phoenix';
const WAITING = 'Waiting to sync';
// 08:00 AM in Phoenix (UTC−7) on Friday 11/20/2026
const EIGHT = Date.parse('2026-11-20T15:00:00.000Z');
const at = (minutes: number) => new Date(EIGHT + minutes * 60_000);
const iso = (minutes: number) => at(minutes).toISOString();

let seq = 0;
const queued = (kind: QueuedAction['kind'], minutes: number, body: Record<string, unknown> = {}): QueuedAction => ({
  ...offlineAction('7', kind, 'POST', `/api/attendance/${kind}/`, body, at(minutes), true),
  seq: ++seq,
});

/** Today's answer: the shown shift (the last) and the day's shifts. */
const today = (...shifts: ShiftState[]): DayState => {
  const shown = shifts.at(-1);
  const {
    pauses: _pauses,
    waiting: _waiting,
    ...fields
  } = shown ?? shiftState({ id: null, check_in: null, check_in_at: null, status: null });
  return { ...fields, shifts };
};
const nobodyYet = today();
const project = (day: DayState, pending: QueuedAction[]) => projectToday(day, pending, ZONE, WAITING);

describe('today with the work-day actions waiting on the device', () => {
  it('opens a shift with a queued check-in and pauses it, labelled as waiting, never as recorded', () => {
    const day = project(nobodyYet, [queued('checkIn', 0), queued('pause', 60, { reason: 'Lunch' })]);
    expect(day).toMatchObject({
      check_in: WAITING,
      check_in_at: iso(0),
      paused: true,
      paused_at: iso(60),
      pause_reason: 'Lunch',
      status: 'In Progress',
      waiting: true,
    });
    expect(day?.id).toBeLessThan(0);
    expect(day?.shifts).toHaveLength(1);
    expect(project(nobodyYet, [])).toBe(nobodyYet);
  });

  it('after a closed shift of the same day, a queued check-in is a new shift (ADR 0027)', () => {
    const closed = shiftState({
      check_out: '09:00 AM',
      check_out_at: iso(60),
      worked_seconds: 3600,
      status: 'Completed',
    });
    const day = project(today(closed), [queued('checkIn', 90)]);
    expect(day).toMatchObject({ check_out_at: null, worked_seconds: 0, paused_seconds: 0, status: 'In Progress' });
    expect(day?.shifts.map((s) => [s.id === 12, s.check_in_at, s.waiting ?? false])).toEqual([
      [true, iso(0), false],
      [false, iso(90), true],
    ]);
  });

  it('closes the open shift with a queued check-out, with its hours, then opens the next with a check-in', () => {
    // checked in at 08:00 online; offline, out at 12:00 and in again at 12:30
    const day = project(today(shiftState()), [queued('checkOut', 240), queued('checkIn', 270)]);
    const [morning, afternoon] = day?.shifts ?? [];
    expect(morning).toMatchObject({
      id: 12,
      check_in: '08:00 AM',
      check_out: WAITING,
      check_out_at: iso(240),
      worked_seconds: 4 * 3600,
      paused_seconds: 0,
      status: 'Completed',
      waiting: true,
    });
    expect(afternoon).toMatchObject({ check_in: WAITING, check_in_at: iso(270), status: 'In Progress', waiting: true });
    // the shown shift is the one now open
    expect(day).toMatchObject({ id: afternoon?.id, check_in_at: iso(270), check_out_at: null, status: 'In Progress' });
  });

  it('counts the pauses as the server does: recorded, queued, and one left open ending at the check-out', () => {
    // a 15-minute pause recorded online; offline a 30-minute one, then one left open from 11:00
    const morning = shiftState({
      pauses: [{ paused_at: iso(60), resumed_at: iso(75) }],
      paused_seconds: 15 * 60,
    });
    const resumed = project(today(morning), [queued('pause', 120, { reason: 'Errand' }), queued('resume', 150)]);
    expect(resumed).toMatchObject({ paused: false, paused_at: null, paused_seconds: 45 * 60, waiting: true });
    const closed = project(today(morning), [
      queued('pause', 120, { reason: 'Errand' }),
      queued('resume', 150),
      queued('pause', 180),
      queued('checkOut', 240),
    ]);
    // 4 h less 15 + 30 + 60 minutes paused
    expect(closed).toMatchObject({
      check_out_at: iso(240),
      paused: false,
      worked_seconds: 4 * 3600 - 105 * 60,
      paused_seconds: 105 * 60,
      status: 'Completed',
    });
    expect(closed?.shifts[0]?.pauses.at(-1)).toEqual({ paused_at: iso(180), resumed_at: iso(240) });
  });

  it('starts a new day’s list with a check-in on a later date', () => {
    // a night shift from the evening before, checked out offline after midnight, and a new shift
    const night = shiftState({
      id: 11,
      date: '11/19/2026',
      work_date: '2026-11-19',
      day: 'Thursday',
      check_in: '10:00 PM',
      check_in_at: iso(-600),
    });
    const day = project(today(night), [queued('checkOut', -60), queued('checkIn', 0)]);
    expect(day).toMatchObject({ date: '11/20/2026', work_date: '2026-11-20', day: 'Friday', check_in_at: iso(0) });
    expect(day?.shifts).toHaveLength(1);
  });

  it('begins a new shift over a forgotten (Missing) one, as the server does, and closes the new one', () => {
    // checked in on Monday 11/16 and never out: Missing by Friday; offline in at 08:00, out at 16:00
    const forgotten = shiftState({
      id: 9,
      date: '11/16/2026',
      work_date: '2026-11-16',
      day: 'Monday',
      check_in_at: '2026-11-16T15:00:00.000Z',
      status: 'Missing',
    });
    const day = project(today(forgotten), [queued('checkIn', 0), queued('checkOut', 480)]);
    expect(day).toMatchObject({ work_date: '2026-11-20', check_in_at: iso(0), check_out_at: iso(480) });
    expect(day?.shifts).toHaveLength(1);
    expect(day?.shifts[0]).toMatchObject({ worked_seconds: 8 * 3600, waiting: true });
    // yesterday's shift open for less than 16 hours is still in progress: the check-in is refused
    const night = shiftState({ id: 10, work_date: '2026-11-19', date: '11/19/2026', check_in_at: iso(-10 * 60) });
    expect(project(today(night), [queued('checkIn', 0)])).toMatchObject({ id: 10, check_in_at: iso(-10 * 60) });
  });

  it('leaves out what the server would refuse: a second check-in, an action with no shift open or earlier than it', () => {
    const open = today(shiftState());
    // already checked in: the server answers 409 already_checked_in
    expect(project(open, [queued('checkIn', 30)])).toBe(open);
    // nothing open: no pause, resume or check-out
    expect(project(nobodyYet, [queued('pause', 30), queued('resume', 40), queued('checkOut', 50)])).toBe(nobodyYet);
    // a device clock behind the server's check-in: 422 device_time_out_of_order
    expect(project(open, [queued('checkOut', -5)])).toBe(open);
    expect(project(open, [queued('pause', -5)])).toBe(open);
    // a check-out at the check-in's own instant
    expect(project(open, [queued('checkOut', 0)])).toBe(open);
    // a resume without a pause
    expect(project(open, [queued('resume', 30)])).toBe(open);
  });

  it('does not project as done what the queue has refused, nor what depended on it', async () => {
    // offline: out at 12:00, in again at 12:30; the server refuses the check-out (a clock set
    // back) while the check-in waits for the network
    const store = memoryQueueStore();
    await store.add(queued('checkOut', 240));
    await store.add(queued('checkIn', 270));
    await drainQueue(store, '7', async (action) =>
      action.kind === 'checkOut'
        ? outcomeOf(422, { error_code: 'device_time_out_of_order', detail: 'Earlier than recorded.' })
        : { kind: 'retry' },
    );
    expect((await store.refused('7')).map((action) => action.kind)).toEqual(['checkOut']);
    const pending = await store.pending('7');
    expect(pending.map((action) => action.kind)).toEqual(['checkIn']);
    // the morning shift stays open as the server has it, and the check-in behind the refused
    // check-out (which the server would refuse too) is not shown as a new shift
    const open = today(shiftState());
    expect(project(open, pending)).toBe(open);
  });

  it('leaves the day alone for the member actions waiting beside', () => {
    const open = today(shiftState());
    const member = { ...queued('memberCheckIn', 30), body: { member_id: 4 } };
    expect(project(open, [member])).toBe(open);
  });
});
