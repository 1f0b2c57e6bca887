import { describe, expect, it } from 'vitest';
import { runningShiftSeconds, workedSecondsOfDay, workedSecondsToday } from './elapsed';

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
