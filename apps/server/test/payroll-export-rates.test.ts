import { describe, expect, it } from 'vitest';
import { ratesInPeriod } from '../src/modules/payroll/export-payroll.js';

/**
 * The payroll export's `Rates in Period` (docs/payroll-rules.md, "The payroll export"): the rate of
 * each day as the pay computation reads it, one step where it changes, so that a period paid at two
 * rates says so beside a Rate column that can show only one.
 */
const period = { start_date: '2026-11-15', end_date: '2026-11-30' };
const rate = (effectiveDate: string, rateCents: number) => ({ effectiveDate, rateCents });

describe('ratesInPeriod', () => {
  it('writes one rate bare', () => {
    expect(ratesInPeriod([rate('2026-06-01', 1925)], period)).toBe('19.25');
    // an entry dated on the period's first day is that day's rate
    expect(ratesInPeriod([rate('2026-06-01', 1925), rate('2026-11-15', 2100)], period)).toBe('21.00');
    // an entry after the period is not this period's
    expect(ratesInPeriod([rate('2026-06-01', 1925), rate('2026-12-01', 2100)], period)).toBe('19.25');
  });

  it('lists each rate with the day it took effect when the rate changed within the period', () => {
    expect(ratesInPeriod([rate('2026-06-01', 1925), rate('2026-11-23', 2100)], period)).toBe(
      '19.25 from 11/15/2026; 21.00 from 11/23/2026',
    );
    expect(ratesInPeriod([rate('2026-06-01', 1925), rate('2026-11-20', 2000), rate('2026-11-30', 2100)], period)).toBe(
      '19.25 from 11/15/2026; 20.00 from 11/20/2026; 21.00 from 11/30/2026',
    );
  });

  it('leaves out an entry that does not change the rate', () => {
    expect(ratesInPeriod([rate('2026-06-01', 1925), rate('2026-11-20', 1925)], period)).toBe('19.25');
  });
});
