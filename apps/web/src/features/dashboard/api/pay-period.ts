import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/typed-api';

/** The current biweekly pay period: display dates MM/DD/YYYY and ISO companions. */
export interface PayPeriodRange {
  start_date: string;
  end_date: string;
  start: string;
  end: string;
}

/** GET /api/attendance/biweekly-date-range/ (docs/product-rules.md §7). */
/** GET /api/attendance/biweekly-date-range/, also fetched at start-up on /home (app/preload-signed-in.ts). */
export const payPeriodQuery = queryOptions({
  queryKey: ['pay-period'],
  queryFn: ({ signal }) => answerOf(api.GET('/api/attendance/biweekly-date-range/', { signal })),
});

export function usePayPeriod() {
  return useQuery(payPeriodQuery);
}
