import { type CorrectionRequestBody, type CorrectionStatus, payPeriodFor } from '@daybook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/typed-api';

/** Every corrections query, the caller's own requests (api/my-corrections.ts) among them. */
export const correctionKeys = {
  all: ['corrections'] as const,
  inbox: (status: CorrectionStatus | null) => ['corrections', 'inbox', status] as const,
};

/** `?status=…` when a status is chosen, nothing otherwise. */
const query = (status: CorrectionStatus | null) => (status ? { status } : {});

/** GET /api/corrections/: the inbox (a manager's team, an admin's everyone). */
export function useCorrectionInbox(status: CorrectionStatus | null, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: correctionKeys.inbox(status),
    queryFn: ({ signal }) => answerOf(api.GET('/api/corrections/', { params: { query: query(status) }, signal })),
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
      const rows = await answerOf(
        api.GET('/api/attendance/history/', { params: { query: { start_date: date, end_date: date } }, signal }),
      );
      return [...rows].sort((a, b) => (a.check_in_at ?? '').localeCompare(b.check_in_at ?? ''));
    },
  });
}

/**
 * Whether the caller's timecard of the pay period holding a date is approved, and so locked
 * (GET /api/timecards/ for that period): the request form says so before anything is typed, as
 * the server would refuse the request (docs/payroll-rules.md, "Correction requests").
 */
export function usePeriodLocked(date: string) {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const periodStart = valid ? payPeriodFor(date).start_date : '';
  return useQuery({
    enabled: valid,
    queryKey: ['timecards', 'own', periodStart] as const,
    queryFn: async ({ signal }) => {
      const cards = await answerOf(
        api.GET('/api/timecards/', { params: { query: { period_start: periodStart } }, signal }),
      );
      return cards.some((card) => card.status === 'approved');
    },
  });
}

/**
 * POST /api/attendance/corrections/. Sent at once or not at all (`networkMode: 'always'`): never
 * held while the browser is offline, where TanStack's default would leave the form on "Sending..."
 * with nothing sent. A request is not kept in the device's queue (docs/offline.md): offline, the
 * form says it was not sent and keeps what was typed.
 */
export function useRequestCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: CorrectionRequestBody) => answerOf(api.POST('/api/attendance/corrections/', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionKeys.all }),
  });
}

export type Decision = { id: number; action: 'approve' } | { id: number; action: 'deny'; note: string };

/** POST /api/corrections/{id}/approve/ or deny/; the lists refetch (and any timecard shown). */
export function useDecideCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => {
      const path = { id: String(decision.id) };
      return answerOf(
        decision.action === 'deny'
          ? api.POST('/api/corrections/{id}/deny/', { params: { path }, body: { note: decision.note } })
          : api.POST('/api/corrections/{id}/approve/', { params: { path }, body: {} }),
      );
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: correctionKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['timecards'] });
    },
    // a refusal (decided elsewhere, the shift corrected since) means the list on screen is stale:
    // read it again, so the banner sits beside the request's current state and recorded times
    onError: () => queryClient.invalidateQueries({ queryKey: correctionKeys.all }),
  });
}
