import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The current biweekly pay period: display dates MM/DD/YYYY and ISO companions. */
export interface PayPeriodRange {
  start_date: string;
  end_date: string;
  start: string;
  end: string;
}

/** GET /api/attendance/biweekly-date-range/ (docs/product-rules.md §7). */
export function usePayPeriod() {
  return useQuery({
    queryKey: ['pay-period'],
    queryFn: ({ signal }) => apiRequest<PayPeriodRange>('/api/attendance/biweekly-date-range/', { signal }),
  });
}
