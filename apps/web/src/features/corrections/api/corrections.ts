import type { CorrectionRequest, CorrectionRequestBody, CorrectionStatus, HistoryRecord } from '@daybook/domain';
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

/**
 * The caller's shifts on one date, earliest first (GET /api/attendance/history/ for that date): a
 * date of several shifts asks which one a request corrects (docs/decisions/0027-split-shifts.md).
 */
export function useShiftsOn(date: string) {
  return useQuery({
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    queryKey: ['attendance', 'history', date] as const,
    queryFn: async ({ signal }) => {
      const rows = await apiRequest<HistoryRecord[]>(`/api/attendance/history/?start_date=${date}&end_date=${date}`, {
        signal,
      });
      return [...rows].sort((a, b) => (a.check_in_at ?? '').localeCompare(b.check_in_at ?? ''));
    },
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
