// @vitest-environment jsdom
import type { TimecardDetail } from '@daybook/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testToaster, withToaster } from '../../../components/testing/toaster';
import { loadLanguage } from '../../../lib/i18n';
import TimecardPage from './timecard-page';

/**
 * The timecard page's Submit and Approve take one tap: a double tap before the answer sends the
 * card once (lib/use-one-at-a-time.ts), where the mutation's own pending state came a render too
 * late and the second tap sent it again.
 */
const calls = vi.hoisted(() => ({
  sent: [] as unknown[],
  answer: null as null | (() => void),
  role: 'staff' as 'staff' | 'manager' | 'admin',
}));
vi.mock('../../../api/profile', () => ({ useProfile: () => ({ data: { id: 7, role: calls.role } }) }));
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
// the cards around Submit and Approve have their own tests; here they would only need a whole card
vi.mock('../components/totals-card', () => ({ TotalsCard: () => null }));
vi.mock('../components/weeks-card', () => ({ WeeksCard: () => null }));
vi.mock('../components/days-card', () => ({ DaysCard: () => null }));
vi.mock('../components/events-card', () => ({ EventsCard: () => null }));
vi.mock('../api/timecards', () => ({
  useTimecard: (userId: number) => ({
    data: {
      status: calls.role === 'staff' ? 'open' : 'submitted',
      blockers: [],
      period_start: '2026-11-01',
      period_end: '2026-11-14',
      user: { id: userId, name: 'Ana Lopez' },
    } as unknown as TimecardDetail,
    isPending: false,
    isError: false,
    refetch: async () => undefined,
  }),
  // pending state never turns true here: only the page's own guard can hold back the second tap
  useTimecardTransition: () => ({
    isPending: false,
    mutateAsync: (transition: unknown) => {
      calls.sent.push(transition);
      return new Promise<void>((resolve) => {
        calls.answer = resolve;
      });
    },
  }),
}));

const toaster = testToaster();
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {withToaster(
        <Routes>
          <Route path="/timecard" element={<TimecardPage />} />
          <Route path="/timecard/:userId/:periodStart" element={<TimecardPage />} />
        </Routes>,
        toaster,
      )}
    </MemoryRouter>,
  );

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  calls.sent = [];
  calls.answer = null;
  await loadLanguage('en');
});

describe('the timecard page', () => {
  it('submits once when Submit is double-tapped before the answer', async () => {
    calls.role = 'staff';
    await loadLanguage('en');
    renderAt('/timecard?period=2026-11-01');
    fireEvent.click(screen.getByRole('checkbox'));
    const submit = screen.getByTestId('submit-timecard');
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    expect(calls.sent).toEqual([{ action: 'submit', userId: 7, periodStart: '2026-11-01' }]);
    expect(submit).toHaveProperty('disabled', true);
    await act(async () => calls.answer?.());
    expect(toaster.success).toHaveBeenCalledTimes(1);
    expect(toaster.success).toHaveBeenCalledWith('Timecard submitted');
  });

  it('asks before approving, and approves once when its confirmation is double-tapped before the answer', async () => {
    calls.role = 'manager';
    await loadLanguage('en');
    renderAt('/timecard/12/2026-11-01');
    fireEvent.click(screen.getByTestId('approve-timecard'));
    const dialog = screen.getByRole('dialog', { name: 'Approve this timecard?' });
    expect(dialog.textContent).toContain('This timecard for 11/01/2026 to 11/14/2026 will be approved and locked:');
    expect(screen.getByTestId('confirm-approve-names').textContent).toBe('Ana Lopez');
    expect(calls.sent).toEqual([]);
    const confirm = screen.getByTestId('confirm-approve-button');
    await act(async () => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(calls.sent).toEqual([{ action: 'approve', userId: 12, periodStart: '2026-11-01' }]);
    await act(async () => calls.answer?.());
    expect(toaster.success).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the approval is cancelled, with Escape too', async () => {
    calls.role = 'manager';
    await loadLanguage('es');
    renderAt('/timecard/12/2026-11-01');
    fireEvent.click(screen.getByTestId('approve-timecard'));
    const dialog = screen.getByRole('dialog', { name: '¿Aprobar esta tarjeta de tiempo?' });
    // Cancel has the focus first: Enter on an unintended tap does not lock the card
    expect(document.activeElement?.textContent).toBe('Cancelar');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('approve-timecard'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(calls.sent).toEqual([]);
  });
});
