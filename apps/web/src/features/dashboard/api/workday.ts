import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DeviceLocation } from '../../../lib/geolocation';
import type { ProjectedDay } from '../../../lib/offline/project-today';
import { answerOf, api, type Schema } from '../../../lib/typed-api';

export const workdayKeys = {
  today: ['attendance', 'today'] as const,
  summary: ['attendance', 'pay-period-summary'] as const,
  history: ['attendance', 'history'] as const,
};

/** Today's status with the moment it arrived, so elapsed times follow the server's clock. */
export interface TodayWithClock extends Schema<'Today'> {
  /** Server clock minus the browser clock, in milliseconds. */
  clockOffsetMs: number;
}

/** Today as the dashboard shows it: the server's answer with the actions waiting on the device (lib/offline/project-today.ts). */
export type ShownToday = ProjectedDay<TodayWithClock>;

/** GET /api/attendance/today/: today's work day (id null when not checked in) and the server's now. */
export function useToday() {
  return useQuery(todayQuery);
}

/** Today's query, also fetched at start-up on /home (app/preload-signed-in.ts). */
export const todayQuery = queryOptions({
  queryKey: workdayKeys.today,
  queryFn: async ({ signal }): Promise<TodayWithClock> => {
    const sentAt = Date.now();
    const today = await answerOf(api.GET('/api/attendance/today/', { signal }));
    const receivedAt = Date.now();
    const serverNow = Date.parse(today.now);
    // The server read its clock somewhere during the round trip: assume the middle.
    const clockOffsetMs = Number.isFinite(serverNow) ? serverNow - (sentAt + receivedAt) / 2 : 0;
    return { ...today, clockOffsetMs };
  },
});

/** GET /api/attendance/pay-period-summary/, also fetched at start-up on /home (app/preload-signed-in.ts). */
export const payPeriodSummaryQuery = queryOptions({
  queryKey: workdayKeys.summary,
  queryFn: ({ signal }) => answerOf(api.GET('/api/attendance/pay-period-summary/', { signal })),
});

/** GET /api/attendance/pay-period-summary/: the current period's hours, rate, target and days. */
export function usePayPeriodSummary() {
  return useQuery(payPeriodSummaryQuery);
}

/** Payload of every work-day action: the device location, or nulls without one (docs/product-rules.md §5). */
type LocationBody = { latitude: number | null; longitude: number | null; accuracy: number | null };

function locationBody(location: DeviceLocation | null): LocationBody {
  return {
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    accuracy: location?.accuracy ?? null,
  };
}

/** Refetches everything a work-day action changes. */
export function useInvalidateWorkday() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workdayKeys.today }),
        queryClient.invalidateQueries({ queryKey: workdayKeys.summary }),
        queryClient.invalidateQueries({ queryKey: workdayKeys.history }),
        // this workweek's hours (api/workweek.ts) move with every punch
        queryClient.invalidateQueries({ queryKey: ['attendance', 'workweek'] }),
      ]),
    [queryClient],
  );
}

export const checkIn = (location: DeviceLocation | null) =>
  answerOf(api.POST('/api/attendance/checkin/', { body: locationBody(location) }));

export const checkOut = (location: DeviceLocation | null) =>
  answerOf(api.POST('/api/attendance/checkout/', { body: locationBody(location) }));

export const pauseTimer = (reason: string, location: DeviceLocation | null) =>
  answerOf(
    api.POST('/api/attendance/pause/', {
      body: { reason, pause_time: new Date().toISOString(), ...locationBody(location) },
    }),
  );

export const resumeTimer = (location: DeviceLocation | null) =>
  answerOf(api.POST('/api/attendance/resume/', { body: locationBody(location) }));
