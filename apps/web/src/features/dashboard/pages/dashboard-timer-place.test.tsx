// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { shiftState } from '../../../lib/offline/testing/shift-state';
import type { TodayWithClock } from '../api/workday';

/**
 * Where the dashboard offers Pause Timer (walkthrough 43): on a 390 × 844 phone, after a check-in,
 * "Pausar" sat at about 1,325 px, in the Currently Working card below the pay period and the
 * workweek. It is in Quick Actions right after Check Out now, once, and the keyboard reaches it
 * there, before the cards below.
 */
const ZONE = 'America/Phoenix';
// Friday 11/20/2026 in Phoenix: in at 08:00 AM, still working at noon
const working = shiftState();
const { pauses: _pauses, ...workingFields } = working;
let answer: TodayWithClock;
const dayWith = (over: Partial<typeof workingFields>) =>
  ({
    ...workingFields,
    ...over,
    hours_worked: 0,
    worked_minutes: 0,
    paused_minutes: 0,
    late: false,
    check_in_offline: false,
    check_in_received_at: null,
    check_out_offline: false,
    check_out_received_at: null,
    now: '2026-11-20T19:00:00.000Z',
    clockOffsetMs: 0,
    shifts: [{ ...working, ...over }],
    day_worked_seconds: 0,
    day_paused_seconds: 0,
    day_hours_worked: 0,
  }) as unknown as TodayWithClock;

const kept = <T,>(data: T) => ({
  data,
  isPending: false,
  isSuccess: true,
  isError: false,
  fetchStatus: 'idle',
  errorUpdatedAt: 0,
});
vi.mock('../../../api/organisation', () => ({ useOrganisation: () => kept({ time_zone: ZONE }) }));
vi.mock('../../../api/profile', () => ({
  useProfile: () => kept({ id: 7, name: 'Ana Reyes', email: 'ana@daybook.test', phone: '6025550100' }),
}));
vi.mock('../../../api/user-settings', () => ({ useUserSettings: () => kept(null) }));
vi.mock('../api/pay-period', () => ({ usePayPeriod: () => kept(undefined), payPeriodQuery: { queryKey: ['pp'] } }));
vi.mock('../api/workweek', () => ({
  useWorkweek: () => kept({ worked_seconds: 4 * 3600, running: true, now: answer.now }),
  workweekKey: ['attendance', 'workweek'],
}));
vi.mock('../api/workday', () => ({
  useToday: () => kept(answer),
  usePayPeriodSummary: () => kept(undefined),
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
  useOfflineQueue: () => ({ pending: [], refused: [], sent: [], userId: '7' }),
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
const names = () => screen.getAllByRole('button').map((button) => button.textContent);
const follows = (later: Element, earlier: Element) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

beforeEach(() => {
  answer = dayWith({});
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
    answer = dayWith({ paused: true, paused_at: '2026-11-20T18:30:00.000Z', pause_reason: 'Lunch' });
    render(page());
    const shown = names();
    expect(shown[shown.indexOf('Check Out') + 1]).toBe('Resume Timer');
    expect(screen.getAllByRole('button', { name: 'Resume Timer' })).toHaveLength(1);
    cleanup();
    answer = dayWith({
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
