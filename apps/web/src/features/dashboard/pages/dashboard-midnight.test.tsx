// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineAction } from '../../../lib/offline/offline-queue';
import { shiftState } from '../../../lib/offline/testing/shift-state';
import { dashboard, dashboardPage, todayWith } from '../testing/page-harness';

/**
 * A worker's dashboard left open across the organisation's midnight without a signal
 * (docs/offline.md): the read of the new day cannot come, and Today's Status still moves on to the
 * new date, from the device's clock in the organisation's zone (Phoenix, UTC−7, here; the device's
 * own zone is the test machine's). A check-in taken offline after midnight is the new day's.
 */
// Friday 11/20/2026 in Phoenix: in at 08:00 AM, out at 04:00 PM, read online that afternoon
const friday = shiftState({
  check_out: '04:00 PM',
  check_out_at: '2026-11-20T23:00:00.000Z',
  worked_seconds: 8 * 3600,
  status: 'Completed',
});
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
const { default: DashboardPage } = await import('./dashboard-page');

const page = () => dashboardPage(DashboardPage);
const shown = (testId: string) => screen.getByTestId(testId).textContent;

beforeEach(() => {
  // what the page's queries hold: the last answers, their reads failing since (offline)
  Object.assign(dashboard, {
    answer: todayWith(friday, '2026-11-21T00:00:00.000Z', {
      worked_seconds: 8 * 3600,
      hours_worked: 8,
      worked_minutes: 480,
    }),
    summary: undefined,
    workweek: { worked_seconds: 8 * 3600, running: false },
    fetchStatus: 'paused',
    pending: [],
  });
  // the clock and the timers are the test's; the page's own scheduling runs as in a browser
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the dashboard open over midnight without a signal', () => {
  it('moves Today’s Status on to the new date at the organisation’s midnight', () => {
    vi.setSystemTime(new Date('2026-11-21T06:59:00Z')); // 11:59 PM on Friday in Phoenix
    render(page());
    expect(shown('today-date')).toContain('11/20/2026');
    expect(shown('today-hours')).toContain('8');
    // midnight in Phoenix: the read of Saturday fails, the page still shows Saturday, no hours yet
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown('today-date')).toContain('11/21/2026');
    expect(shown('today-date')).not.toContain('11/20/2026');
    expect(shown('today-check-in')).not.toContain('08:00 AM');
    expect(shown('today-hours')).not.toContain('8');
  });

  it('shows the new date when the page is shown again after a sleep over midnight', () => {
    vi.setSystemTime(new Date('2026-11-21T05:00:00Z')); // 10:00 PM on Friday in Phoenix
    render(page());
    expect(shown('today-date')).toContain('11/20/2026');
    // the phone slept: no timer ran; it wakes at 07:30 AM on Saturday in Phoenix
    vi.setSystemTime(new Date('2026-11-21T14:30:00Z'));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(shown('today-date')).toContain('11/21/2026');
  });

  it('is the organisation’s date, not the device’s or UTC’s', () => {
    // 02:00 UTC on Saturday is still 07:00 PM on Friday in Phoenix
    vi.setSystemTime(new Date('2026-11-21T02:00:00Z'));
    render(page());
    expect(shown('today-date')).toContain('11/20/2026');
    expect(shown('today-check-in')).toContain('08:00 AM');
  });

  it('shows a check-in taken offline after midnight on the new day, waiting to sync', () => {
    vi.setSystemTime(new Date('2026-11-21T15:00:00Z')); // 08:00 AM on Saturday in Phoenix
    dashboard.pending = [
      {
        ...offlineAction(
          '7',
          'checkIn',
          'POST',
          '/api/attendance/checkin/',
          {},
          new Date('2026-11-21T14:45:00Z'),
          true,
        ),
        seq: 1,
      },
    ];
    render(page());
    expect(shown('today-date')).toContain('11/21/2026');
    expect(shown('today-check-in')).toContain('Waiting to sync');
  });
});
