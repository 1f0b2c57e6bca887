import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePayroll, hoursFromSeconds } from './payroll.js';
import {
  exactWorkedTime,
  formatHoursMinutesSeconds,
  isForgottenCheckout,
  progressPercentOfSeconds,
  secondsToHours,
  weekHoursFlagged,
  weekOvertimeAlert,
} from './payroll-time.js';

const BASE = Date.UTC(2026, 10, 2, 15, 0, 0);

/** A shift of up to 24 h with millisecond punches and up to four (possibly overlapping, open) pauses. */
const shiftArb = fc
  .record({
    inMs: fc.integer({ min: 0, max: 3 * 86_400_000 }),
    lengthMs: fc.integer({ min: 0, max: 86_400_000 }),
    pauses: fc.array(
      fc.record({
        from: fc.integer({ min: -3_600_000, max: 90_000_000 }),
        length: fc.integer({ min: 0, max: 10_000_000 }),
        open: fc.boolean(),
      }),
      { maxLength: 4 },
    ),
  })
  .map(({ inMs, lengthMs, pauses }) => ({
    checkIn: new Date(BASE + inMs),
    checkOut: new Date(BASE + inMs + lengthMs),
    pauses: pauses.map((p) => ({
      paused_at: new Date(BASE + inMs + p.from).toISOString(),
      resumed_at: p.open ? null : new Date(BASE + inMs + p.from + p.length).toISOString(),
    })),
  }));

/** An independent second-by-second model: a second counts when it is inside the shift and in no pause. */
function modelSeconds(checkIn: Date, checkOut: Date, pauses: { paused_at: string; resumed_at: string | null }[]) {
  const s = Math.floor(checkIn.getTime() / 1000);
  const e = Math.floor(checkOut.getTime() / 1000);
  const spans = pauses.map((p) => [
    Math.floor(Date.parse(p.paused_at) / 1000),
    p.resumed_at === null ? e : Math.floor(Date.parse(p.resumed_at) / 1000),
  ]);
  // count by sweeping the boundaries (a per-second loop over 24 h would be slow)
  const cuts = [...new Set([s, e, ...spans.flat()].filter((x) => x >= s && x <= e))].sort((a, b) => a - b);
  let worked = 0;
  for (let i = 0; i + 1 < cuts.length; i++) {
    const a = cuts[i] as number;
    const b = cuts[i + 1] as number;
    if (!spans.some(([ps, pe]) => (ps as number) <= a && b <= (pe as number))) worked += b - a;
  }
  return { worked, span: Math.max(0, e - s) };
}

describe('exact work-day seconds', () => {
  it('equal an independent model and the payroll figure of the same shift without rounding', () => {
    fc.assert(
      fc.property(shiftArb, ({ checkIn, checkOut, pauses }) => {
        const exact = exactWorkedTime(checkIn, checkOut, pauses);
        const model = modelSeconds(checkIn, checkOut, pauses);
        expect(exact.worked_seconds).toBe(model.worked);
        expect(exact.worked_seconds + exact.paused_seconds).toBe(model.span);
        expect(exact.paused_seconds).toBeGreaterThanOrEqual(0);
        const payroll = computePayroll(
          [
            {
              id: 1,
              workDate: '2026-11-02',
              checkIn,
              checkOut,
              pauses: pauses.map((p) => ({
                start: new Date(p.paused_at),
                end: p.resumed_at === null ? null : new Date(p.resumed_at),
              })),
            },
          ],
          [],
          {
            timeZone: 'America/Phoenix',
            workweekStartDay: 0,
            overtimeThresholdHundredths: 4000,
            overtimeMultiplierHundredths: 150,
            roundingMinutes: 0,
          },
        );
        expect(payroll.shifts[0]?.workedSeconds).toBe(exact.worked_seconds);
      }),
    );
  });

  it('add up across days without losing the seconds a per-day minute floor lost', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 86_400 }), { maxLength: 30 }), (days) => {
        const total = days.reduce((a, b) => a + b, 0);
        const flooredPerDay = days.reduce((a, b) => a + Math.floor(b / 60) * 60, 0);
        expect(total - flooredPerDay).toBeGreaterThanOrEqual(0);
        expect(total - flooredPerDay).toBeLessThan(60 * Math.max(1, days.length));
        // two-place hours come from the exact total, once
        expect(secondsToHours(total)).toBe(Number(hoursFromSeconds(total)));
      }),
    );
  });

  it('two-place hours round half up, once', () => {
    expect(secondsToHours(5381)).toBe(1.49);
    expect(secondsToHours(5382)).toBe(1.5);
    expect(secondsToHours(8 * 3600 + 17)).toBe(8);
    expect(secondsToHours(8 * 3600 + 18)).toBe(8.01);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (s) => {
        const h = secondsToHours(s);
        // |h − s/3600| ≤ 0.005, and an exact half (s ≡ 18 mod 36) goes up
        expect(Math.abs(Math.round(h * 100) * 36 - s * 1)).toBeLessThanOrEqual(18);
        if (s % 36 === 18) expect(Math.round(h * 100) * 36).toBe(s + 18);
      }),
    );
  });

  it('progress is whole percent of the target, floored and capped, in integers', () => {
    expect(progressPercentOfSeconds(29 * 60 * 48 - 1, 4800)).toBe(28);
    expect(progressPercentOfSeconds(29 * 60 * 48, 4800)).toBe(29);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 10_000 }), (s, target) => {
        const p = progressPercentOfSeconds(s, target);
        expect(p).toBeLessThanOrEqual(100);
        if (p < 100) {
          expect(p * target * 60).toBeLessThanOrEqual(s * 100);
          expect((p + 1) * target * 60).toBeGreaterThan(s * 100);
        }
      }),
    );
  });
});

describe('workweek alerts', () => {
  it('tell the seconds until overtime and past it; exactly one is non-zero unless at the threshold', () => {
    expect(weekOvertimeAlert(37 * 3600 + 50 * 60, 4000)).toMatchObject({
      seconds_until_overtime: 2 * 3600 + 10 * 60,
      overtime_seconds: 0,
    });
    expect(weekOvertimeAlert(41 * 3600, 3750).overtime_seconds).toBe(3.5 * 3600);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 * 3600 }), fc.integer({ min: 1, max: 9999 }), (worked, hundredths) => {
        const a = weekOvertimeAlert(worked, hundredths);
        expect(a.threshold_seconds).toBe(hundredths * 36);
        expect(a.worked_seconds + a.seconds_until_overtime - a.overtime_seconds).toBe(a.threshold_seconds);
        expect(Math.min(a.seconds_until_overtime, a.overtime_seconds)).toBe(0);
      }),
    );
  });

  it('flag 36 hours or more, and open shifts older than 12 hours', () => {
    expect(weekHoursFlagged(36 * 3600 - 1)).toBe(false);
    expect(weekHoursFlagged(36 * 3600)).toBe(true);
    const inAt = new Date('2026-11-20T15:00:00Z');
    expect(isForgottenCheckout(inAt, new Date('2026-11-21T03:00:00Z'))).toBe(false);
    expect(isForgottenCheckout(inAt, new Date('2026-11-21T03:00:01Z'))).toBe(true);
  });
});

describe('hours to the second for display', () => {
  it('reads back to the same seconds', () => {
    expect(formatHoursMinutesSeconds(27_035)).toBe('7h 30m 35s');
    expect(formatHoursMinutesSeconds(7_800)).toBe('2h 10m');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (s) => {
        const [h, m, sec = 0] = (formatHoursMinutesSeconds(s).match(/\d+/g) ?? []).map(Number);
        expect((h ?? 0) * 3600 + (m ?? 0) * 60 + sec).toBe(s);
      }),
    );
  });
});
