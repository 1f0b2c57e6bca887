import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../lib/typed-api';

/** GET /api/service-codes/: the active service codes a new record may name (docs/billing-rules.md). */
export function useActiveServiceCodes() {
  return useQuery({
    queryKey: ['active-service-codes'],
    queryFn: ({ signal }) => answerOf(api.GET('/api/service-codes/', { signal })),
    staleTime: 5 * 60_000,
  });
}
