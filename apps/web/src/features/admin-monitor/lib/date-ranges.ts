import { type LocalDate, payPeriodFor } from '@daybook/domain';
import { addDays, endOfMonth, format, parseISO, startOfMonth, startOfWeek } from 'date-fns';

export const RANGE_KINDS = ['today', 'thisWeek', 'currentPayPeriod', 'thisMonth', 'custom'] as const;
export type RangeKind = (typeof RANGE_KINDS)[number];

/** An inclusive range of calendar dates, `YYYY-MM-DD`. */
export interface DateRange {
  start: LocalDate;
  end: LocalDate;
}

/**
 * Calendar arithmetic on a date of the organisation's zone. `parseISO` of a bare date gives that
 * calendar day's midnight wherever the browser is, and only whole days are added or taken away, so
 * no zone offset enters the result.
 */
const day = (date: LocalDate) => parseISO(date);
const iso = (date: Date): LocalDate => format(date, 'yyyy-MM-dd');

/** The default Custom range: the last 7 days through today (docs/product-rules.md §9). */
export function lastSevenDays(today: LocalDate): DateRange {
  return { start: iso(addDays(day(today), -6)), end: today };
}

/** The range of a preset (docs/product-rules.md §2 Admin page, §9): This Week is Monday through today. */
export function presetRange(kind: Exclude<RangeKind, 'custom'>, today: LocalDate): DateRange {
  switch (kind) {
    case 'today':
      return { start: today, end: today };
    case 'thisWeek':
      return { start: iso(startOfWeek(day(today), { weekStartsOn: 1 })), end: today };
    case 'currentPayPeriod': {
      const period = payPeriodFor(today);
      return { start: period.start_date, end: period.end_date };
    }
    case 'thisMonth':
      return { start: iso(startOfMonth(day(today))), end: iso(endOfMonth(day(today))) };
  }
}
