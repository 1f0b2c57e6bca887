import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePayroll, hoursFromSeconds, type PayrollSettings, type ShiftInput } from './payroll.js';
import { exactWorkedTime, secondsToHours } from './payroll-time.js';

/**
 * Split shifts (docs/decisions/0027-split-shifts.md, docs/payroll-rules.md "Exact time"): a day's
 * figures are the sums of its shifts' exact seconds, nothing floored per shift.
 */

// Monday 2 November 2026, 00:00 in Phoenix (UTC-7 all year): every shift below starts that day.
const DAY_START = Date.UTC(2026, 10, 2, 7, 0, 0);
const settings: PayrollSettings = {
  timeZone: 'America/Phoenix',
  workweekStartDay: 0,
  overtimeThresholdHundredths: 4000,
  overtimeMultiplierHundredths: 150,
  roundingMinutes: 0,
};

/**
 * One to five shifts of one day, in order and never overlapping, each with millisecond punches and
 * up to three pauses (possibly overlapping, open or reaching past the shift).
 */
const dayArb = fc
  .array(
    fc.record({
      gapMs: fc.integer({ min: 0, max: 3 * 3_600_000 }),
      lengthMs: fc.integer({ min: 0, max: 5 * 3_600_000 }),
      pauses: fc.array(
        fc.record({
          from: fc.integer({ min: -600_000, max: 5 * 3_600_000 }),
          length: fc.integer({ min: 0, max: 3_600_000 }),
          open: fc.boolean(),
        }),
        { maxLength: 3 },
      ),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((shifts) => {
    let cursor = DAY_START;
    return shifts.map((s, i) => {
      const checkIn = cursor + s.gapMs;
      const checkOut = checkIn + s.lengthMs;
      cursor = checkOut;
      return {
        id: i + 1,
        checkIn: new Date(checkIn),
        checkOut: new Date(checkOut),
        pauses: s.pauses.map((p) => ({
          paused_at: new Date(checkIn + p.from).toISOString(),
          resumed_at: p.open ? null : new Date(checkIn + p.from + p.length).toISOString(),
        })),
      };
    });
  });

describe('a day of split shifts', () => {
  it('has the sum of its shifts’ exact seconds in every figure, and its hours rounded once from that sum', () => {
    fc.assert(
      fc.property(dayArb, (shifts) => {
        const exact = shifts.map((s) => exactWorkedTime(s.checkIn, s.checkOut, s.pauses));
        const worked = exact.reduce((sum, e) => sum + e.worked_seconds, 0);
        const paused = exact.reduce((sum, e) => sum + e.paused_seconds, 0);
        const inputs: ShiftInput[] = shifts.map((s) => ({
          id: s.id,
          workDate: '2026-11-02',
          checkIn: s.checkIn,
          checkOut: s.checkOut,
          pauses: s.pauses.map((p) => ({
            start: new Date(p.paused_at),
            end: p.resumed_at === null ? null : new Date(p.resumed_at),
          })),
        }));
        const figures = computePayroll(inputs, [{ effectiveDate: '2026-01-01', rateCents: 2000 }], settings);
        // each shift's payroll seconds are its own exact seconds
        for (const [i, f] of figures.shifts.entries()) {
          expect(f.workedSeconds).toBe(exact[i]?.worked_seconds);
          expect(f.pausedSeconds).toBe(exact[i]?.paused_seconds);
        }
        // the day (here also its week and its period) adds them, nothing floored first
        expect(figures.shifts.reduce((sum, f) => sum + f.workedSeconds, 0)).toBe(worked);
        expect(figures.shifts.reduce((sum, f) => sum + f.pausedSeconds, 0)).toBe(paused);
        expect(figures.weeks.reduce((sum, w) => sum + w.workedSeconds, 0)).toBe(worked);
        expect(figures.periods.reduce((sum, p) => sum + p.workedSeconds, 0)).toBe(worked);
        // under 40 hours a day: no overtime; the pay is the summed seconds × rate, rounded once
        expect(figures.periods[0]?.grossPayCents ?? 0).toBe(Math.floor((worked * 2000 * 2 + 3600) / 7200));
        expect(hoursFromSeconds(worked)).toBe(secondsToHours(worked).toFixed(2));
      }),
      { numRuns: 300 },
    );
  });

  it('rounds the day once: two shifts of 1 h 0 min 18 s make 2.01 h, not 1.01 + 1.01', () => {
    const shift = (id: number, fromMs: number) => ({
      id,
      workDate: '2026-11-02',
      checkIn: new Date(DAY_START + fromMs),
      checkOut: new Date(DAY_START + fromMs + 3_618_000),
      pauses: [],
    });
    const figures = computePayroll([shift(1, 8 * 3_600_000), shift(2, 13 * 3_600_000)], [], settings);
    const worked = figures.shifts.reduce((sum, f) => sum + f.workedSeconds, 0);
    expect(worked).toBe(7236);
    expect(secondsToHours(3618)).toBe(1.01);
    expect(secondsToHours(worked)).toBe(2.01);
    expect(hoursFromSeconds(worked)).toBe('2.01');
  });
});
