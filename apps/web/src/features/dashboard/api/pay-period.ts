import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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
  queryFn: ({ signal }) => apiRequest<PayPeriodRange>('/api/attendance/biweekly-date-range/', { signal }),
});

export function usePayPeriod() {
  return useQuery(payPeriodQuery);
}
