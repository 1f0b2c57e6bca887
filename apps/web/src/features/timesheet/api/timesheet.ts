import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/typed-api';

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
      const range = { start_date: filter.start, end_date: filter.end };
      const query = filter.client ? { ...range, client: filter.client } : range;
      return answerOf(api.GET('/api/timesheet/', { params: { query }, signal }));
    },
    enabled: Boolean(filter.start && filter.end),
    placeholderData: keepPreviousData,
  });
}
