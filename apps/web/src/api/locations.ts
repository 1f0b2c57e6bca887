import type { ActiveLocation } from '@daybook/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/** GET /api/locations/: the active locations a client, record, note or profile may name (ADR 0028). */
export function useActiveLocations() {
  return useQuery({
    queryKey: ['active-locations'],
    queryFn: ({ signal }) => apiRequest<ActiveLocation[]>('/api/locations/', { signal }),
    staleTime: 5 * 60_000,
  });
}
