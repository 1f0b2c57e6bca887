import type { AdminTimeRecords } from '@daybook/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { DateRange } from '../lib/date-ranges';

/** GET /api/admin/time-records?start_date&end_date (spec §7): rows, summary and departments. */
export function useAdminTimeRecords(range: DateRange) {
  return useQuery({
    queryKey: ['admin', 'time-records', range.start, range.end],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ start_date: range.start, end_date: range.end });
      return apiRequest<AdminTimeRecords>(`/api/admin/time-records?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
    // A refused user stays refused: asking again would only repeat the 403.
    retry: (count, error) =>
      !(error && 'status' in error && (error.status === 403 || error.status === 401)) && count < 2,
  });
}
