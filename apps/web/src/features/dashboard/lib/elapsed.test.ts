import { describe, expect, it } from 'vitest';
import { runningShiftSeconds, workedSecondsOfDay, workedSecondsToday, workweekSecondsAt } from './elapsed';

/** Hours today over split shifts (docs/decisions/0027-split-shifts.md). */
const closed = { id: 1, worked_seconds: 4 * 3600 };
const shift = (over: Partial<Parameters<typeof workedSecondsOfDay>[0]> = {}) => ({
  id: 2,
  check_in_at: '2026-11-20T20:00:00.000Z',
  check_out_at: null,
  paused_seconds: 0,
  paused: false,
  paused_at: null,
  worked_seconds: 0,
  shifts: [closed, { id: 2, worked_seconds: 0 }],
  ...over,
});
const NOW = Date.parse('2026-11-20T20:30:15.000Z');

describe('hours today over the day’s shifts', () => {
  it('adds the closed shifts to the running one, counting every second', () => {
    expect(workedSecondsToday(shift(), NOW)).toBe(1815);
    expect(workedSecondsOfDay(shift(), NOW)).toBe(4 * 3600 + 1815);
  });

  it('counts each closed shift once, the shown one by its own figure', () => {
    const done = shift({ check_out_at: '2026-11-20T21:00:00.000Z', worked_seconds: 3600 });
    expect(workedSecondsOfDay({ ...done, shifts: [closed, { id: 2, worked_seconds: 3600 }] }, NOW)).toBe(5 * 3600);
  });

  it('counts a shift waiting on the device (id -1) beside every shift the server has', () => {
    const waiting = shift({ id: -1, shifts: [closed, { id: 2, worked_seconds: 1800 }] });
    expect(workedSecondsOfDay(waiting, NOW)).toBe(4 * 3600 + 1800 + 1815);
  });

  it('is the one shift’s seconds without a list of shifts', () => {
    expect(workedSecondsOfDay({ ...shift(), shifts: undefined }, NOW)).toBe(1815);
  });
});

describe('the running shift in the pay period’s figures', () => {
  const records = [closed, { id: 2, worked_seconds: 0 }];
  it('adds what the running shift has worked so far beyond the server’s figure for it', () => {
    expect(runningShiftSeconds(shift(), records, NOW)).toEqual({ id: 2, seconds: 1815 });
    // a server that already counted part of it: only the rest is added
    expect(runningShiftSeconds(shift(), [closed, { id: 2, worked_seconds: 600 }], NOW)).toEqual({
      id: 2,
      seconds: 1215,
    });
  });

  it('stands still while paused', () => {
    const paused = shift({ paused: true, paused_at: '2026-11-20T20:10:00.000Z' });
    expect(runningShiftSeconds(paused, records, NOW)).toEqual({ id: 2, seconds: 600 });
  });

  it('adds nothing after check-out, with no shift, or for a shift not among the period’s days', () => {
    const done = shift({ check_out_at: '2026-11-20T21:00:00.000Z', worked_seconds: 3600 });
    expect(runningShiftSeconds(done, records, NOW)).toBeNull();
    expect(runningShiftSeconds(null, records, NOW)).toBeNull();
    expect(runningShiftSeconds(shift({ id: -1 }), records, NOW)).toBeNull();
    expect(runningShiftSeconds(shift({ id: null }), records, NOW)).toBeNull();
  });
});

describe('This Workweek’s seconds with the actions waiting on the device', () => {
  // the server read the week at 10:00 UTC, a shift running since 08:00: 30 h in the week by then
  const week = { worked_seconds: 30 * 3600, running: true, now: '2026-11-20T10:00:00.000Z' };
  const open = {
    id: 1,
    work_date: '2026-11-20',
    check_in_at: '2026-11-20T08:00:00.000Z',
    check_out_at: null,
    paused_seconds: 0,
    paused: false,
    paused_at: null,
    worked_seconds: 0,
    shifts: [{ id: 1, worked_seconds: 0 }],
  };
  const at = (time: string) => Date.parse(`2026-11-20T${time}.000Z`);

  it('counts on from the read while the shift runs, to the second, as before', () => {
    expect(workweekSecondsAt(week, open, open, at('10:00:45'), true)).toBe(30 * 3600 + 45);
  });

  it('stands still while paused', () => {
    const paused = { ...open, paused: true, paused_at: '2026-11-20T09:30:00.000Z' };
    // the server counted up to the pause; nothing moves after it
    expect(workweekSecondsAt({ ...week, worked_seconds: 29.5 * 3600 }, paused, paused, at('11:00:00'), false)).toBe(
      29.5 * 3600,
    );
  });

  it('counts a check-out and a check-in waiting to sync as Today’s Status does, not the gap between them', () => {
    // checked out offline at 11:00 (3 h), checked in again offline at 12:00, now 12:30
    const shown = {
      ...open,
      id: -1,
      check_in_at: '2026-11-20T12:00:00.000Z',
      shifts: [
        { id: 1, worked_seconds: 3 * 3600, waiting: true },
        { id: -1, worked_seconds: 0, waiting: true },
      ],
    };
    // 30 h at the read holds 2 h of the first shift: + 1 h more of it + 30 min of the second
    expect(workweekSecondsAt(week, open, shown, at('12:30:00'), true)).toBe(31.5 * 3600);
  });

  it('stops at a check-out waiting to sync', () => {
    const shown = {
      ...open,
      check_out_at: '2026-11-20T11:00:00.000Z',
      worked_seconds: 3 * 3600,
      shifts: [{ id: 1, worked_seconds: 3 * 3600, waiting: true }],
    };
    expect(workweekSecondsAt(week, open, shown, at('13:00:00'), false)).toBe(31 * 3600);
  });

  it('does not count on a forgotten shift the server leaves out of the week (running false)', () => {
    const forgotten = { ...open, work_date: '2026-11-16', check_in_at: '2026-11-16T15:00:00.000Z' };
    const notCounted = { ...week, running: false };
    expect(workweekSecondsAt(notCounted, forgotten, forgotten, at('11:00:00'), true)).toBe(30 * 3600);
  });

  it('counts the server’s running shift on when today shown is of another date', () => {
    const tomorrow = { ...open, id: -1, work_date: '2026-11-21', shifts: [{ id: -1, worked_seconds: 0 }] };
    expect(workweekSecondsAt(week, open, tomorrow, at('10:01:00'), true)).toBe(30 * 3600 + 60);
    expect(workweekSecondsAt({ ...week, now: 'not a time' }, open, open, at('10:01:00'), true)).toBe(30 * 3600);
  });
});
