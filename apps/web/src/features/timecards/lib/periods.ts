import { type LocalDate, type PayPeriod, payPeriodFor } from '@daybook/domain';

/**
 * Stepping between pay periods (1st–14th and 15th–month end, docs/payroll-rules.md), by their
 * first days as `YYYY-MM-DD`.
 */

function shiftMonth(date: LocalDate, months: number, day: number): LocalDate {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The period that starts on a date, or holds it. */
export function periodOf(date: LocalDate): PayPeriod {
  return payPeriodFor(date);
}

/** The first day of the period before the one holding `date`. */
export function previousPeriodStart(date: LocalDate): LocalDate {
  const start = payPeriodFor(date).start_date;
  return start.endsWith('-15') ? shiftMonth(start, 0, 1) : shiftMonth(start, -1, 15);
}

/** The first day of the period after the one holding `date`. */
export function nextPeriodStart(date: LocalDate): LocalDate {
  const start = payPeriodFor(date).start_date;
  return start.endsWith('-01') ? shiftMonth(start, 0, 15) : shiftMonth(start, 1, 1);
}

/** A `period` taken from an address: the first day of a real period, or null. */
export function periodStartFrom(text: string | null | undefined): LocalDate | null {
  if (!text || !/^\d{4}-\d{2}-(01|15)$/.test(text)) return null;
  const [y, m] = text.split('-').map(Number) as [number, number];
  if (y < 2000 || m < 1 || m > 12) return null;
  return text;
}
