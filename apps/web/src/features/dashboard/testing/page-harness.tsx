import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { ShiftState } from '../../../lib/offline/project-today';
import type { QueuedAction } from '../../../lib/offline/queue-store';
import type { TodayWithClock } from '../api/workday';

/**
 * The dashboard page rendered whole with its reads replaced, for the page's tests: what each read
 * answers is `dashboard` below, set by the test; the modules are replaced by the test file itself,
 * each `vi.mock` taking its factory from `dashboardMocks` (vi.mock must be written in the file):
 *
 *   vi.mock('../../../api/profile', async () => (await import('../testing/page-harness')).dashboardMocks.profile());
 */
export const ZONE = 'America/Phoenix';

export const dashboard = {
  /** GET /api/attendance/today/ as last read. */
  answer: undefined as unknown as TodayWithClock,
  /** GET pay-period-summary/ as last read (undefined: not read). */
  summary: undefined as unknown,
  workweek: { worked_seconds: 0, running: false },
  /** 'paused': the reads fail since (offline) and the last answers stay; 'idle': online. */
  fetchStatus: 'idle' as 'idle' | 'paused',
  /** The actions waiting on the device. */
  pending: [] as QueuedAction[],
};

/** A query's result holding `data`, as the page's hooks return it. */
const kept = <T,>(data: T) => ({
  data,
  isPending: false,
  isSuccess: true,
  isError: false,
  fetchStatus: dashboard.fetchStatus,
  errorUpdatedAt: 0,
});

export const dashboardMocks = {
  organisation: () => ({ useOrganisation: () => kept({ time_zone: ZONE }) }),
  profile: () => ({
    useProfile: () => kept({ id: 7, name: 'Ana Reyes', email: 'ana@daybook.test', phone: '6025550100' }),
  }),
  userSettings: () => ({ useUserSettings: () => kept(null) }),
  payPeriod: () => ({ usePayPeriod: () => kept(undefined), payPeriodQuery: { queryKey: ['pp'] } }),
  workweek: () => ({
    useWorkweek: () => kept({ ...dashboard.workweek, now: dashboard.answer.now }),
    workweekKey: ['attendance', 'workweek'],
  }),
  workday: () => ({
    useToday: () => kept(dashboard.answer),
    usePayPeriodSummary: () => kept(dashboard.summary),
    useInvalidateWorkday: () => async () => undefined,
    workdayKeys: { today: ['t'], summary: ['s'], history: ['h'] },
  }),
  workdayActions: () => ({
    useWorkdayActions: () => ({
      busy: null,
      banner: null,
      dismissBanner: vi.fn(),
      flag: null,
      kept: null,
      dismissFlag: vi.fn(),
      checkIn: vi.fn(),
      checkOut: vi.fn(),
      pause: vi.fn(),
      resume: vi.fn(),
    }),
  }),
  offlineQueue: () => ({
    useOfflineQueue: () => ({ pending: dashboard.pending, refused: [], sent: [], userId: '7' }),
  }),
  toast: () => ({ useToast: () => ({ success: vi.fn(), error: vi.fn() }) }),
};

/**
 * Today's answer holding one shift (lib/offline/testing/shift-state.ts) at `now`, with `day` (the
 * day's sums) and `over` (the shift's own fields) replacing the defaults of an open shift.
 */
export function todayWith(
  shift: ShiftState,
  now: string,
  day: { worked_seconds?: number; hours_worked?: number; worked_minutes?: number } = {},
): TodayWithClock {
  const { pauses: _pauses, ...fields } = shift;
  const worked = day.worked_seconds ?? 0;
  return {
    ...fields,
    hours_worked: day.hours_worked ?? 0,
    worked_minutes: day.worked_minutes ?? 0,
    paused_minutes: 0,
    late: false,
    check_in_offline: false,
    check_in_received_at: null,
    check_out_offline: false,
    check_out_received_at: null,
    now,
    clockOffsetMs: 0,
    shifts: [{ ...shift, pauses: [] }],
    day_worked_seconds: worked,
    day_paused_seconds: 0,
    day_hours_worked: day.hours_worked ?? 0,
  } as unknown as TodayWithClock;
}

/** The page in a query client and a router. */
export function dashboardPage(DashboardPage: ComponentType) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>
  );
}
