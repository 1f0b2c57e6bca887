import type { DailyProgress, Goal, GoalTrends, ProgressSaveBody, ProgressSaveResult, Trial } from '@daybook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/goals/{clientRecordId}: the client's goals, in order. */
export function useGoals(clientId: number | null) {
  return useQuery({
    queryKey: ['goals', clientId],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<Goal[] | Goal>(`/api/goals/${clientId}`, { signal });
      // The existing product's server answered a list or a single goal.
      return Array.isArray(answer) ? answer : [answer];
    },
    enabled: clientId !== null,
    retry: false,
  });
}

export interface ProgressDay {
  progress: DailyProgress | null;
  trials: Trial[];
}

export const progressDayKey = (clientId: number | null, date: string) => ['progress-day', clientId, date] as const;

/**
 * The day's progress record of a client and its trials (GET /api/progress/?client&date, then
 * GET /api/progress/{id}/trials/); `progress` is null when nothing was saved that day.
 */
export function useProgressDay(clientId: number | null, date: string) {
  return useQuery({
    queryKey: progressDayKey(clientId, date),
    queryFn: async ({ signal }): Promise<ProgressDay> => {
      const params = new URLSearchParams({ client: String(clientId), date });
      const records = await apiRequest<DailyProgress[]>(`/api/progress/?${params}`, { signal });
      const progress = records.find((record) => record.date_iso === date) ?? null;
      if (!progress) return { progress: null, trials: [] };
      const trials = await apiRequest<Trial[]>(`/api/progress/${progress.id}/trials/`, { signal });
      return { progress, trials };
    },
    enabled: clientId !== null && Boolean(date),
    retry: false,
  });
}

export const goalTrendsKey = (clientId: number | null) => ['goal-trends', clientId] as const;

/** GET /api/clients/{id}/goal-trends/?days=90: per goal and day, the trials and their prompt levels. */
export function useGoalTrends(clientId: number | null) {
  return useQuery({
    queryKey: goalTrendsKey(clientId),
    queryFn: ({ signal }) => apiRequest<GoalTrends>(`/api/clients/${clientId}/goal-trends/?days=90`, { signal }),
    enabled: clientId !== null,
    retry: false,
  });
}

/** POST /api/progress/save/: the day's record and its trials in one transaction. */
export function useSaveProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgressSaveBody) =>
      apiRequest<ProgressSaveResult>('/api/progress/save/', { method: 'POST', body }),
    onSuccess: (result) => {
      const { trials, created: _created, ...progress } = result;
      queryClient.setQueryData<ProgressDay>(progressDayKey(result.client, result.date_iso), { progress, trials });
      void queryClient.invalidateQueries({ queryKey: goalTrendsKey(result.client) });
      void queryClient.invalidateQueries({ queryKey: ['client-attendance'] });
    },
  });
}

/** DELETE /api/trials/{id}/. */
export function useDeleteTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; clientId: number }) =>
      apiRequest<null>(`/api/trials/${id}/`, { method: 'DELETE' }),
    onSuccess: (_answer, { clientId }) => {
      void queryClient.invalidateQueries({ queryKey: goalTrendsKey(clientId) });
    },
  });
}
