// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage } from '../../../lib/i18n';
import { screenIs } from '../../../lib/testing/media-queries';
import { testClient } from '../testing/client';
import ClientListPage from './client-list-page';

/**
 * A client save the server refuses on a field leaves the page as it was: the edit dialog stays
 * open with the edits and the refusal under its field, in the reader's language; no page banner
 * with the field's key and the server's English (docs/product-rules.md §8 Client list).
 */
vi.setConfig({ testTimeout: 30_000 });

const client = testClient;

const update = vi.hoisted(() => ({ mutateAsync: vi.fn(), isPending: false }));
vi.mock('../../../api/clients', () => ({
  useClients: () => ({ data: [client], isPending: false, isSuccess: true, isError: false, errorUpdatedAt: 0 }),
  useUpdateClient: () => update,
}));
vi.mock('../../../api/profile', () => ({ useProfile: () => ({ data: { id: 3, name: 'Ana Reyes' } }) }));
vi.mock('../../../api/locations', () => ({ useActiveLocations: () => ({ data: [] }) }));
vi.mock('../../../lib/use-today', () => ({ useToday: () => '2026-11-28' }));

beforeEach(() => screenIs(false));
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  await loadLanguage('en');
});

describe('My Client List’s edit dialog', () => {
  it('stays open on a refused date of birth, the Spanish message under the field and no page banner', async () => {
    await loadLanguage('es');
    update.mutateAsync.mockRejectedValueOnce(
      new ApiError(
        400,
        'dob: Date of birth cannot be in the future.',
        { dob: ['Date of birth cannot be in the future.'] },
        'validation_failed',
      ),
    );
    render(<ClientListPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar a Mateo Alvarez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cliente' });
    const lastName = screen.getByLabelText('Apellido', { exact: true }) as HTMLInputElement;
    const dob = screen.getByLabelText('Fecha de nacimiento', { exact: true }) as HTMLInputElement;
    fireEvent.change(lastName, { target: { value: 'Álvarez Ruiz' } });
    fireEvent.change(dob, { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(dob.getAttribute('aria-invalid')).toBe('true'));
    // longer than the dialog's closing transition and the banner's first load: neither happens
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(dob.isConnected).toBe(true);
    expect(document.getElementById(dob.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'La fecha de nacimiento no puede ser futura.',
    );
    expect(screen.getByRole('dialog', { name: 'Editar cliente' })).toBe(dialog);
    expect(lastName.value).toBe('Álvarez Ruiz');
    expect(screen.queryByTestId('error-banner')).toBeNull();
    expect(document.body.textContent).not.toContain('dob:');
    expect(document.body.textContent).not.toContain('Date of birth cannot be in the future.');
  });
});

describe('My Client List’s status filter in Spanish (docs/glossary-es.md: a record’s status is "Situación")', () => {
  it('offers "Todas las situaciones" first and names the active chip "Situación: Activo"', async () => {
    await loadLanguage('es');
    render(<ClientListPage />);
    const select = (await screen.findByLabelText('Situación')) as HTMLSelectElement;
    expect(select.options[0]?.textContent).toBe('Todas las situaciones');
    const chips = screen.getByTestId('filter-chips');
    expect(chips.textContent).toContain('Situación: Activo');
    expect(document.body.textContent).not.toMatch(/estado/i);
  });
});

describe('My Client List’s count', () => {
  it('agrees with one client in Spanish; English keeps the spec’s words', async () => {
    await loadLanguage('es');
    render(<ClientListPage />);
    expect((await screen.findByTestId('showing-count')).textContent).toBe('Mostrando 1 de 1 cliente');
    cleanup();
    await loadLanguage('en');
    render(<ClientListPage />);
    expect((await screen.findByTestId('showing-count')).textContent).toBe('Showing 1 of 1 clients'); // the spec’s words in English
  });
});
