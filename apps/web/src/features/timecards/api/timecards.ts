import type { TimecardDetail, TimecardSummary } from '@daybook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { readAccessToken } from '../../../lib/auth-tokens';
import { refreshSession } from '../../../lib/token-refresh';

export const timecardKeys = {
  all: ['timecards'] as const,
  list: (periodStart: string | null) => ['timecards', 'list', periodStart] as const,
  detail: (userId: number, periodStart: string) => ['timecards', 'detail', userId, periodStart] as const,
};

/** GET /api/timecards/: the period's timecards the caller may see (own, team, everyone). */
export function useTimecards(periodStart: string | null) {
  return useQuery({
    queryKey: timecardKeys.list(periodStart),
    queryFn: ({ signal }) =>
      apiRequest<TimecardSummary[]>(
        periodStart ? `/api/timecards/?period_start=${encodeURIComponent(periodStart)}` : '/api/timecards/',
        { signal },
      ),
  });
}

/** GET /api/timecards/{user_id}/{period_start}/: one timecard with days, weeks and history. */
export function useTimecard(userId: number | undefined, periodStart: string) {
  return useQuery({
    queryKey: timecardKeys.detail(userId ?? 0, periodStart),
    queryFn: ({ signal }) => apiRequest<TimecardDetail>(`/api/timecards/${userId}/${periodStart}/`, { signal }),
    enabled: userId !== undefined,
  });
}

type Transition = { userId: number; periodStart: string } & (
  | { action: 'submit' }
  | { action: 'approve' }
  | { action: 'reopen'; reason: string }
);

function bodyOf(transition: Transition): unknown {
  if (transition.action === 'submit') return { attestation: true };
  if (transition.action === 'reopen') return { reason: transition.reason };
  return undefined;
}

/** POST …/submit/ · approve/ · reopen/; the answer replaces the cached timecard, lists refetch. */
export function useTimecardTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transition: Transition) =>
      apiRequest<TimecardDetail>(
        `/api/timecards/${transition.userId}/${transition.periodStart}/${transition.action}/`,
        {
          method: 'POST',
          body: bodyOf(transition),
        },
      ),
    onSuccess: (card, transition) => {
      queryClient.setQueryData(timecardKeys.detail(transition.userId, transition.periodStart), card);
      return queryClient.invalidateQueries({ queryKey: ['timecards', 'list'] });
    },
  });
}

async function fetchExport(path: string, token: string | null): Promise<Response> {
  try {
    return await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, null);
  }
}

function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * GET /api/payroll/export (admin): the period's payroll file, saved through a temporary link.
 * The session is renewed once on a 401, as every other call does.
 */
export async function downloadPayroll(periodStart: string, format: 'csv' | 'xlsx'): Promise<string> {
  const path = `/api/payroll/export?period_start=${encodeURIComponent(periodStart)}&format=${format}`;
  const token = readAccessToken();
  let response = await fetchExport(path, token);
  if (response.status === 401 && (await refreshSession(token).catch(() => false))) {
    response = await fetchExport(path, readAccessToken());
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const code = typeof body.error_code === 'string' ? body.error_code : null;
    throw new ApiError(response.status, typeof body.detail === 'string' ? body.detail : null, {}, code);
  }
  const name = fileNameOf(response, `payroll-${periodStart}.${format}`);
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
