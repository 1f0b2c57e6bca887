import type { EvvVisit, LocationExceptionStatus, ResolveLocationExceptionBody } from '@daybook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download';
import { answerOf, api, type Schema } from '../../../lib/typed-api';

export const locationTrustKeys = {
  exceptions: (status: LocationExceptionStatus | null) => ['location-exceptions', status] as const,
  visits: (from: string, to: string, page: number, pageSize: number) =>
    ['evv-visits', from, to, page, pageSize] as const,
};

/** GET /api/location-exceptions/: a manager's team's, an admin's everyone's (docs/evv.md). */
export function useLocationExceptions(status: LocationExceptionStatus | null, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: locationTrustKeys.exceptions(status),
    queryFn: ({ signal }) =>
      answerOf(api.GET('/api/location-exceptions/', { params: { query: status ? { status } : {} }, signal })),
  });
}

/** POST /api/location-exceptions/{id}/resolve/; the queue and timecards refetch. */
export function useResolveLocationException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ResolveLocationExceptionBody & { id: number }) =>
      answerOf(api.POST('/api/location-exceptions/{id}/resolve/', { params: { path: { id: String(id) } }, body })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['location-exceptions'] });
      await queryClient.invalidateQueries({ queryKey: ['timecards'] });
    },
  });
}

/** POST /api/location-exceptions/{id}/note/: the employee explains their own exception. */
export function useNoteLocationException() {
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      answerOf(
        api.POST('/api/location-exceptions/{id}/note/', { params: { path: { id: String(id) } }, body: { note } }),
      ),
  });
}

/** GET /api/evv/visits/?from=&to=&page=&page_size=: one page (1-based) and the range's total. */
export function useEvvVisits(from: string, to: string, page: number, pageSize: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: locationTrustKeys.visits(from, to, page, pageSize),
    queryFn: ({ signal }) =>
      apiPage<EvvVisit>(
        `/api/evv/visits/?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&page=${page}&page_size=${pageSize}&order=newest`,
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/** PATCH /api/evv/visits/{id}/: a change after the fact with codes and attestation. */
export function useChangeEvvVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Schema<'EvvVisitChange'> & { id: number }) =>
      answerOf(api.PATCH('/api/evv/visits/{id}/', { params: { path: { id: String(id) } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['evv-visits'] }),
  });
}

/** GET /api/evv/visits/export (admin): the CSV for the aggregator, saved through a temporary link. */
export async function downloadEvvExport(from: string, to: string): Promise<string> {
  const path = `/api/evv/visits/export?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  return downloadApiFile(path, `evv-visits-${from}-to-${to}.csv`);
}
