import { describe, expect, it } from 'vitest';
import { nextPeriodStart, periodStartFrom, previousPeriodStart } from './periods';

describe('pay period steps', () => {
  it('goes back from the 15th to the 1st and from the 1st to the previous month’s 15th', () => {
    expect(previousPeriodStart('2026-11-15')).toBe('2026-11-01');
    expect(previousPeriodStart('2026-11-20')).toBe('2026-11-01');
    expect(previousPeriodStart('2026-11-01')).toBe('2026-10-15');
    expect(previousPeriodStart('2026-01-03')).toBe('2025-12-15');
  });

  it('goes forward from the 1st to the 15th and from the 15th to the next month’s 1st', () => {
    expect(nextPeriodStart('2026-11-01')).toBe('2026-11-15');
    expect(nextPeriodStart('2026-11-30')).toBe('2026-12-01');
    expect(nextPeriodStart('2026-12-15')).toBe('2027-01-01');
    expect(nextPeriodStart('2024-02-29')).toBe('2024-03-01');
  });

  it('takes only the first day of a period from an address', () => {
    expect(periodStartFrom('2026-11-15')).toBe('2026-11-15');
    expect(periodStartFrom('2026-11-01')).toBe('2026-11-01');
    expect(periodStartFrom('2026-11-02')).toBeNull();
    expect(periodStartFrom('2026-13-01')).toBeNull();
    expect(periodStartFrom('x')).toBeNull();
    expect(periodStartFrom(null)).toBeNull();
  });
});
