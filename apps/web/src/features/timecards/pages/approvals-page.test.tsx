// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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
}));
vi.mock('../../../api/profile', () => ({ useProfile: () => ({ data: { id: 1, role: 'admin' } }) }));
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../api/timecards', () => ({
  useTimecards: () => ({ data: [], isPending: false, isError: false }),
  useTimecardTransition: () => ({ mutateAsync: async () => undefined }),
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
