import { earliestRecordDate, MSG } from '@daybook/domain';

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

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

/** The day a new record starts on: the log's (`?date=`) when a record may carry it, else today. */
export function startingDate(requested: string | null, today: string): string {
  return requested && ISO_DATE.test(requested) && !recordDateProblem(requested, today) ? requested : today;
}
