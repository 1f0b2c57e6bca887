import type { ActiveServiceCode } from '@daybook/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/** GET /api/service-codes/: the active service codes a new record may name (docs/billing-rules.md). */
export function useActiveServiceCodes() {
  return useQuery({
    queryKey: ['active-service-codes'],
    queryFn: ({ signal }) => apiRequest<ActiveServiceCode[]>('/api/service-codes/', { signal }),
    staleTime: 5 * 60_000,
  });
}
