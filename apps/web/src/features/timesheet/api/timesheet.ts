import type { Timesheet } from '@daybook/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface TimesheetFilter {
  /** Client record id, or '' for all clients. */
  client: string;
  /** YYYY-MM-DD */
  start: string;
  end: string;
}

/** GET /api/timesheet/?client&start_date&end_date: rows and the three totals. */
export function useTimesheet(filter: TimesheetFilter) {
  return useQuery({
    queryKey: ['timesheet', filter.client, filter.start, filter.end],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ start_date: filter.start, end_date: filter.end });
      if (filter.client) params.set('client', filter.client);
      return apiRequest<Timesheet>(`/api/timesheet/?${params}`, { signal });
    },
    enabled: Boolean(filter.start && filter.end),
    placeholderData: keepPreviousData,
  });
}
