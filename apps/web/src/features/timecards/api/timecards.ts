import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/download';
import { answerOf, api } from '../../../lib/typed-api';

export const timecardKeys = {
  all: ['timecards'] as const,
  list: (periodStart: string | null) => ['timecards', 'list', periodStart] as const,
  detail: (userId: number, periodStart: string) => ['timecards', 'detail', userId, periodStart] as const,
};

/** GET /api/timecards/: the period's timecards the caller may see (own, team, everyone). */
export function useTimecards(periodStart: string | null, enabled = true) {
  return useQuery({
    enabled,
    queryKey: timecardKeys.list(periodStart),
    queryFn: ({ signal }) =>
      answerOf(
        api.GET('/api/timecards/', { params: { query: periodStart ? { period_start: periodStart } : {} }, signal }),
      ),
  });
}

/** GET /api/timecards/{user_id}/{period_start}/: one timecard with days, weeks and history. */
export function useTimecard(userId: number | undefined, periodStart: string) {
  return useQuery({
    queryKey: timecardKeys.detail(userId ?? 0, periodStart),
    queryFn: ({ signal }) =>
      answerOf(
        api.GET('/api/timecards/{user_id}/{period_start}/', {
          params: { path: { user_id: String(userId), period_start: periodStart } },
          signal,
        }),
      ),
    enabled: userId !== undefined,
  });
}

type Transition = { userId: number; periodStart: string } & (
  | { action: 'submit' }
  | { action: 'approve' }
  | { action: 'reopen'; reason: string }
);

/** One of the three transition calls, typed by the generated API description. */
function transitionCall(transition: Transition) {
  const path = { user_id: String(transition.userId), period_start: transition.periodStart };
  if (transition.action === 'submit') {
    return api.POST('/api/timecards/{user_id}/{period_start}/submit/', {
      params: { path },
      body: { attestation: true },
    });
  }
  if (transition.action === 'reopen') {
    return api.POST('/api/timecards/{user_id}/{period_start}/reopen/', {
      params: { path },
      body: { reason: transition.reason },
    });
  }
  return api.POST('/api/timecards/{user_id}/{period_start}/approve/', { params: { path }, body: {} });
}

/** POST …/submit/ · approve/ · reopen/; the answer replaces the cached timecard, lists refetch. */
export function useTimecardTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transition: Transition) => answerOf(transitionCall(transition)),
    onSuccess: (card, transition) => {
      queryClient.setQueryData(timecardKeys.detail(transition.userId, transition.periodStart), card);
      return queryClient.invalidateQueries({ queryKey: ['timecards', 'list'] });
    },
  });
}

/**
 * GET /api/payroll/export (admin): the period's payroll file, saved through a temporary link.
 * The session is renewed once on a 401, as every other call does.
 */
export async function downloadPayroll(periodStart: string, format: 'csv' | 'xlsx'): Promise<string> {
  const path = `/api/payroll/export?period_start=${encodeURIComponent(periodStart)}&format=${format}`;
  return downloadApiFile(path, `payroll-${periodStart}.${format}`);
}
