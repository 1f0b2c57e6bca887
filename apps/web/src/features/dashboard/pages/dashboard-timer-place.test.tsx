// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { shiftState } from '../../../lib/offline/testing/shift-state';
import { dashboard, dashboardPage, todayWith } from '../testing/page-harness';

/**
 * Where the dashboard offers Pause Timer (walkthrough 43): on a 390 × 844 phone, after a check-in,
 * "Pausar" sat at about 1,325 px, in the Currently Working card below the pay period and the
 * workweek. It is in Quick Actions right after Check Out now, once, and the keyboard reaches it
 * there, before the cards below.
 */
// Friday 11/20/2026 in Phoenix: in at 08:00 AM, still working at noon
const dayWith = (over: Parameters<typeof shiftState>[0]) => todayWith(shiftState(over), '2026-11-20T19:00:00.000Z');
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
const names = () => screen.getAllByRole('button').map((button) => button.textContent);
const follows = (later: Element, earlier: Element) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

beforeEach(() => {
  Object.assign(dashboard, {
    answer: dayWith({}),
    summary: undefined,
    workweek: { worked_seconds: 4 * 3600, running: true },
    fetchStatus: 'idle',
    pending: [],
  });
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-20T19:00:00Z') });
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await loadLanguage('en');
});

describe('the dashboard’s Pause Timer while checked in', () => {
  it('is offered once, right after Check Out, before the pay period and Currently Working', () => {
    render(page());
    expect(screen.getByTestId('currently-working')).toBeTruthy();
    const pause = screen.getAllByRole('button', { name: 'Pause Timer' });
    expect(pause).toHaveLength(1);
    // the keyboard's order is the document's: Check Out, then Pause Timer
    const shown = names();
    expect(shown[shown.indexOf('Check Out') + 1]).toBe('Pause Timer');
    const button = pause[0] as HTMLElement;
    expect(follows(screen.getByTestId('currently-working'), button)).toBe(true);
    expect(follows(screen.getByRole('region', { name: 'Current Pay Period' }), button)).toBe(true);
    // it opens the pause dialog, as before
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Pause Timer' })).toBeTruthy();
  });

  it('offers Resume Timer in its place while paused, and neither once checked out', async () => {
    dashboard.answer = dayWith({ paused: true, paused_at: '2026-11-20T18:30:00.000Z', pause_reason: 'Lunch' });
    render(page());
    const shown = names();
    expect(shown[shown.indexOf('Check Out') + 1]).toBe('Resume Timer');
    expect(screen.getAllByRole('button', { name: 'Resume Timer' })).toHaveLength(1);
    cleanup();
    dashboard.answer = dayWith({
      check_out: '12:00 PM',
      check_out_at: '2026-11-20T19:00:00.000Z',
      status: 'Completed',
      worked_seconds: 4 * 3600,
    });
    render(page());
    expect(screen.queryByRole('button', { name: 'Pause Timer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume Timer' })).toBeNull();
  });
});
