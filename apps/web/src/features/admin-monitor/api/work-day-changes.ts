import type { NewWorkDayBody, WorkDayCorrectionBody } from '@daybook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/typed-api';

/** The page's lists a change to a day moves: the time records, their summary and the alerts. */
const PAGE_KEY = ['admin'] as const;

/**
 * POST /api/team/work-days/{id}/correct: a manager (their team) or an admin sets a day's check-in
 * and/or check-out with a reason (docs/payroll-rules.md "Correction requests and managers'
 * corrections"). Sent at once or not at all; once saved the page's lists and any timecard refetch.
 */
export function useCorrectTeamDay() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, body }: { id: number; body: WorkDayCorrectionBody }) =>
      answerOf(api.POST('/api/team/work-days/{id}/correct', { params: { path: { id: String(id) } }, body })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PAGE_KEY });
      await queryClient.invalidateQueries({ queryKey: ['timecards'] });
    },
  });
}

/**
 * POST /api/admin/work-days: a day the employee never punched, with its pauses, added by their
 * manager or an admin.
 */
export function useAddWorkDay() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: NewWorkDayBody) => answerOf(api.POST('/api/admin/work-days', { body })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PAGE_KEY });
      await queryClient.invalidateQueries({ queryKey: ['timecards'] });
    },
  });
}

export interface Person {
  id: number;
  name: string;
}

/**
 * The people a missed day may be added for, by name: the current pay period's timecards
 * (GET /api/timecards/, a manager's team and their own, an admin's everyone), without the
 * reader's own when `withoutSelf` (a manager, who does not correct their own days). Asked for only
 * while `enabled` (the dialog is open).
 */
export function usePeopleToAddFor(enabled: boolean, withoutSelf: number | undefined) {
  return useQuery({
    enabled,
    queryKey: ['timecards', 'people'] as const,
    queryFn: async ({ signal }) => {
      const cards = await answerOf(api.GET('/api/timecards/', { params: { query: {} }, signal }));
      return cards.map((card) => ({ id: card.user.id, name: card.user.name }));
    },
    select: (people: Person[]) =>
      people.filter((person) => person.id !== withoutSelf).sort((a, b) => a.name.localeCompare(b.name)),
  });
}
