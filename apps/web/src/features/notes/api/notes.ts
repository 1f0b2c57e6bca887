import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api, type Schema } from '../../../lib/typed-api';

/** GET /api/goals/{clientRecordId}: the client's goals, in order. */
export function useGoals(clientId: number | null) {
  return useQuery({
    queryKey: ['goals', clientId],
    queryFn: async ({ signal }) => {
      const answer = await answerOf(api.GET('/api/goals/{id}', { params: { path: { id: String(clientId) } }, signal }));
      // The existing product's server answered a list or a single goal.
      return Array.isArray(answer) ? answer : [answer];
    },
    enabled: clientId !== null,
    retry: false,
  });
}

export interface ProgressDay {
  progress: Schema<'DailyProgress'> | null;
  trials: Schema<'Trial'>[];
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
      const records = await answerOf(
        api.GET('/api/progress/', { params: { query: { client: String(clientId), date } }, signal }),
      );
      const progress = records.find((record) => record.date_iso === date) ?? null;
      if (!progress) return { progress: null, trials: [] };
      const trials = await answerOf(
        api.GET('/api/progress/{id}/trials/', { params: { path: { id: String(progress.id) } }, signal }),
      );
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
    queryFn: ({ signal }) =>
      answerOf(
        api.GET('/api/clients/{id}/goal-trends/', {
          params: { path: { id: String(clientId) }, query: { days: '90' } },
          signal,
        }),
      ),
    enabled: clientId !== null,
    retry: false,
  });
}

/**
 * POST /api/progress/save/: the day's record and its trials in one transaction.
 *
 * Sent at once or not at all (`networkMode: 'always'`): a save is never held while the browser is
 * offline (TanStack's default for mutations would pause it with the button on "Saving..." and send
 * it, with the words of that moment, only if the tab stays open). The note being written is kept on
 * the device as a draft instead, and the worker saves it again when the network is back
 * (docs/offline.md, "Progress-note drafts"); the page checks the network before it calls this.
 */
export function useSaveProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: Schema<'ProgressSave'>) => answerOf(api.POST('/api/progress/save/', { body })),
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
      answerOf(api.DELETE('/api/trials/{id}/', { params: { path: { id: String(id) } } })),
    onSuccess: (_answer, { clientId }) => {
      void queryClient.invalidateQueries({ queryKey: goalTrendsKey(clientId) });
    },
  });
}
