import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billableHours,
  type CareRecordStatus,
  careTimeMinutes,
  percentageLabel,
  recordBillableHours,
  roundHours,
  sumHours,
  timesheetStatus,
  timesheetTotals,
} from './care.js';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minute = fc.integer({ min: 0, max: 24 * 60 - 1 });

describe('billableHours', () => {
  it('is end minus start in hours, rounded to 2 decimals', () => {
    expect(billableHours('09:00', '14:30')).toBe(5.5);
    expect(billableHours('08:00', '08:20')).toBe(0.33);
    expect(billableHours('08:00', '08:10')).toBe(0.17);
    expect(billableHours('06:00', '18:00')).toBe(12);
    expect(billableHours('09:00:00', '10:15:00')).toBe(1.25);
  });

  it('is 0 without an end, with an end not after the start, or with an unreadable time', () => {
    expect(billableHours('09:00', null)).toBe(0);
    expect(billableHours('09:00', '09:00')).toBe(0);
    expect(billableHours('10:00', '09:00')).toBe(0);
    expect(billableHours('9:00', '10:00')).toBe(0);
    expect(billableHours('24:00', '10:00')).toBe(0);
  });

  it('property: never negative, at most 24, within half a cent of the exact figure', () => {
    fc.assert(
      fc.property(minute, minute, (a, b) => {
        const hours = billableHours(hhmm(a), hhmm(b));
        expect(hours).toBeGreaterThanOrEqual(0);
        expect(hours).toBeLessThan(24);
        const exact = b > a ? (b - a) / 60 : 0;
        expect(Math.abs(hours - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Number.isInteger(Math.round(hours * 100))).toBe(true);
        expect(hours).toBe(Math.round(hours * 100) / 100);
      }),
    );
  });

  it('property: adding minutes to the end never lowers the hours', () => {
    fc.assert(
      fc.property(minute, minute, fc.integer({ min: 0, max: 600 }), (a, b, extra) => {
        const later = Math.min(24 * 60 - 1, b + extra);
        expect(billableHours(hhmm(a), hhmm(later))).toBeGreaterThanOrEqual(billableHours(hhmm(a), hhmm(b)));
      }),
    );
  });

  it('property: splitting a visit at any minute gives the same hours within rounding', () => {
    fc.assert(
      fc.property(minute, minute, minute, (x, y, z) => {
        const [a, m, b] = [x, y, z].sort((p, q) => p - q) as [number, number, number];
        const whole = billableHours(hhmm(a), hhmm(b));
        const parts = billableHours(hhmm(a), hhmm(m)) + billableHours(hhmm(m), hhmm(b));
        expect(Math.abs(whole - parts)).toBeLessThanOrEqual(0.01 + 1e-9);
      }),
    );
  });
});

describe('care arithmetic helpers', () => {
  it('reads clock times as minutes of the day', () => {
    expect(careTimeMinutes('00:00')).toBe(0);
    expect(careTimeMinutes('23:59')).toBe(1439);
    expect(careTimeMinutes('12:5')).toBeNull();
    expect(careTimeMinutes(null)).toBeNull();
  });

  it('rounds half away from zero without binary surprises', () => {
    expect(roundHours(1.005)).toBe(1.01);
    expect(roundHours(2.675)).toBe(2.68);
    expect(roundHours(-1.005)).toBe(-1.01);
  });

  it('property: sums of 2-decimal hours are exact to the cent', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2400 }), { maxLength: 200 }), (cents) => {
        const hours = cents.map((c) => c / 100);
        expect(sumHours(hours)).toBe(cents.reduce((a, b) => a + b, 0) / 100);
      }),
    );
  });

  it('gives the timesheet status: No Show, Completed, In Progress', () => {
    expect(timesheetStatus({ absent: true, time_out: '14:00' })).toBe('No Show');
    expect(timesheetStatus({ absent: false, time_out: '14:00' })).toBe('Completed');
    expect(timesheetStatus({ absent: false, time_out: null })).toBe('In Progress');
  });
});

describe('No Show billing and the timesheet totals (ADR 0009, addendum)', () => {
  it('an absent client’s record bills nothing; a present one bills end − start', () => {
    expect(recordBillableHours({ absent: true, time_in: '08:00', time_out: '15:00' })).toBe(0);
    expect(recordBillableHours({ absent: false, time_in: '08:00', time_out: '15:00' })).toBe(7);
    expect(recordBillableHours({ absent: false, time_in: '08:00', time_out: null })).toBe(0);
  });

  it('sums Completed billable hours, and the scheduled hours of rows not Completed and of No Shows', () => {
    const row = (status: CareRecordStatus, billable: number, scheduled: number) => ({
      status,
      billable_hours: billable,
      scheduled_hours: scheduled,
    });
    expect(
      timesheetTotals([
        row('Completed', 5.5, 5.5),
        row('Completed', 0.33, 0.33),
        row('No Show', 0, 7),
        row('No Show', 0, 6),
        row('In Progress', 0, 0),
      ]),
    ).toEqual({ completed_hours: 5.83, incomplete_hours: 13, no_show_hours: 13 });
    expect(timesheetTotals([])).toEqual({ completed_hours: 0, incomplete_hours: 0, no_show_hours: 0 });
  });

  it('property: No Show hours are part of the incomplete hours, and no absent record is billed', () => {
    const record = fc.record({ absent: fc.boolean(), start: minute, end: fc.option(minute, { nil: null }) });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 40 }), (records) => {
        const rows = records.map(({ absent, start, end }) => {
          const time_out = end === null ? null : hhmm(end);
          const fields = { absent, time_in: hhmm(start), time_out };
          return {
            status: timesheetStatus(fields),
            billable_hours: recordBillableHours(fields),
            scheduled_hours: billableHours(fields.time_in, time_out),
          };
        });
        const totals = timesheetTotals(rows);
        expect(totals.no_show_hours).toBeLessThanOrEqual(totals.incomplete_hours);
        expect(rows.filter((r) => r.status === 'No Show').every((r) => r.billable_hours === 0)).toBe(true);
        expect(totals.completed_hours).toBe(sumHours(rows.map((r) => r.billable_hours)));
      }),
    );
  });

  it('labels trial percentages as docs/product-rules.md §3 lists them', () => {
    expect([0, 25, 50, 75, 100].map(percentageLabel)).toEqual(['0%', '25%', '50%', '75%', '100%']);
    expect(percentageLabel(null)).toBeNull();
  });
});
