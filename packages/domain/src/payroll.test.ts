import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateOf, payPeriodFor } from './dates.js';
import {
  computePayroll,
  hoursFromSeconds,
  type PayrollSettings,
  type RoundingMinutes,
  rateOn,
  roundPunch,
  type ShiftInput,
  workweekStart,
} from './payroll.js';

const PHX = 'America/Phoenix';
const at = (date: string, time: string, zone = PHX) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss = 0] = time.split(':').map(Number) as [number, number, number?];
  return new Date(new TZDate(y, m - 1, d, hh, mm, ss, zone).getTime());
};
const settings = (over: Partial<PayrollSettings> = {}): PayrollSettings => ({
  timeZone: PHX,
  workweekStartDay: 0,
  overtimeThresholdHundredths: 4000,
  overtimeMultiplierHundredths: 150,
  roundingMinutes: 0,
  ...over,
});
const shift = (id: number, date: string, from: string, to: string, pauses: [string, string][] = []): ShiftInput => ({
  id,
  workDate: date,
  checkIn: at(date, from),
  checkOut: at(date, to),
  pauses: pauses.map(([s, e]) => ({ start: at(date, s), end: at(date, e) })),
});

describe('punch rounding', () => {
  it('rounds to the nearest step on the wall clock, an exact half going up', () => {
    const r = (time: string, step: RoundingMinutes) => roundPunch(at('2026-11-02', time), step, PHX).toISOString();
    expect(r('07:07:29', 15)).toBe(at('2026-11-02', '07:00').toISOString());
    expect(r('07:07:30', 15)).toBe(at('2026-11-02', '07:15').toISOString());
    expect(r('07:08:00', 15)).toBe(at('2026-11-02', '07:15').toISOString());
    expect(r('07:02:59', 6)).toBe(at('2026-11-02', '07:00').toISOString());
    expect(r('07:03:00', 6)).toBe(at('2026-11-02', '07:06').toISOString());
    expect(r('07:00:29', 1)).toBe(at('2026-11-02', '07:00').toISOString());
    expect(r('07:00:30', 1)).toBe(at('2026-11-02', '07:01').toISOString());
    expect(r('07:00:59', 0)).toBe(at('2026-11-02', '07:00:59').toISOString());
  });

  it('rounds on the organisation clock in a zone whose offset is not a whole number of steps', () => {
    // Nepal is UTC+5:45: 6-minute steps on its wall clock are not 6-minute steps of UTC.
    const nepal = 'Asia/Kathmandu';
    expect(roundPunch(at('2026-11-02', '09:02:59', nepal), 6, nepal).toISOString()).toBe(
      at('2026-11-02', '09:00', nepal).toISOString(),
    );
    expect(roundPunch(at('2026-11-02', '09:03:00', nepal), 6, nepal).toISOString()).toBe(
      at('2026-11-02', '09:06', nepal).toISOString(),
    );
  });

  it('moves a punch by at most half a step and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }),
        fc.constantFrom<RoundingMinutes>(1, 5, 6, 15),
        (seconds, step) => {
          const once = roundPunch(new Date(seconds * 1000), step, PHX);
          expect(Math.abs(once.getTime() / 1000 - seconds)).toBeLessThanOrEqual(step * 30);
          expect(roundPunch(once, step, PHX).getTime()).toBe(once.getTime());
        },
      ),
    );
  });
});

describe('exact hours', () => {
  it('keeps every second: no per-shift flooring', () => {
    const figures = computePayroll(
      [shift(1, '2026-11-02', '08:00:00', '12:00:59'), shift(2, '2026-11-03', '08:00:00', '12:00:59')],
      [{ effectiveDate: '2026-01-01', rateCents: 2000 }],
      settings(),
    );
    expect(figures.shifts.map((s) => s.workedSeconds)).toEqual([4 * 3600 + 59, 4 * 3600 + 59]);
    expect(figures.periods[0]?.workedSeconds).toBe(8 * 3600 + 118);
  });

  it('subtracts merged pauses clipped to the shift, and closes an open pause at check-out', () => {
    const s = shift(1, '2026-11-02', '08:00', '16:00', [
      ['07:00', '08:30'],
      ['12:00', '12:30'],
      ['12:15', '12:45'],
    ]);
    const open: ShiftInput = { ...s, pauses: [...s.pauses, { start: at('2026-11-02', '15:30'), end: null }] };
    const [figure] = computePayroll([open], [], settings()).shifts;
    expect(figure?.workedSeconds).toBe((8 * 60 - 30 - 45 - 30) * 60);
    expect(figure?.pausedSeconds).toBe((30 + 45 + 30) * 60);
  });

  it('counts an open shift for nothing until it is closed', () => {
    const figures = computePayroll([{ ...shift(1, '2026-11-02', '08:00', '16:00'), checkOut: null }], [], settings());
    expect(figures.shifts[0]?.workedSeconds).toBe(0);
  });

  it('rounds the displayed hours once, half up, from the exact seconds', () => {
    expect(hoursFromSeconds(0)).toBe('0.00');
    expect(hoursFromSeconds(5381)).toBe('1.49');
    expect(hoursFromSeconds(5382)).toBe('1.50');
    expect(hoursFromSeconds(8 * 3600 + 118)).toBe('8.03');
    expect(hoursFromSeconds(120_000 * 3600)).toBe('120000.00');
  });
});

describe('workweek overtime', () => {
  it('45 hours in one week at $20: 40 regular, 5 overtime, $950.00', () => {
    const days = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'];
    const figures = computePayroll(
      days.map((d, i) => shift(i, d, '08:00', '17:00')),
      [{ effectiveDate: '2026-01-01', rateCents: 2000 }],
      settings(),
    );
    expect(figures.weeks).toEqual([{ weekStart: '2026-11-01', workedSeconds: 45 * 3600, overtimeSeconds: 5 * 3600 }]);
    expect(figures.periods[0]).toMatchObject({
      regularSeconds: 40 * 3600,
      overtimeSeconds: 5 * 3600,
      grossPayCents: 95_000,
    });
    expect(figures.shifts.at(-1)?.overtimeSeconds).toBe(5 * 3600);
  });

  it('splits a shift at the workweek boundary for counting, but keeps it on its check-in day', () => {
    // Week starts Sunday 00:00: 38 h before Saturday 20:00, then a shift to Sunday 04:00.
    const before = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'].map((d, i) =>
      shift(i, d, '08:00', '17:30'),
    );
    const overnight: ShiftInput = {
      id: 9,
      workDate: '2026-11-07',
      checkIn: at('2026-11-07', '20:00'),
      checkOut: at('2026-11-08', '04:00'),
      pauses: [],
    };
    const figures = computePayroll([...before, overnight], [], settings());
    expect(figures.weeks).toEqual([
      { weekStart: '2026-11-01', workedSeconds: 42 * 3600, overtimeSeconds: 2 * 3600 },
      { weekStart: '2026-11-08', workedSeconds: 4 * 3600, overtimeSeconds: 0 },
    ]);
    expect(figures.shifts.find((s) => s.id === 9)).toMatchObject({ workedSeconds: 8 * 3600, overtimeSeconds: 7200 });
  });

  it('pays the premium on the regular rate of the week when the rate changes inside it', () => {
    // 20 h at $20 (Mon–Tue), then 25 h at $30 (Wed–Fri): straight $1,150 for 45 h,
    // regular rate $25.555…, premium 0.5 × 25.555… × 5 = $63.888… → $1,213.89.
    const rates = [
      { effectiveDate: '2026-06-01', rateCents: 2000 },
      { effectiveDate: '2026-11-04', rateCents: 3000 },
    ];
    const shifts = [
      shift(1, '2026-11-02', '06:00', '16:00'),
      shift(2, '2026-11-03', '06:00', '16:00'),
      shift(3, '2026-11-04', '08:00', '16:20'),
      shift(4, '2026-11-05', '08:00', '16:20'),
      shift(5, '2026-11-06', '08:00', '16:20'),
    ];
    const [period] = computePayroll(shifts, rates, settings()).periods;
    expect(period).toMatchObject({ workedSeconds: 45 * 3600, overtimeSeconds: 5 * 3600, grossPayCents: 121_389 });
  });

  it('places the overtime premium in the pay period where the overtime seconds fall', () => {
    // Week of Sunday 2026-11-08: Mon 9–Fri 13 straddles the 14th/15th split.
    const days = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15'];
    const figures = computePayroll(
      days.map((d, i) => shift(i, d, '08:00', '15:00')),
      [{ effectiveDate: '2026-01-01', rateCents: 2400 }],
      settings({ workweekStartDay: 1 }),
    );
    const first = figures.periods.find((p) => p.periodStart === '2026-11-01');
    const second = figures.periods.find((p) => p.periodStart === '2026-11-15');
    // Monday-start week: Mon–Sat = 42 h (2 h overtime on the 14th), Sunday the 15th = 7 h all overtime.
    expect(first).toMatchObject({ overtimeSeconds: 2 * 3600, grossPayCents: 2400 * 40 + 3600 * 2 });
    expect(second).toMatchObject({ overtimeSeconds: 7 * 3600, grossPayCents: 3600 * 7 });
  });

  it('takes the first rate for days before it', () => {
    const rates = [
      { effectiveDate: '2026-06-01', rateCents: 2000 },
      { effectiveDate: '2026-03-01', rateCents: 1800 },
    ];
    expect(rateOn(rates, '2025-01-01')).toBe(1800);
    expect(rateOn(rates, '2026-05-31')).toBe(1800);
    expect(rateOn(rates, '2026-06-01')).toBe(2000);
    expect(rateOn([], '2026-06-01')).toBe(0);
  });

  it('starts the workweek on the day the organisation chose', () => {
    expect(workweekStart('2026-11-07', 0)).toBe('2026-11-01');
    expect(workweekStart('2026-11-08', 0)).toBe('2026-11-08');
    expect(workweekStart('2026-11-08', 1)).toBe('2026-11-02');
    expect(workweekStart('2026-11-02', 1)).toBe('2026-11-02');
    expect(workweekStart('2026-03-01', 6)).toBe('2026-02-28');
  });
});

/**
 * An independent model: walk every worked minute in time order, find its workweek from the wall
 * clock, and count the minutes past the threshold. Shifts are minute-aligned and the threshold a
 * multiple of 0.05 h (three minutes) so that the model's minutes are exact.
 */
function modelMinutes(shifts: ShiftInput[], s: PayrollSettings) {
  const minutes: { t: number; shift: ShiftInput }[] = [];
  for (const sh of shifts) {
    if (!sh.checkOut) continue;
    for (let t = sh.checkIn.getTime(); t < sh.checkOut.getTime(); t += 60_000) {
      const paused = sh.pauses.some((p) => t >= p.start.getTime() && t < (p.end ?? sh.checkOut)!.getTime());
      if (!paused) minutes.push({ t, shift: sh });
    }
  }
  minutes.sort((a, b) => a.t - b.t);
  const weekCount = new Map<string, number>();
  const byShift = new Map<string | number, { worked: number; overtime: number }>();
  const threshold = (s.overtimeThresholdHundredths * 36) / 60;
  // Local midnights fall on whole UTC hours in the zones tried, so the week is looked up per hour.
  const weekOfHour = new Map<number, string>();
  const weekOf = (t: number) => {
    const hour = Math.floor(t / 3_600_000);
    let key = weekOfHour.get(hour);
    if (key === undefined) {
      const wall = new TZDate(t, s.timeZone);
      const back = (wall.getDay() - s.workweekStartDay + 7) % 7;
      key = localDateOf(new TZDate(wall.getFullYear(), wall.getMonth(), wall.getDate() - back, s.timeZone), s.timeZone);
      weekOfHour.set(hour, key);
    }
    return key;
  };
  for (const { t, shift: sh } of minutes) {
    const key = weekOf(t);
    const n = (weekCount.get(key) ?? 0) + 1;
    weekCount.set(key, n);
    const f = byShift.get(sh.id) ?? { worked: 0, overtime: 0 };
    f.worked += 1;
    if (n > threshold) f.overtime += 1;
    byShift.set(sh.id, f);
  }
  return { weekCount, byShift };
}

const shiftsArbitrary = (zone: string) =>
  fc
    .array(
      fc.record({
        gapMinutes: fc.integer({ min: 1, max: 36 * 60 }),
        lengthMinutes: fc.integer({ min: 1, max: 18 * 60 }),
        pause: fc.option(fc.record({ at: fc.integer({ min: 0, max: 600 }), minutes: fc.integer({ min: 1, max: 90 }) })),
      }),
      { minLength: 1, maxLength: 14 },
    )
    .map((specs) => {
      let t = at('2026-10-25', '00:00', zone).getTime();
      return specs.map((spec, id): ShiftInput => {
        t += spec.gapMinutes * 60_000;
        const checkIn = new Date(t);
        t += spec.lengthMinutes * 60_000;
        const checkOut = new Date(t);
        const pauses = spec.pause
          ? [
              {
                start: new Date(checkIn.getTime() + spec.pause.at * 60_000),
                end: new Date(checkIn.getTime() + (spec.pause.at + spec.pause.minutes) * 60_000),
              },
            ]
          : [];
        return { id, workDate: localDateOf(checkIn, zone), checkIn, checkOut, pauses };
      });
    });

describe('property: figures agree with a minute-by-minute model', () => {
  for (const zone of [PHX, 'America/New_York']) {
    it(`overtime per shift and per week, ${zone}`, () => {
      fc.assert(
        fc.property(
          shiftsArbitrary(zone),
          fc.integer({ min: 0, max: 6 }),
          fc.integer({ min: 0, max: 1000 }).map((n) => n * 5),
          (shifts, startDay, threshold) => {
            const s = settings({ timeZone: zone, workweekStartDay: startDay, overtimeThresholdHundredths: threshold });
            const figures = computePayroll(shifts, [], s);
            const model = modelMinutes(shifts, s);
            for (const f of figures.shifts) {
              const m = model.byShift.get(f.id) ?? { worked: 0, overtime: 0 };
              expect([f.id, f.workedSeconds, f.overtimeSeconds]).toEqual([f.id, m.worked * 60, m.overtime * 60]);
            }
            for (const w of figures.weeks) expect(w.workedSeconds).toBe((model.weekCount.get(w.weekStart) ?? 0) * 60);
            for (const p of figures.periods) {
              expect(p.regularSeconds + p.overtimeSeconds).toBe(p.workedSeconds);
              expect(p.periodStart).toBe(payPeriodFor(p.periodStart).start_date);
            }
          },
        ),
        { numRuns: 100 },
      );
    }, 30_000);
  }

  it('with one rate, gross pay = rate × (regular + multiplier × overtime), rounded half up once', () => {
    fc.assert(
      fc.property(
        shiftsArbitrary(PHX),
        fc.integer({ min: 1515, max: 9999 }),
        fc.integer({ min: 100, max: 300 }),
        (shifts, rate, multiplier) => {
          const figures = computePayroll(
            shifts,
            [{ effectiveDate: '2026-01-01', rateCents: rate }],
            settings({ overtimeMultiplierHundredths: multiplier }),
          );
          for (const p of figures.periods) {
            const num = BigInt(rate) * BigInt(p.regularSeconds * 100 + multiplier * p.overtimeSeconds);
            const den = 360_000n;
            expect(p.grossPayCents).toBe(Number((2n * num + den) / (2n * den)));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('rounding moves every punch the same way, so a shift moves by at most one step at each end', () => {
    fc.assert(
      fc.property(shiftsArbitrary(PHX), fc.constantFrom<RoundingMinutes>(1, 5, 6, 15), (shifts, step) => {
        const exact = computePayroll(
          shifts.map((s) => ({ ...s, pauses: [] })),
          [],
          settings(),
        );
        const rounded = computePayroll(
          shifts.map((s) => ({ ...s, pauses: [] })),
          [],
          settings({ roundingMinutes: step }),
        );
        exact.shifts.forEach((f, i) => {
          expect(Math.abs((rounded.shifts[i]?.workedSeconds ?? 0) - f.workedSeconds)).toBeLessThanOrEqual(step * 60);
        });
      }),
      { numRuns: 100 },
    );
  });
});
