import type { CorrectionRequest, CorrectionRequestBody, CorrectionStatus } from '@daybook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const correctionKeys = {
  all: ['corrections'] as const,
  mine: ['corrections', 'mine'] as const,
  inbox: (status: CorrectionStatus | null) => ['corrections', 'inbox', status] as const,
};

const query = (status: CorrectionStatus | null) => (status ? `?status=${status}` : '');

/** GET /api/attendance/corrections/: the caller's own requests. */
export function useMyCorrections() {
  return useQuery({
    queryKey: correctionKeys.mine,
    queryFn: ({ signal }) => apiRequest<CorrectionRequest[]>('/api/attendance/corrections/', { signal }),
  });
}

/** GET /api/corrections/: the inbox (a manager's team, an admin's everyone). */
export function useCorrectionInbox(status: CorrectionStatus | null, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: correctionKeys.inbox(status),
    queryFn: ({ signal }) => apiRequest<CorrectionRequest[]>(`/api/corrections/${query(status)}`, { signal }),
  });
}

/** POST /api/attendance/corrections/. */
export function useRequestCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CorrectionRequestBody) =>
      apiRequest<CorrectionRequest>('/api/attendance/corrections/', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionKeys.all }),
  });
}

type Decision = { id: number; action: 'approve' } | { id: number; action: 'deny'; note: string };

/** POST /api/corrections/{id}/approve/ or deny/; the lists refetch (and any timecard shown). */
export function useDecideCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      apiRequest<CorrectionRequest>(`/api/corrections/${decision.id}/${decision.action}/`, {
        method: 'POST',
        body: decision.action === 'deny' ? { note: decision.note } : {},
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: correctionKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['timecards'] });
    },
  });
}
