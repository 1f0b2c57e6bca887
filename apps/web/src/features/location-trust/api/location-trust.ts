import type {
  EvvVisit,
  EvvVisitPatchBody,
  LocationExceptionStatus,
  ResolveLocationExceptionBody,
} from '@daybook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiErrorOf, apiPage, apiRequest, fetchWithSession } from '../../../lib/api-client';
import { answerOf, api } from '../../../lib/typed-api';

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
        `/api/evv/visits/?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&page=${page}&page_size=${pageSize}`,
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/** PATCH /api/evv/visits/{id}/: a change after the fact with codes and attestation. */
export function useChangeEvvVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Partial<EvvVisitPatchBody> & { id: number }) =>
      // a partial change: the generated body requires the codes (docs/decisions/0013-generated-contracts.md)
      apiRequest<EvvVisit>(`/api/evv/visits/${id}/`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['evv-visits'] }),
  });
}

/** GET /api/evv/visits/export (admin): the CSV for the aggregator, saved through a temporary link. */
export async function downloadEvvExport(from: string, to: string): Promise<string> {
  const path = `/api/evv/visits/export?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const response = await fetchWithSession(async (token) => {
    try {
      return await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    } catch {
      throw new ApiError(0, null);
    }
  });
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => ({})));
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `evv-visits-${from}-to-${to}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
