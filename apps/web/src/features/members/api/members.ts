import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DeviceLocation } from '../../../lib/geolocation';
import { answerOf, api } from '../../../lib/typed-api';
import type { VisitConfirmation } from '../components/confirm-visit-dialog';

export const memberKeys = {
  all: ['members'] as const,
  list: ['members', 'list'] as const,
  history: (memberId: number | null) => ['members', 'history', memberId ?? 'all'] as const,
};

/** GET /api/member/members/: the members assigned to the signed-in user (docs/product-rules.md §6). */
export function useMembers() {
  return useQuery(membersQuery);
}

/** The member list's query, also fetched at start-up on /members (app/preload-signed-in.ts). */
export const membersQuery = queryOptions({
  queryKey: memberKeys.list,
  queryFn: ({ signal }) => answerOf(api.GET('/api/member/members/', { signal })),
});

/** GET /api/member/history/: the visits of one member, or of all the caller's members. */
export function useMemberHistory(memberId: number | null) {
  return useQuery(memberHistoryQuery(memberId));
}

/**
 * The visits of all the caller's members as this device last read them (the page reads them
 * before a member is chosen), never fetched for this: offline they may still tell the status of a
 * member whose own visits were never read here (lib/work-summary.ts allVisitsTellStatus).
 */
export function useAllVisitsRead() {
  return useQuery({ ...memberHistoryQuery(null), enabled: false });
}

/** One member's visits or all of them (null), the latter also fetched at start-up on /members (app/preload-signed-in.ts). */
export function memberHistoryQuery(memberId: number | null) {
  return queryOptions({
    queryKey: memberKeys.history(memberId),
    queryFn: ({ signal }) =>
      answerOf(
        api.GET('/api/member/history/', {
          params: { query: memberId === null ? {} : { member_id: String(memberId) } },
          signal,
        }),
      ),
  });
}

/** Refetches the members' lists and histories after a check-in or check-out. */
export function useInvalidateMembers() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: memberKeys.all }), [queryClient]);
}

const locationBody = (location: DeviceLocation | null) => ({
  latitude: location?.latitude ?? null,
  longitude: location?.longitude ?? null,
  accuracy: location?.accuracy ?? null,
});

/**
 * POST /api/member/checkin/ (docs/product-rules.md §7). `check_in` and `date` are sent as docs/product-rules.md §7 lists them; the
 * server keeps its own clock.
 */
export const memberCheckIn = (
  memberId: number,
  location: DeviceLocation | null,
  today: string,
  service: string | null = null,
) =>
  answerOf(
    api.POST('/api/member/checkin/', {
      body: {
        member_id: memberId,
        ...locationBody(location),
        check_in: new Date().toISOString(),
        date: today,
        // one of the member's authorised codes; omitted: the server takes the first (docs/evv.md)
        ...(service ? { service } : {}),
      },
    }),
  );

/** POST /api/member/checkout/ (docs/product-rules.md §7) with the member's confirmation (issue 13, docs/evv.md). */
export const memberCheckOut = (
  memberId: number,
  location: DeviceLocation | null,
  confirmation: VisitConfirmation = {},
) =>
  answerOf(
    api.POST('/api/member/checkout/', { body: { member_id: memberId, ...locationBody(location), ...confirmation } }),
  );
