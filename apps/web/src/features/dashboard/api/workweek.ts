import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/typed-api';

export const workweekKey = ['attendance', 'workweek'] as const;

/** GET /api/attendance/workweek/: this workweek's hours and how long until overtime (ADR 0019). */
export function useWorkweek() {
  return useQuery(workweekQuery);
}

/** This workweek's query, also fetched at start-up on /home (app/preload-signed-in.ts). */
export const workweekQuery = queryOptions({
  queryKey: workweekKey,
  queryFn: ({ signal }) => answerOf(api.GET('/api/attendance/workweek/', { signal })),
});
