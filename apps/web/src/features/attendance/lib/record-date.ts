import { earliestRecordDate, MSG } from '@daybook/domain';

/**
 * Why a record may not carry `date` (YYYY-MM-DD) when the organisation's date is `today`, as the
 * server refuses it (docs/product-rules.md §5): never ahead of today, at most a year back
 * (earliestRecordDate). Null when it may.
 */
export function recordDateProblem(date: string, today: string): string | null {
  if (date > today) return MSG.careDateInFuture;
  if (date < earliestRecordDate(today)) return MSG.careDateTooOld;
  return null;
}
