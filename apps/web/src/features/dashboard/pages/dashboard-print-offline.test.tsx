// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineAction } from '../../../lib/offline/offline-queue';
import { shiftState } from '../../../lib/offline/testing/shift-state';
import { dashboard, dashboardPage, todayWith } from '../testing/page-harness';

/**
 * The dashboard's printout without a signal (docs/offline.md): it lists the pay period's days as
 * Recent Days Worked shows them, so a shift checked out on the device prints with its hours, as
 * the server will record it, not as the open shift the server last answered.
 */
// Friday 11/20/2026 in Phoenix: in at 08:00 AM, read online, then checked out on the device
const friday = shiftState();
const { pauses: _pauses, ...fridayFields } = friday;
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
vi.mock('../../../api/organisation', async () =>
  (await import('../testing/page-harness')).dashboardMocks.organisation(),
);
vi.mock('../../../api/profile', async () => (await import('../testing/page-harness')).dashboardMocks.profile());
vi.mock('../../../api/user-settings', async () =>
  (await import('../testing/page-harness')).dashboardMocks.userSettings(),
);
vi.mock('../api/pay-period', async () => (await import('../testing/page-harness')).dashboardMocks.payPeriod());
vi.mock('../api/workweek', async () => (await import('../testing/page-harness')).dashboardMocks.workweek());
vi.mock('../api/workday', async () => (await import('../testing/page-harness')).dashboardMocks.workday());
vi.mock('../hooks/use-workday-actions', async () =>
  (await import('../testing/page-harness')).dashboardMocks.workdayActions(),
);
vi.mock('../../../lib/offline/offline-queue-context', async () =>
  (await import('../testing/page-harness')).dashboardMocks.offlineQueue(),
);
vi.mock('../../../components/toast-context', async () =>
  (await import('../testing/page-harness')).dashboardMocks.toast(),
);
const printed = vi.hoisted(() => ({ rows: [] as unknown[], columns: [] as { text?: (row: never) => string }[] }));
vi.mock('../../../lib/print', () => ({
  printList: (list: { rows: unknown[]; columns: { text?: (row: never) => string }[] }) => {
    printed.rows = [...list.rows];
    printed.columns = list.columns;
    return true;
  },
}));
const { default: DashboardPage } = await import('./dashboard-page');

const page = () => dashboardPage(DashboardPage);

beforeEach(() => {
  // what the page's queries hold: the last answers, their reads failing since (offline)
  Object.assign(dashboard, {
    answer: todayWith(friday, '2026-11-21T00:00:00.000Z'),
    summary,
    workweek: { worked_seconds: 8 * 3600, running: false },
    fetchStatus: 'paused',
    pending: [],
  });
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
    dashboard.pending = [
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
