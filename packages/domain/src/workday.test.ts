import { format, parse } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateOf, payPeriodFor } from './dates.js';
import { exactWorkedTime } from './payroll-time.js';
import {
  DEFAULT_WORKING_DAYS,
  emptyWorkDay,
  formatWorkingDays,
  isLate,
  isWorkingDay,
  minutesToHours,
  OPEN_SHIFT_MAX_HOURS,
  type PauseSpan,
  parseWorkingDays,
  pausedMillis,
  progressPercent,
  targetHours,
  targetMinutes,
  weekdayName,
  weekdayOf,
  workDayStatus,
  workedTime,
} from './workday.js';

const PHOENIX = 'America/Phoenix';
const MIN = 60_000;
const at = (iso: string) => new Date(iso);
const iso = (ms: number) => new Date(ms).toISOString();

/** A shift with random pauses inside (and sometimes outside) it. */
const shiftArb = fc
  .record({
    start: fc.integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2030-01-01T00:00:00Z') }),
    length: fc.integer({ min: 0, max: 20 * 60 * MIN }),
    pauses: fc.array(
      fc.record({
        offset: fc.integer({ min: -60 * MIN, max: 21 * 60 * MIN }),
        length: fc.integer({ min: 0, max: 5 * 60 * MIN }),
        open: fc.boolean(),
      }),
      { maxLength: 6 },
    ),
  })
  .map(({ start, length, pauses }) => ({
    checkIn: new Date(start),
    checkOut: new Date(start + length),
    pauses: pauses.map(
      (p): PauseSpan => ({
        paused_at: iso(start + p.offset),
        resumed_at: p.open ? null : iso(start + p.offset + p.length),
      }),
    ),
  }));

describe('workedTime', () => {
  it('is check-out minus check-in minus paused time, in whole minutes', () => {
    const pauses = [{ paused_at: '2026-11-20T19:00:00Z', resumed_at: '2026-11-20T19:30:00Z' }];
    expect(workedTime(at('2026-11-20T15:00:00Z'), at('2026-11-20T23:00:00Z'), pauses)).toEqual({
      worked_minutes: 450,
      paused_minutes: 30,
    });
  });

  it('closes a pause still open at check-out at the check-out instant', () => {
    const pauses = [{ paused_at: '2026-11-20T22:00:00Z', resumed_at: null }];
    expect(workedTime(at('2026-11-20T15:00:00Z'), at('2026-11-20T23:00:00Z'), pauses)).toEqual({
      worked_minutes: 420,
      paused_minutes: 60,
    });
  });

  it('counts overlapping pauses once and ignores time outside the shift', () => {
    const pauses = [
      { paused_at: '2026-11-20T14:00:00Z', resumed_at: '2026-11-20T15:10:00Z' },
      { paused_at: '2026-11-20T18:00:00Z', resumed_at: '2026-11-20T19:00:00Z' },
      { paused_at: '2026-11-20T18:30:00Z', resumed_at: '2026-11-20T19:15:00Z' },
    ];
    expect(workedTime(at('2026-11-20T15:00:00Z'), at('2026-11-20T17:00:00Z'), [pauses[0] as PauseSpan])).toEqual({
      worked_minutes: 110,
      paused_minutes: 10,
    });
    expect(pausedMillis(pauses, at('2026-11-20T15:00:00Z'), at('2026-11-21T00:00:00Z'))).toBe((10 + 75) * MIN);
  });

  it('keeps a shift across midnight whole', () => {
    // 10 pm to 6 am Phoenix time: eight hours, on the day it started
    const checkIn = at('2026-11-21T05:00:00Z');
    const checkOut = at('2026-11-21T13:00:00Z');
    expect(localDateOf(checkIn, PHOENIX)).toBe('2026-11-20');
    expect(workedTime(checkIn, checkOut, []).worked_minutes).toBe(480);
  });

  it('never goes negative, never exceeds the shift, and worked plus paused stays within a minute of the shift', () => {
    const wholeSeconds = (instant: Date) => Math.floor(instant.getTime() / 1000) * 1000;
    fc.assert(
      fc.property(shiftArb, ({ checkIn, checkOut, pauses }) => {
        const { worked_minutes, paused_minutes } = workedTime(checkIn, checkOut, pauses);
        // the shift as its punches are kept: to the second
        const total = (wholeSeconds(checkOut) - wholeSeconds(checkIn)) / MIN;
        expect(worked_minutes).toBeGreaterThanOrEqual(0);
        expect(paused_minutes).toBeGreaterThanOrEqual(0);
        expect(worked_minutes + paused_minutes).toBeLessThanOrEqual(total);
        expect(worked_minutes + paused_minutes).toBeGreaterThan(total - 2);
        expect(Number.isInteger(worked_minutes)).toBe(true);
      }),
    );
  });

  it('does not depend on the order pauses are listed in', () => {
    fc.assert(
      fc.property(shiftArb, ({ checkIn, checkOut, pauses }) => {
        expect(workedTime(checkIn, checkOut, [...pauses].reverse())).toEqual(workedTime(checkIn, checkOut, pauses));
      }),
    );
  });

  it('only grows with a later check-out, and only shrinks with another pause', () => {
    fc.assert(
      fc.property(shiftArb, fc.integer({ min: 0, max: 120 * MIN }), ({ checkIn, checkOut, pauses }, extra) => {
        const base = workedTime(checkIn, checkOut, pauses).worked_minutes;
        const later = workedTime(checkIn, new Date(checkOut.getTime() + extra), pauses).worked_minutes;
        expect(later).toBeGreaterThanOrEqual(base);
        const morePaused = workedTime(checkIn, checkOut, [
          ...pauses,
          { paused_at: iso(checkIn.getTime()), resumed_at: iso(checkIn.getTime() + extra) },
        ]).worked_minutes;
        expect(morePaused).toBeLessThanOrEqual(base);
      }),
    );
  });
});

describe('hours and targets', () => {
  it('shows minutes as hours with two places', () => {
    expect(minutesToHours(450)).toBe(7.5);
    expect(minutesToHours(1)).toBe(0.02);
    expect(minutesToHours(0)).toBe(0);
  });

  it('uses the employee’s target, else 80 hours', () => {
    expect(targetHours(null)).toBe(80);
    expect(targetHours(0)).toBe(80);
    expect(targetHours(60 * 60)).toBe(60);
    expect(targetMinutes(null)).toBe(4800);
    expect(targetMinutes(2000)).toBe(2000);
  });

  it('shows a target as hours with two places, never a long binary fraction', () => {
    // an administrator's 33.33 h is kept as 2,000 minutes
    expect(targetHours(2000)).toBe(33.33);
    expect(String(targetHours(2000))).toBe('33.33');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 336 * 60 }), (minutes) => {
        const hours = targetHours(minutes);
        expect(String(hours)).toMatch(/^\d+(\.\d{1,2})?$/);
        expect(Math.abs(hours * 60 - minutes)).toBeLessThanOrEqual(0.3);
      }),
    );
  });

  it('gives a whole percentage capped at 100', () => {
    expect(progressPercent(40 * 60, 80 * 60)).toBe(50);
    expect(progressPercent(80 * 60 - 1, 80 * 60)).toBe(99);
    expect(progressPercent(100 * 60, 80 * 60)).toBe(100);
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 200 * 60 }), (minutes, target) => {
        const pct = progressPercent(minutes, target);
        expect(Number.isInteger(pct)).toBe(true);
        expect(pct).toBeGreaterThanOrEqual(0);
        expect(pct).toBeLessThanOrEqual(100);
        if (minutes >= target) expect(pct).toBe(100);
      }),
    );
  });

  it('is exact at whole percentages: 1,392 of 4,800 minutes is 29 %', () => {
    expect(progressPercent(1392, 4800)).toBe(29);
    // p % of a target, when it is a whole number of minutes, shows p, and one minute less shows less
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 * 60 }), fc.integer({ min: 1, max: 100 }), (target, p) => {
        fc.pre((target * p) % 100 === 0);
        const minutes = (target * p) / 100;
        expect(progressPercent(minutes, target)).toBe(p);
        expect(progressPercent(minutes - 1, target)).toBeLessThan(p);
      }),
    );
    // in general: the largest whole p with p × target ≤ 100 × worked
    fc.assert(
      fc.property(fc.nat(20_000), fc.integer({ min: 1, max: 200 * 60 }), (minutes, target) => {
        const pct = progressPercent(minutes, target);
        if (pct < 100) {
          expect(pct * target).toBeLessThanOrEqual(minutes * 100);
          expect((pct + 1) * target).toBeGreaterThan(minutes * 100);
        }
      }),
    );
  });
});

describe('workDayStatus', () => {
  const now = at('2026-11-20T17:00:00Z'); // 10:00 am in Phoenix
  const today = '2026-11-20';

  it('is Completed once checked out, whatever the date', () => {
    expect(
      workDayStatus(
        { work_date: '2026-10-01', check_in_at: '2026-10-01T15:00:00Z', check_out_at: '2026-10-01T23:00:00Z' },
        now,
        today,
      ),
    ).toBe('Completed');
  });

  it('is In Progress for today’s open day and Missing for a forgotten one', () => {
    expect(
      workDayStatus({ work_date: today, check_in_at: '2026-11-20T15:00:00Z', check_out_at: null }, now, today),
    ).toBe('In Progress');
    expect(
      workDayStatus({ work_date: '2026-11-18', check_in_at: '2026-11-18T15:00:00Z', check_out_at: null }, now, today),
    ).toBe('Missing');
  });

  it('keeps an overnight shift In Progress until it has been open too long', () => {
    const lastNight = { work_date: '2026-11-19', check_in_at: '2026-11-20T05:00:00Z', check_out_at: null };
    expect(workDayStatus(lastNight, now, today)).toBe('In Progress');
    const muchLater = new Date(Date.parse(lastNight.check_in_at) + OPEN_SHIFT_MAX_HOURS * 3_600_000);
    expect(workDayStatus(lastNight, muchLater, '2026-11-20')).toBe('Missing');
  });
});

describe('isLate', () => {
  it('is late only after the scheduled start plus the grace, on the organisation’s clock', () => {
    // 08:05:00 Phoenix (UTC-7) is on time with 5 minutes' grace; 08:05:01 is late
    expect(isLate(at('2026-11-20T15:05:00Z'), PHOENIX, '08:00', 5)).toBe(false);
    expect(isLate(at('2026-11-20T15:05:01Z'), PHOENIX, '08:00', 5)).toBe(true);
    expect(isLate(at('2026-11-20T16:30:00Z'), PHOENIX, '09:30', 0)).toBe(false);
    // the same instant is 10:05 in New York: late there
    expect(isLate(at('2026-11-20T15:05:00Z'), 'America/New_York', '08:00', 5)).toBe(true);
  });

  it('follows daylight saving time through the zone library', () => {
    // New York is UTC-4 in summer (EDT) and UTC-5 in winter (EST)
    expect(isLate(at('2026-07-01T12:04:00Z'), 'America/New_York', '08:00', 5)).toBe(false);
    expect(isLate(at('2026-07-01T12:06:00Z'), 'America/New_York', '08:00', 5)).toBe(true);
    expect(isLate(at('2026-07-01T12:06:00Z'), 'America/New_York', '07:00', 5)).toBe(true);
    expect(isLate(at('2026-01-05T13:04:00Z'), 'America/New_York', '08:00', 5)).toBe(false);
    expect(isLate(at('2026-01-05T13:06:00Z'), 'America/New_York', '08:00', 5)).toBe(true);
  });

  it('counts milliseconds: late means after start + grace, to the instant', () => {
    expect(isLate(at('2026-11-20T15:05:00.000Z'), PHOENIX, '08:00', 5)).toBe(false);
    expect(isLate(at('2026-11-20T15:05:00.001Z'), PHOENIX, '08:00', 5)).toBe(true);
    expect(isLate(at('2026-11-20T15:05:00.500Z'), PHOENIX, '08:00', 5)).toBe(true);
    // any instant of a day (Phoenix has no daylight saving): late exactly when after start + grace
    const day = Date.parse('2026-11-20T07:00:00Z'); // midnight in Phoenix
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 * 60 * MIN - 1 }),
        fc.integer({ min: 0, max: 23 * 60 + 59 }),
        fc.integer({ min: 0, max: 60 }),
        (offset, startMinutes, grace) => {
          const start = `${String(Math.floor(startMinutes / 60)).padStart(2, '0')}:${String(startMinutes % 60).padStart(2, '0')}`;
          const expected = offset > (startMinutes + grace) * MIN;
          expect(isLate(new Date(day + offset), PHOENIX, start, grace)).toBe(expected);
        },
      ),
    );
  });
});

describe('pay periods of shifts', () => {
  it('gives every shift the period of the local date it started on', () => {
    fc.assert(
      fc.property(shiftArb, ({ checkIn }) => {
        const date = localDateOf(checkIn, PHOENIX);
        const period = payPeriodFor(date);
        expect(date >= period.start_date && date <= period.end_date).toBe(true);
      }),
    );
    // 11:30 pm on the 14th in Phoenix is 06:30 on the 15th in UTC: still the first period
    const lateOn14th = at('2026-11-15T06:30:00Z');
    expect(payPeriodFor(localDateOf(lateOn14th, PHOENIX)).end_date).toBe('2026-11-14');
  });

  it('names weekdays', () => {
    expect(weekdayName('2026-11-20')).toBe('Friday');
    expect(weekdayName('2026-11-23')).toBe('Monday');
  });

  it('names the same weekday as parsing and formatting through date-fns (the implementation it replaced)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }), (d) => {
        const date = d.toISOString().slice(0, 10);
        expect(weekdayName(date)).toBe(format(parse(date, 'yyyy-MM-dd', new Date(2000, 0, 1)), 'EEEE'));
      }),
      { numRuns: 2000 },
    );
    // text that is not a real YYYY-MM-DD date: the same answer or the same refusal as before
    const before = (text: string) => {
      try {
        return format(parse(text, 'yyyy-MM-dd', new Date(2000, 0, 1)), 'EEEE');
      } catch (error) {
        return error instanceof RangeError ? 'RangeError' : 'other';
      }
    };
    const now = (text: string) => {
      try {
        return weekdayName(text);
      } catch (error) {
        return error instanceof RangeError ? 'RangeError' : 'other';
      }
    };
    for (const text of ['2026-02-30', '2026-13-01', '2026-00-10', '26-11-20', '0026-11-20', '2026-1-5', '']) {
      expect(now(text)).toBe(before(text));
    }
    expect(now('2026-02-30')).toBe('RangeError');
  });
});

describe('the days the program opens (lateness, docs/product-rules.md §10)', () => {
  it('reads back any set of weekdays as stored, once each and in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 14 }), (days) => {
        const read = parseWorkingDays(formatWorkingDays(days));
        expect(read).toEqual([...new Set(days)].sort((a, b) => a - b));
      }),
    );
  });

  it('falls back to Monday to Friday for nothing stored', () => {
    expect(parseWorkingDays(null)).toEqual(DEFAULT_WORKING_DAYS);
    expect(parseWorkingDays('')).toEqual([1, 2, 3, 4, 5]);
  });

  it('agrees with the weekday name of every date, and counts a date that cannot be read as open', () => {
    const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 * 366 }), (offset) => {
        const date = localDateOf(new Date(Date.UTC(1900, 0, 1) + offset * 86_400_000), 'UTC');
        const day = weekdayOf(date);
        expect(day).not.toBeNull();
        expect(names[day as number]).toBe(weekdayName(date));
        expect(isWorkingDay(date, [day as number])).toBe(true);
        expect(isWorkingDay(date, [((day as number) + 1) % 7])).toBe(false);
      }),
    );
    expect(weekdayOf('2026-02-30')).toBeNull();
    expect(isWorkingDay('2026-02-30', [])).toBe(true);
    expect(weekdayOf('2026-11-21')).toBe(6);
  });
});

describe('a shift’s whole minutes and its exact seconds (docs/payroll-rules.md, "Exact time")', () => {
  const instant = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2026-12-31T00:00:00Z') });
  it('are always the same time: the minutes are the seconds floored, milliseconds and all', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 30 * 3600 * 1000 }),
        fc.array(fc.tuple(fc.integer({ min: -3600_000, max: 31 * 3600_000 }), fc.integer({ min: 0, max: 7200_000 }))),
        (start, length, rawPauses) => {
          const checkIn = new Date(start);
          const checkOut = new Date(start + length);
          const pauses = rawPauses.map(([offset, span]) => ({
            paused_at: new Date(start + offset).toISOString(),
            resumed_at: new Date(start + offset + span).toISOString(),
          }));
          const minutes = workedTime(checkIn, checkOut, pauses);
          const exact = exactWorkedTime(checkIn, checkOut, pauses);
          expect(minutes.worked_minutes).toBe(Math.floor(exact.worked_seconds / 60));
          expect(minutes.paused_minutes).toBe(Math.floor(exact.paused_seconds / 60));
        },
      ),
    );
  });

  it('counts a day from 15:00:00.123 to 15:00:00 the next day as 1,440 minutes (model check 40)', () => {
    const time = workedTime(new Date('2026-11-05T15:00:00.123Z'), new Date('2026-11-06T15:00:00Z'), []);
    expect(time.worked_minutes).toBe(1440);
  });
});

describe('the empty day (no shift yet)', () => {
  it('is the date in the product’s formats, with no times, no hours and no status', () => {
    const day = emptyWorkDay('2026-11-21');
    expect(day).toMatchObject({ id: null, date: '11/21/2026', work_date: '2026-11-21', day: 'Saturday', status: null });
    expect([day.check_in_at, day.check_out_at, day.paused_at]).toEqual([null, null, null]);
    expect([day.worked_seconds, day.paused_seconds, day.hours_worked]).toEqual([0, 0, 0]);
  });
});
