// @vitest-environment jsdom
import type { ClientAttendance } from '@daybook/domain';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { DetailsDialog } from './details-dialog';

/**
 * The attendance Details dialog (docs/product-rules.md §4 "Attendance"): a signed record is locked
 * with an addendum offered instead; a refusal shows the server's words, not a generic failure; a
 * client scored in the day's signed note cannot be marked absent, and one scored in an unsigned
 * note is warned about; the date is the reader's.
 */
vi.setConfig({ testTimeout: 30_000 });

const mocks = vi.hoisted(() => ({
  mutateAsync: vi.fn(),
  note: null as { signed: boolean; trials: number } | null,
}));
vi.mock('../api/attendance', () => ({
  useUpdateAttendance: () => ({ mutateAsync: mocks.mutateAsync, isPending: false }),
  useNoteOfDay: () => ({ data: mocks.note }),
}));

const record = (fields: Partial<ClientAttendance> = {}) =>
  ({
    id: 7,
    client_id: 3,
    client: 'GC-1003',
    client_name: 'Emily Dawson',
    date: '11/25/2026',
    date_iso: '2026-11-25',
    absent: false,
    one_on_one: false,
    provider: null,
    has_notes: true,
    signed: false,
    signatures: [],
    addenda: [],
    ...fields,
  }) as unknown as ClientAttendance;

function renderDialog(shown: ClientAttendance, onAddAddendum = vi.fn()) {
  render(
    <MemoryRouter>
      <DetailsDialog record={shown} onClose={vi.fn()} onSaved={vi.fn()} onAddAddendum={onAddAddendum} />
    </MemoryRouter>,
  );
  return onAddAddendum;
}

beforeEach(() => {
  mocks.mutateAsync.mockReset();
  mocks.note = null;
});
afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('a signed record’s Details', () => {
  it('says it is signed and locked, disables its fields and offers an addendum instead of Save Details', async () => {
    await loadLanguage('en');
    const onAddAddendum = renderDialog(record({ signed: true }));
    expect(screen.getByTestId('details-locked').textContent).toBe(
      'This record is signed and locked. Add an addendum instead of changing it.',
    );
    expect(screen.getByTestId('details-signed').textContent).toBe('Signed');
    expect(screen.getByRole('checkbox', { name: 'Absent?' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'One to One?' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: 'Provider' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save Details' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add addendum' }));
    expect(onAddAddendum).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it('in Spanish: the date with the month named, “Firmado”, “Agregar anexo”', async () => {
    await loadLanguage('es');
    renderDialog(record({ signed: true }));
    expect(screen.getByText(/Emily Dawson · 25 nov 2026/)).toBeTruthy();
    expect(screen.getByTestId('details-signed').textContent).toBe('Firmado');
    expect(screen.getByRole('button', { name: 'Agregar anexo' })).toBeTruthy();
  });
});

describe('a refused save', () => {
  it('shows the server’s message in the reader’s language, not “Failed to update”', async () => {
    await loadLanguage('es');
    mocks.mutateAsync.mockRejectedValue(
      new ApiError(
        409,
        'This record is signed and locked. Add an addendum instead of changing it.',
        {},
        'record_signed',
      ),
    );
    renderDialog(record());
    await userEvent.click(screen.getByRole('button', { name: 'Guardar detalles' }));
    expect(
      await screen.findByText('Este registro está firmado y bloqueado. Agregue un anexo en lugar de cambiarlo.'),
    ).toBeTruthy();
    expect(screen.queryByText(/No se pudo actualizar/)).toBeNull();
  });
});

describe('Absent? over the day’s progress note', () => {
  it('is not offered when the signed note has scored trials, and says why', async () => {
    await loadLanguage('en');
    mocks.note = { signed: true, trials: 2 };
    renderDialog(record());
    const absent = screen.getByRole('checkbox', { name: 'Absent?' });
    expect(absent).toHaveProperty('disabled', true);
    expect(screen.getByText(/cannot be marked absent/)).toBeTruthy();
  });

  it('warns, and still saves, when the note with scored trials is not signed', async () => {
    await loadLanguage('en');
    mocks.note = { signed: false, trials: 1 };
    mocks.mutateAsync.mockResolvedValue(record({ absent: true }));
    renderDialog(record());
    expect(screen.queryByTestId('details-absent-warning')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Absent?' }));
    expect(screen.getByTestId('details-absent-warning').textContent).toMatch(/scored trials/);
    await userEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    await waitFor(() =>
      expect(mocks.mutateAsync).toHaveBeenCalledWith({
        id: 7,
        body: { absent: true, one_on_one: false, provider: '' },
      }),
    );
  });

  it('can still be unticked on a client already absent', async () => {
    await loadLanguage('en');
    mocks.note = { signed: true, trials: 2 };
    renderDialog(record({ absent: true }));
    expect(screen.getByRole('checkbox', { name: 'Absent?' })).toHaveProperty('disabled', false);
  });
});
