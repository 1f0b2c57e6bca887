import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billableHours, careTimeMinutes, roundHours, sumHours, timesheetStatus } from './care.js';

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
