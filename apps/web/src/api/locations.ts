import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../lib/typed-api';

/** GET /api/locations/: the active locations a client, record, note or profile may name (ADR 0028). */
export function useActiveLocations() {
  return useQuery({
    queryKey: ['active-locations'],
    queryFn: ({ signal }) => answerOf(api.GET('/api/locations/', { signal })),
    staleTime: 5 * 60_000,
  });
}
