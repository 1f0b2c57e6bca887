import { TZDate } from '@date-fns/tz';
import { addDays, format, getDaysInMonth } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockTime,
  displayDate,
  inRange,
  localDateOf,
  MAX_RANGE_DAYS,
  parseDateInput,
  payPeriodFor,
  plusDays,
  rangeTooLong,
  recordDateFromLink,
  usToIsoDate,
} from './dates.js';

const PHOENIX = 'America/Phoenix';

describe('payPeriodFor', () => {
  it('puts the 1st to the 14th in the first half of the month', () => {
    expect(payPeriodFor('2026-11-01')).toEqual({ start_date: '2026-11-01', end_date: '2026-11-14' });
    expect(payPeriodFor('2026-11-14')).toEqual({ start_date: '2026-11-01', end_date: '2026-11-14' });
  });

  it('puts the 15th to the month end in the second half, with the month’s real length', () => {
    expect(payPeriodFor('2026-11-15')).toEqual({ start_date: '2026-11-15', end_date: '2026-11-30' });
    expect(payPeriodFor('2026-12-31')).toEqual({ start_date: '2026-12-15', end_date: '2026-12-31' });
    expect(payPeriodFor('2027-02-20')).toEqual({ start_date: '2027-02-15', end_date: '2027-02-28' });
    expect(payPeriodFor('2028-02-29')).toEqual({ start_date: '2028-02-15', end_date: '2028-02-29' });
  });

  it('always holds the date, starts on the 1st or 15th and ends on the 14th or the last day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }), (d) => {
        const date = d.toISOString().slice(0, 10);
        const period = payPeriodFor(date);
        expect(inRange(date, period)).toBe(true);
        expect(['01', '15']).toContain(period.start_date.slice(8));
        const next = new Date(`${period.end_date}T00:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        // the day after a period is the first day of the next period
        expect(payPeriodFor(next.toISOString().slice(0, 10)).start_date).toBe(next.toISOString().slice(0, 10));
      }),
    );
  });

  it('gives the same period as splitting the date and measuring its month through date-fns (the implementation it replaced)', () => {
    const replaced = (date: string) => {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      const iso = (yy: number, mm: number, dd: number) =>
        `${String(yy).padStart(4, '0')}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
      if (d <= 14) return { start_date: iso(y, m, 1), end_date: iso(y, m, 14) };
      return { start_date: iso(y, m, 15), end_date: iso(y, m, getDaysInMonth(new Date(y, m - 1, 15))) };
    };
    const digits = (length: number) =>
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
    fc.assert(
      fc.property(
        fc.oneof(
          // real dates, four-digit years
          fc
            .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10)),
          // any digits in the shape: impossible days and months, years before 1000
          fc.tuple(digits(4), digits(2), digits(2)).map(([y, m, d]) => `${y}-${m}-${d}`),
        ),
        (date) => {
          expect(payPeriodFor(date)).toEqual(replaced(date));
        },
      ),
      { numRuns: 5000 },
    );
    for (const date of ['1900-02-20', '2000-02-20', '2100-02-15', '2024-02-29', '1000-02-15', '9999-12-31']) {
      expect(payPeriodFor(date)).toEqual(replaced(date));
    }
  });
});

describe('localDateOf', () => {
  it('uses the organisation zone, not UTC, for the calendar date', () => {
    // 06:59:59Z on the 15th is still 23:59:59 on the 14th in Phoenix (UTC-7, no DST).
    expect(localDateOf(new Date('2026-11-15T06:59:59Z'), PHOENIX)).toBe('2026-11-14');
    expect(localDateOf(new Date('2026-11-15T07:00:00Z'), PHOENIX)).toBe('2026-11-15');
  });

  it('follows daylight saving where the zone has it', () => {
    expect(localDateOf(new Date('2026-07-01T03:30:00Z'), 'America/New_York')).toBe('2026-06-30');
    expect(localDateOf(new Date('2026-07-01T04:30:00Z'), 'America/New_York')).toBe('2026-07-01');
  });

  it('agrees with formatting through TZDate for any instant and zone (the implementation it replaced)', () => {
    const zones = [PHOENIX, 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata'];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
          fc.date({ min: new Date('0999-12-25'), max: new Date('1000-01-05'), noInvalidDate: true }),
          fc.date({ min: new Date('9999-12-25'), max: new Date('9999-12-31'), noInvalidDate: true }),
        ),
        fc.constantFrom(...zones, 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kathmandu', 'UTC'),
        (instant, zone) => {
          expect(localDateOf(instant, zone)).toBe(format(new TZDate(instant, zone), 'yyyy-MM-dd'));
        },
      ),
      { numRuns: 2000 },
    );
    // around daylight-saving changes, minute by minute
    for (const [start, zone] of [
      ['2026-03-08T06:00:00Z', 'America/New_York'],
      ['2026-11-01T04:00:00Z', 'America/New_York'],
      ['2026-10-04T14:00:00Z', 'Australia/Lord_Howe'],
    ] as const) {
      for (let minute = 0; minute < 360; minute++) {
        const instant = new Date(Date.parse(start) + minute * 60_000);
        expect(localDateOf(instant, zone)).toBe(format(new TZDate(instant, zone), 'yyyy-MM-dd'));
      }
    }
  });
});

describe('clockTime agrees with date-fns and @date-fns/tz', () => {
  it('for any instant in zones with and without daylight saving', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2060-12-31'), noInvalidDate: true }),
        fc.constantFrom(PHOENIX, 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'),
        (instant, zone) => {
          expect(clockTime(instant, zone)).toBe(format(new TZDate(instant, zone), 'hh:mm a'));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('clockTime', () => {
  it('shows hh:mm AM in the zone', () => {
    expect(clockTime(new Date('2026-11-20T15:05:00Z'), PHOENIX)).toBe('08:05 AM');
    expect(clockTime(new Date('2026-11-20T23:30:00Z'), PHOENIX)).toBe('04:30 PM');
  });
});

describe('parseDateInput', () => {
  it('accepts YYYY-MM-DD and MM/DD/YYYY', () => {
    expect(parseDateInput('2026-11-20')).toBe('2026-11-20');
    expect(parseDateInput('11/20/2026')).toBe('2026-11-20');
  });

  it('refuses impossible and malformed dates', () => {
    for (const text of [
      '2026-02-30',
      '02/30/2026',
      '2026-13-01',
      '13/01/2026',
      '2026-1-1',
      '',
      'today',
      '11-20-2026',
    ]) {
      expect(parseDateInput(text)).toBeNull();
    }
  });

  it('round-trips every real date through the display format', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        expect(parseDateInput(iso)).toBe(iso);
        expect(parseDateInput(displayDate(iso))).toBe(iso);
      }),
    );
  });
});

describe('displayDate', () => {
  it('shows MM/DD/YYYY, and --/--/---- when missing', () => {
    expect(displayDate('2026-11-05')).toBe('11/05/2026');
    expect(displayDate(null)).toBe('--/--/----');
    expect(displayDate('')).toBe('--/--/----');
  });
});

describe('usToIsoDate', () => {
  it('is the inverse of displayDate for every real date, and leaves other text as it was', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        expect(usToIsoDate(displayDate(iso))).toBe(iso);
      }),
    );
    expect(usToIsoDate('2026-11-05')).toBe('2026-11-05');
    expect(usToIsoDate('-')).toBe('-');
    expect(usToIsoDate(null)).toBe('');
  });
});

describe('plusDays', () => {
  it('moves across months, years, leap days and daylight-saving changes', () => {
    expect(plusDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(plusDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(plusDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(plusDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(plusDays('2026-11-01', -7)).toBe('2026-10-25');
    expect(plusDays('2026-05-15', 0)).toBe('2026-05-15');
  });

  it('gives the same date as parsing and formatting through date-fns (the implementation it replaced)', () => {
    const replaced = (date: string, days: number) => format(addDays(new Date(`${date}T12:00:00`), days), 'yyyy-MM-dd');
    const isoOf = (d: Date) => d.toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }).map(isoOf),
          fc.date({ min: new Date('1999-12-01'), max: new Date('2101-03-01'), noInvalidDate: true }).map(isoOf),
          // the edges of the four-digit years, where the general way takes over
          fc.date({ min: new Date('1000-01-01'), max: new Date('1000-01-10'), noInvalidDate: true }).map(isoOf),
          fc.date({ min: new Date('9999-12-20'), max: new Date('9999-12-31'), noInvalidDate: true }).map(isoOf),
        ),
        fc.oneof(fc.integer({ min: -800, max: 800 }), fc.integer({ min: -3_000_000, max: 3_000_000 })),
        (date, days) => {
          let expected: string | Error;
          try {
            expected = replaced(date, days);
          } catch (error) {
            expected = error as Error;
          }
          if (expected instanceof Error) expect(() => plusDays(date, days)).toThrow(expected.constructor as never);
          else expect(plusDays(date, days)).toBe(expected);
        },
      ),
      { numRuns: 3000 },
    );
    // dates that are no dates, and days that are no whole numbers, keep the general way's answer
    for (const [date, days] of [
      ['2026-02-29', 1],
      ['2028-02-30', 0],
      ['2026-13-01', 1],
      ['2026-00-10', 1],
      ['0999-12-31', 1],
      ['1000-01-01', -1],
      ['9999-12-31', 1],
      ['2026-11-27', 1.5],
      ['2026-11-27', -0.5],
    ] as const) {
      let expected: string | undefined;
      try {
        expected = replaced(date, days);
      } catch {
        expected = undefined;
      }
      if (expected === undefined) expect(() => plusDays(date, days)).toThrow();
      else expect(plusDays(date, days)).toBe(expected);
    }
  });

  it('undoes itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: -800, max: 800 }), (offset, days) => {
        const date = plusDays('1990-01-01', offset);
        expect(plusDays(plusDays(date, days), -days)).toBe(date);
      }),
    );
  });
});

describe('rangeTooLong', () => {
  it('allows 366 days counting both ends and refuses 367, across a leap day too', () => {
    expect(MAX_RANGE_DAYS).toBe(366);
    expect(rangeTooLong('2025-11-20', '2026-11-20')).toBe(false);
    expect(rangeTooLong('2025-11-19', '2026-11-20')).toBe(true);
    expect(rangeTooLong('2028-01-01', '2028-12-31')).toBe(false);
    expect(rangeTooLong('2028-01-01', '2029-01-01')).toBe(true);
    expect(rangeTooLong('2026-11-20', '2026-11-20')).toBe(false);
  });

  it('agrees with counting the days of the range one by one', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T12:00:00Z'), max: new Date('2040-01-01T12:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 800 }),
        (start, length) => {
          const from = start.toISOString().slice(0, 10);
          const to = plusDays(from, length);
          expect(rangeTooLong(from, to)).toBe(length + 1 > MAX_RANGE_DAYS);
        },
      ),
    );
  });
});

describe('recordDateFromLink', () => {
  it('keeps a real day from a year back to today, else gives today', () => {
    expect(recordDateFromLink('2026-11-01', '2026-11-29')).toBe('2026-11-01');
    expect(recordDateFromLink('2025-11-28', '2026-11-29')).toBe('2025-11-28');
    for (const refused of ['2025-11-27', '2026-11-30', '2026-02-30', '11/27/2026', '', null, undefined]) {
      expect(recordDateFromLink(refused, '2026-11-29')).toBe('2026-11-29');
    }
  });
});
