// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testToaster, withToaster } from '../../../components/testing/toaster';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage } from '../../../lib/i18n';
import ApprovalsPage from './approvals-page';

/**
 * The payroll download on Approvals: the clicked button says the file is being prepared while it
 * is, a saved file is named, and a failure says why (no connection, a server failure) in the
 * reader's language instead of a bare "failed".
 */
const pending = vi.hoisted(() => ({
  resolve: null as null | ((name: string) => void),
  reject: null as null | ((e: unknown) => void),
  cards: [] as unknown[],
  approved: [] as unknown[],
}));
vi.mock('../../../api/profile', () => ({ useProfile: () => ({ data: { id: 1, role: 'admin' } }) }));
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../api/timecards', () => ({
  useTimecards: () => ({ data: pending.cards, isPending: false, isError: false }),
  useTimecardTransition: () => ({
    mutateAsync: async (transition: unknown) => {
      pending.approved.push(transition);
    },
  }),
  downloadPayroll: () =>
    new Promise<string>((resolve, reject) => {
      pending.resolve = resolve;
      pending.reject = reject;
    }),
}));

const toaster = testToaster();
const renderPage = () => render(<MemoryRouter>{withToaster(<ApprovalsPage />, toaster)}</MemoryRouter>);

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  pending.cards = [];
  pending.approved = [];
  await loadLanguage('en');
});

describe('the payroll download', () => {
  it('says the file is being prepared, then names the saved file', async () => {
    await loadLanguage('en');
    renderPage();
    fireEvent.click(screen.getByTestId('download-xlsx'));
    expect(screen.getByTestId('download-xlsx').textContent).toBe('Preparing the file...');
    expect(screen.getByTestId('download-xlsx')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('download-csv')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('download-csv').textContent).toBe('Payroll CSV');
    await act(async () => pending.resolve?.('payroll-2026-11-15-to-2026-11-30.xlsx'));
    expect(toaster.success).toHaveBeenCalledWith('Saved payroll-2026-11-15-to-2026-11-30.xlsx.');
    expect(screen.getByTestId('download-xlsx').textContent).toBe('Payroll Excel');
    expect(screen.getByTestId('download-xlsx')).toHaveProperty('disabled', false);
  });

  it('says why a download failed, in Spanish too', async () => {
    await loadLanguage('es');
    renderPage();
    fireEvent.click(screen.getByTestId('download-csv'));
    expect(screen.getByTestId('download-csv').textContent).toBe('Preparando el archivo...');
    await act(async () => pending.reject?.(new ApiError(0, null)));
    const message = toaster.error.mock.calls[0]?.[0] as string;
    expect(message).toMatch(/^No se pudo descargar el archivo de nómina\. /);
    expect(message).toContain('servidor');
    expect(screen.getByTestId('download-csv').textContent).toBe('Nómina en CSV');
  });

  it('names a server failure in English', async () => {
    await loadLanguage('en');
    renderPage();
    fireEvent.click(screen.getByTestId('download-csv'));
    await act(async () => pending.reject?.(new ApiError(500, 'boom', {}, 'internal_error')));
    expect(toaster.error).toHaveBeenCalledWith(
      'Failed to download the payroll file. Something went wrong. Please try again.',
    );
  });
});

/** A timecard of the period as `GET /api/timecards/` lists it; submitted with no blockers is clean. */
const card = (id: number, status: 'draft' | 'submitted') => ({
  user: { id: id + 10, name: `Person ${id}`, email: `person${id}@daybook.test` },
  period_start: '2026-11-01',
  period_end: '2026-11-14',
  status,
  worked_seconds: 36_000,
  regular_seconds: 36_000,
  overtime_seconds: 0,
  gross_pay_cents: 18_750,
  adjustment_cents: 0,
  blockers: [],
  submitted_at: status === 'submitted' ? '2026-11-14T23:00:00.000Z' : null,
  approved_at: null,
  approved_by: null,
});

describe('the period’s summary line', () => {
  it('makes each count agree with its noun in Spanish (i18next plurals, docs/i18n.md)', async () => {
    await loadLanguage('es');
    pending.cards = [card(1, 'submitted'), card(2, 'draft')];
    renderPage();
    expect(screen.getByTestId('approvals-summary').textContent).toBe('2 tarjetas de tiempo · 1 lista para aprobar');
    cleanup();
    pending.cards = [card(1, 'draft')];
    renderPage();
    expect(screen.getByTestId('approvals-summary').textContent).toBe('1 tarjeta de tiempo · 0 listas para aprobar');
    cleanup();
    pending.cards = [card(1, 'submitted'), card(2, 'submitted')];
    renderPage();
    expect(screen.getByTestId('approvals-summary').textContent).toBe('2 tarjetas de tiempo · 2 listas para aprobar');
  });

  it('reads as before in English, with one timecard in the singular', async () => {
    await loadLanguage('en');
    pending.cards = [card(1, 'submitted'), card(2, 'draft')];
    renderPage();
    expect(screen.getByTestId('approvals-summary').textContent).toBe('2 timecards · 1 ready to approve');
    cleanup();
    pending.cards = [card(1, 'submitted')];
    renderPage();
    expect(screen.getByTestId('approvals-summary').textContent).toBe('1 timecard · 1 ready to approve');
  });
});

describe('approving', () => {
  it('asks before “Approve all clean”, naming whose timecards and which period it locks', async () => {
    await loadLanguage('en');
    pending.cards = [card(1, 'submitted'), card(2, 'draft'), card(3, 'submitted')];
    renderPage();
    fireEvent.click(screen.getByTestId('approve-all-clean'));
    const dialog = screen.getByRole('dialog', { name: 'Approve 2 timecards?' });
    expect(dialog.textContent).toContain('These 2 timecards for');
    expect(dialog.textContent).toContain('will be approved and locked');
    expect([...screen.getByTestId('confirm-approve-names').querySelectorAll('li')].map((li) => li.textContent)).toEqual(
      ['Person 1', 'Person 3'],
    );
    expect(pending.approved).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve and lock 2' })));
    expect(pending.approved).toEqual([
      { action: 'approve', userId: 11, periodStart: '2026-11-01' },
      { action: 'approve', userId: 13, periodStart: '2026-11-01' },
    ]);
    expect(toaster.success).toHaveBeenCalledWith('2 timecards approved');
  });

  it('asks before one row’s Approve, in Spanish, and sends nothing when cancelled', async () => {
    await loadLanguage('es');
    pending.cards = [card(1, 'submitted'), card(2, 'submitted')];
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar la tarjeta de tiempo de Person 2' }));
    screen.getByRole('dialog', { name: '¿Aprobar esta tarjeta de tiempo?' });
    expect(screen.getByTestId('confirm-approve-names').textContent).toBe('Person 2');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pending.approved).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar la tarjeta de tiempo de Person 2' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aprobar y bloquear' })));
    expect(pending.approved).toEqual([{ action: 'approve', userId: 12, periodStart: '2026-11-01' }]);
  });
});

describe('back pay on a row', () => {
  it('names the adjustment a gross pay includes, from the list’s own figure, and nothing when there is none', async () => {
    await loadLanguage('en');
    pending.cards = [
      { ...card(1, 'submitted'), gross_pay_cents: 22_598, adjustment_cents: 3_848 },
      card(2, 'submitted'),
      { ...card(3, 'submitted'), gross_pay_cents: 17_550, adjustment_cents: -1_200 },
    ];
    renderPage();
    const grossOf = (name: string) =>
      screen
        .getAllByTestId('approval-row')
        .find((row) => row.textContent?.includes(name))
        ?.querySelector('[data-testid="approval-gross"]')?.textContent;
    expect(grossOf('Person 1')).toBe('$225.98includes $38.48 back pay');
    expect(grossOf('Person 2')).toBe('$187.50');
    expect(grossOf('Person 3')).toBe('$175.50includes an adjustment of -$12.00');
    cleanup();
    await loadLanguage('es');
    renderPage();
    expect(screen.getAllByTestId('approval-adjustment').map((line) => line.textContent)).toEqual([
      'incluye $38.48 de pago retroactivo',
      'incluye un ajuste de -$12.00',
    ]);
  });
});
