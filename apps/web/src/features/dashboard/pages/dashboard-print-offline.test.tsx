// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineAction } from '../../../lib/offline/offline-queue';
import type { QueuedAction } from '../../../lib/offline/queue-store';
import { shiftState } from '../../../lib/offline/testing/shift-state';
import type { TodayWithClock } from '../api/workday';

/**
 * The dashboard's printout without a signal (docs/offline.md): it lists the pay period's days as
 * Recent Days Worked shows them, so a shift checked out on the device prints with its hours, as
 * the server will record it, not as the open shift the server last answered.
 */
const ZONE = 'America/Phoenix';
// Friday 11/20/2026 in Phoenix: in at 08:00 AM, out at 04:00 PM, read online that afternoon
const friday = shiftState();
const { pauses: _pauses, ...fridayFields } = friday;
const answer = {
  ...fridayFields,
  hours_worked: 0,
  worked_minutes: 0,
  paused_minutes: 0,
  late: false,
  check_in_offline: false,
  check_in_received_at: null,
  check_out_offline: false,
  check_out_received_at: null,
  now: '2026-11-21T00:00:00.000Z',
  clockOffsetMs: 0,
  shifts: [{ ...friday, pauses: [] }],
  day_worked_seconds: 0,
  day_paused_seconds: 0,
  day_hours_worked: 0,
} as unknown as TodayWithClock;

// the pay period as the server last read it: Friday's shift still open
const summary = {
  start_date: '11/15/2026',
  end_date: '11/30/2026',
  start: '2026-11-15',
  end: '2026-11-30',
  worked_minutes: 0,
  worked_seconds: 0,
  hours_worked: 0,
  rate_per_hour: 18.75,
  target_hours: 80,
  progress_percent: 0,
  records: [{ ...fridayFields, hours_worked: 0, worked_minutes: 0, paused_minutes: 0, late: false, pauses: [] }],
};
// what the page's queries hold: the last answers, their reads failing since (offline)
const kept = <T,>(data: T) => ({
  data,
  isPending: false,
  isSuccess: true,
  isError: false,
  fetchStatus: 'paused',
  errorUpdatedAt: 0,
});
let pending: QueuedAction[] = [];
vi.mock('../../../api/organisation', () => ({ useOrganisation: () => kept({ time_zone: ZONE }) }));
vi.mock('../../../api/profile', () => ({
  useProfile: () => kept({ id: 7, name: 'Ana Reyes', email: 'ana@daybook.test', phone: '6025550100' }),
}));
vi.mock('../../../api/user-settings', () => ({ useUserSettings: () => kept(null) }));
vi.mock('../api/pay-period', () => ({ usePayPeriod: () => kept(undefined), payPeriodQuery: { queryKey: ['pp'] } }));
vi.mock('../api/workweek', () => ({
  useWorkweek: () => kept({ worked_seconds: 8 * 3600, running: false, now: answer.now }),
  workweekKey: ['attendance', 'workweek'],
}));
vi.mock('../api/workday', () => ({
  useToday: () => kept(answer),
  usePayPeriodSummary: () => kept(summary),
  useInvalidateWorkday: () => async () => undefined,
  workdayKeys: { today: ['t'], summary: ['s'], history: ['h'] },
}));
vi.mock('../hooks/use-workday-actions', () => ({
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
}));
vi.mock('../../../lib/offline/offline-queue-context', () => ({
  useOfflineQueue: () => ({ pending, refused: [], sent: [], userId: '7' }),
}));
const printed = vi.hoisted(() => ({ rows: [] as unknown[], columns: [] as { text?: (row: never) => string }[] }));
vi.mock('../../../lib/print', () => ({
  printList: (list: { rows: unknown[]; columns: { text?: (row: never) => string }[] }) => {
    printed.rows = [...list.rows];
    printed.columns = list.columns;
    return true;
  },
}));
vi.mock('../../../components/toast-context', () => ({ useToast: () => ({ success: vi.fn(), error: vi.fn() }) }));
const { default: DashboardPage } = await import('./dashboard-page');

const page = () => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>
  </QueryClientProvider>
);

beforeEach(() => {
  pending = [];
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the dashboard’s printout without a signal', () => {
  it('prints a shift checked out on the device with its hours, as Recent Days Worked shows it', async () => {
    vi.setSystemTime(new Date('2026-11-21T00:00:00Z')); // 05:00 PM on Friday in Phoenix
    // checked out offline at 04:00 PM: eight hours (the server's answer still has it open: 0h 0m)
    pending = [
      {
        ...offlineAction(
          '7',
          'checkOut',
          'POST',
          '/api/attendance/checkout/',
          {},
          new Date('2026-11-20T23:00:00Z'),
          true,
        ),
        seq: 1,
      },
    ];
    render(page());
    fireEvent.click(await screen.findByRole('button', { name: /print/i }, { timeout: 5000 }));
    expect(printed.rows).toHaveLength(1);
    const cells = printed.columns.map((column) => column.text?.(printed.rows[0] as never));
    // the check-out reads as on the screen until the server has it; the hours are the device's count
    expect(cells).toEqual(['11/20/2026', 'Friday', '08:00 AM', 'Waiting to sync', '8h 0m', 'Completed']);
  });
});
