import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authorizationAsOf,
  authorizationWarning,
  type BillableRecord,
  billRecords,
  centsToDollars,
  dailyUnits,
  incrementUnits,
  minutes15Units,
  recordMinutes,
  type ServiceRule,
} from './billing.js';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const rule = (over: Partial<ServiceRule> & Pick<ServiceRule, 'code' | 'unit_kind'>): ServiceRule => ({
  rate_cents: 1000,
  increment_minutes: null,
  daily_cap_minutes: null,
  min_minutes: null,
  ...over,
});

/** An independent model of the 8-minute rule: count the thresholds 8, 23, 38, … reached. */
function modelMinutes15(minutes: number): number {
  let units = 0;
  for (let threshold = 8; threshold <= minutes; threshold += 15) units += 1;
  return units;
}

/** An independent model of nearest-increment rounding with halves up, on exact rationals. */
function modelIncrement(minutes: number, increment: number): number {
  if (minutes <= 0) return 0;
  const whole = Math.floor(minutes / increment);
  const rest = minutes - whole * increment;
  return rest * 2 >= increment ? whole + 1 : whole;
}

describe('15-minute units (CMS 8-minute rule)', () => {
  it.each([
    [0, 0],
    [7, 0],
    [8, 1],
    [22, 1],
    [23, 2],
    [37, 2],
    [38, 3],
    [52, 3],
    [53, 4],
    [480, 32],
  ])('%i minutes → %i units', (minutes, units) => {
    expect(minutes15Units(minutes)).toBe(units);
  });

  it('matches the threshold model for any minutes of a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), (minutes) => {
        expect(minutes15Units(minutes)).toBe(modelMinutes15(minutes));
      }),
    );
  });

  it('never decreases as minutes grow and grows by at most one per minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        const step = minutes15Units(minutes + 1) - minutes15Units(minutes);
        expect(step === 0 || step === 1).toBe(true);
      }),
    );
  });
});

describe('hourly units in increments', () => {
  it.each([
    [7, 0],
    [8, 1],
    [22, 1],
    [23, 2],
    [37, 2],
    [38, 3],
    [60, 4],
    [480, 32],
  ])('%i minutes at 15 → %i quarter hours (nearest, halves up)', (minutes, units) => {
    expect(incrementUnits(minutes, 15)).toBe(units);
  });

  it('an exact half goes up (30 of 60 → 1; 15 of 30 → 1; 14 of 30 → 0)', () => {
    expect(incrementUnits(30, 60)).toBe(1);
    expect(incrementUnits(29, 60)).toBe(0);
    expect(incrementUnits(15, 30)).toBe(1);
    expect(incrementUnits(14, 30)).toBe(0);
  });

  it('matches the rational model for any minutes and increment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), fc.integer({ min: 1, max: 120 }), (minutes, increment) => {
        expect(incrementUnits(minutes, increment)).toBe(modelIncrement(minutes, increment));
      }),
    );
  });

  it('billed minutes are within half an increment of the delivered minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), fc.integer({ min: 1, max: 120 }), (minutes, increment) => {
        const billed = incrementUnits(minutes, increment) * increment;
        expect(Math.abs(billed - minutes) * 2).toBeLessThanOrEqual(increment);
      }),
    );
  });
});

describe('daily units', () => {
  it('one unit from the minimum on', () => {
    expect(dailyUnits(239, 240)).toBe(0);
    expect(dailyUnits(240, 240)).toBe(1);
    expect(dailyUnits(600, 240)).toBe(1);
    expect(dailyUnits(0, null)).toBe(0);
    expect(dailyUnits(1, null)).toBe(1);
  });
});

describe('recordMinutes', () => {
  it('is end − start, 0 without an end or with an end not after the start', () => {
    expect(recordMinutes('09:00', '09:08')).toBe(8);
    expect(recordMinutes('09:00', null)).toBe(0);
    expect(recordMinutes('09:00', '09:00')).toBe(0);
    expect(recordMinutes('09:00', '08:00')).toBe(0);
  });
});

const DTA: ServiceRule = rule({
  code: 'DTA1',
  unit_kind: 'hourly',
  rate_cents: 425,
  increment_minutes: 15,
  daily_cap_minutes: 480,
});
const DTA2: ServiceRule = { ...DTA, code: 'DTA2' };
const THERAPY: ServiceRule = rule({ code: 'OT', unit_kind: 'minutes15', rate_cents: 2150 });
const RESPITE: ServiceRule = rule({ code: 'RSD', unit_kind: 'daily', rate_cents: 9000, min_minutes: 240 });
const RULES = new Map([DTA, DTA2, THERAPY, RESPITE].map((r) => [r.code, r]));

const rec = (id: number, service: string, from: string, to: string | null, over: Partial<BillableRecord> = {}) => ({
  id,
  client_id: 1,
  date: '2026-11-02',
  time_in: from,
  time_out: to,
  service,
  absent: false,
  ...over,
});

describe('billRecords', () => {
  it('bills units × rate, marks No Show and open records with 0', () => {
    const out = billRecords(
      [
        rec(1, 'OT', '09:00', '09:23'),
        rec(2, 'RSD', '09:00', '13:00', { client_id: 2 }),
        rec(3, 'DTA1', '09:00', '12:00', { client_id: 3, absent: true }),
        rec(4, 'DTA1', '09:00', null, { client_id: 4 }),
        rec(5, 'OT', '10:00', '10:05', { client_id: 5 }),
        rec(6, 'XYZ', '10:00', '11:00', { client_id: 6 }),
      ],
      RULES,
    );
    expect(out.get(1)).toEqual({ units: 2, amount_cents: 4300, rate_cents: 2150, status: 'billed' });
    expect(out.get(2)).toEqual({ units: 1, amount_cents: 9000, rate_cents: 9000, status: 'billed' });
    expect(out.get(3)).toMatchObject({ units: 0, amount_cents: 0, status: 'no_show' });
    expect(out.get(4)).toMatchObject({ units: 0, amount_cents: 0, status: 'in_progress' });
    expect(out.get(5)).toMatchObject({ units: 0, amount_cents: 0, status: 'no_units' });
    expect(out.get(6)).toMatchObject({ units: 0, amount_cents: 0, status: 'unknown_code' });
  });

  it('caps a day of day treatment at 8 hours in time order across capped codes', () => {
    const out = billRecords([rec(2, 'DTA2', '13:00', '18:00'), rec(1, 'DTA1', '07:00', '12:00')], RULES);
    expect(out.get(1)).toMatchObject({ units: 20, status: 'billed' });
    expect(out.get(2)).toMatchObject({ units: 12, status: 'capped', amount_cents: 12 * 425 });
  });

  it('the cap is per client and date', () => {
    const out = billRecords(
      [rec(1, 'DTA1', '07:00', '16:00'), rec(2, 'DTA1', '07:00', '16:00', { date: '2026-11-03' })],
      RULES,
    );
    expect(out.get(1)?.units).toBe(32);
    expect(out.get(2)?.units).toBe(32);
  });

  const recordArb = fc.record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    client_id: fc.integer({ min: 1, max: 3 }),
    date: fc.constantFrom('2026-11-02', '2026-11-03'),
    start: fc.integer({ min: 0, max: 1380 }),
    length: fc.integer({ min: 0, max: 720 }),
    open: fc.boolean(),
    service: fc.constantFrom('DTA1', 'DTA2', 'OT', 'RSD'),
    absent: fc.boolean(),
  });
  const records = fc.uniqueArray(recordArb, { selector: (r) => r.id, maxLength: 30 }).map((list) =>
    list.map(
      (r): BillableRecord => ({
        id: r.id,
        client_id: r.client_id,
        date: r.date,
        time_in: hhmm(r.start),
        time_out: r.open ? null : hhmm(Math.min(1439, r.start + r.length)),
        service: r.service,
        absent: r.absent,
      }),
    ),
  );

  it('amount is units × rate, absent bills 0, and no client day bills more than the cap', () => {
    fc.assert(
      fc.property(records, (list) => {
        const out = billRecords(list, RULES);
        const capped = new Map<string, number>();
        for (const record of list) {
          const units = out.get(record.id);
          expect(units).toBeDefined();
          if (!units) continue;
          expect(units.amount_cents).toBe(units.units * (RULES.get(record.service)?.rate_cents ?? 0));
          if (record.absent) expect(units.units).toBe(0);
          if (record.service.startsWith('DTA')) {
            const key = `${record.client_id}|${record.date}`;
            capped.set(key, (capped.get(key) ?? 0) + units.units * 15);
          }
        }
        for (const minutes of capped.values()) expect(minutes).toBeLessThanOrEqual(480);
      }),
    );
  });

  it('uncapped codes bill their record alone (the independent models)', () => {
    fc.assert(
      fc.property(records, (list) => {
        const out = billRecords(list, RULES);
        for (const record of list) {
          if (record.absent || record.time_out === null) continue;
          const minutes = recordMinutes(record.time_in, record.time_out);
          if (record.service === 'OT') expect(out.get(record.id)?.units).toBe(modelMinutes15(minutes));
          if (record.service === 'RSD') expect(out.get(record.id)?.units).toBe(minutes >= 240 ? 1 : 0);
        }
      }),
    );
  });

  it('the cap only ever removes units, and the first record of a day is never capped below 8 hours', () => {
    fc.assert(
      fc.property(records, (list) => {
        const out = billRecords(list, RULES);
        for (const record of list) {
          if (!record.service.startsWith('DTA') || record.absent || record.time_out === null) continue;
          const raw = modelIncrement(recordMinutes(record.time_in, record.time_out), 15);
          expect(out.get(record.id)?.units ?? 0).toBeLessThanOrEqual(raw);
        }
      }),
    );
  });
});

describe('authorizationWarning', () => {
  it('warns at 80 % and past the authorised units, counting an unsigned record as it would be', () => {
    expect(authorizationWarning(100, 79, { units: 0, signed: true })).toBeNull();
    expect(authorizationWarning(100, 80, { units: 0, signed: true })).toBe('near_limit');
    expect(authorizationWarning(100, 70, { units: 10, signed: false })).toBe('near_limit');
    expect(authorizationWarning(100, 100, { units: 0, signed: true })).toBe('near_limit');
    expect(authorizationWarning(100, 95, { units: 6, signed: false })).toBe('exceeded');
    expect(authorizationWarning(100, 101, { units: 3, signed: true })).toBe('exceeded');
  });
});

describe('authorizationAsOf', () => {
  it('counts each record from its own service on, so the units left go down record by record', () => {
    // 423 authorised (the demo's AZ-PA-026000-GC-1001): 24 + 22 + 0 (No Show) + 24 + 250 + 22 + 100
    const asOf = authorizationAsOf(423, [
      { id: 1, units: 24 },
      { id: 2, units: 22 },
      { id: 3, units: 0 },
      { id: 4, units: 24 },
      { id: 5, units: 250 },
      { id: 6, units: 22 },
      { id: 7, units: 100 },
    ]);
    expect([...asOf.values()].map((a) => a.remaining_units_as_of)).toEqual([399, 377, 377, 353, 103, 81, -19]);
    expect(asOf.get(5)).toEqual({ used_units_as_of: 320, remaining_units_as_of: 103, warning_as_of: null });
    // 342 of 423 is 80.85 %: the first record at 80 % is where the warning starts, and stays on
    expect(asOf.get(6)).toEqual({ used_units_as_of: 342, remaining_units_as_of: 81, warning_as_of: 'near_limit' });
    expect(asOf.get(7)?.warning_as_of).toBe('exceeded');
  });

  it('warns at exactly 80 % (integer arithmetic, no rounding) and only beyond the authorised units', () => {
    const asOf = authorizationAsOf(10, [
      { id: 1, units: 7 },
      { id: 2, units: 1 },
      { id: 3, units: 2 },
      { id: 4, units: 1 },
    ]);
    expect([...asOf.values()].map((a) => a.warning_as_of)).toEqual([null, 'near_limit', 'near_limit', 'exceeded']);
  });

  it('the running figure never goes up and ends at authorised − every record’s units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 60 }),
        (authorised, units) => {
          const asOf = [
            ...authorizationAsOf(
              authorised,
              units.map((u, i) => ({ id: i + 1, units: u })),
            ).values(),
          ];
          for (let i = 1; i < asOf.length; i += 1) {
            expect(asOf[i]?.remaining_units_as_of).toBeLessThanOrEqual(asOf[i - 1]?.remaining_units_as_of ?? 0);
          }
          const total = units.reduce((sum, u) => sum + u, 0);
          if (asOf.length > 0) expect(asOf[asOf.length - 1]?.remaining_units_as_of).toBe(authorised - total);
          for (const a of asOf) {
            expect(a.warning_as_of).toBe(
              authorizationWarning(authorised, a.used_units_as_of, { units: 0, signed: true }),
            );
          }
        },
      ),
    );
  });
});

describe('centsToDollars', () => {
  it('formats integer cents exactly', () => {
    expect(centsToDollars(0)).toBe('0.00');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(12345)).toBe('123.45');
    expect(centsToDollars(-5)).toBe('-0.05');
  });
});
