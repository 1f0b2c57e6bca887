// @vitest-environment jsdom
import type { Client } from '@daybook/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage } from '../../../lib/i18n';
import { screenIs } from '../../../lib/testing/media-queries';
import '../i18n';
import { testClient } from '../testing/client';
import { EditClientDialog } from './edit-client-dialog';

/**
 * A save the server refuses keeps the client dialog open with the user's edits, the refusal under
 * the field it concerns in the reader's language (docs/product-rules.md §5 Client edit, §8 Client
 * list); a date of birth after today is refused before it is sent.
 */
vi.setConfig({ testTimeout: 30_000 });

const update = vi.hoisted(() => ({ mutateAsync: vi.fn(), isPending: false }));
vi.mock('../../../api/clients', () => ({ useUpdateClient: () => update }));
vi.mock('../../../api/locations', () => ({ useActiveLocations: () => ({ data: [] }) }));
vi.mock('../../../lib/use-today', () => ({ useToday: () => '2026-11-28' }));

const client = testClient;

const dobRefused = () =>
  new ApiError(
    400,
    'dob: Date of birth cannot be in the future.',
    { dob: ['Date of birth cannot be in the future.'] },
    'validation_failed',
    { fields: ['dob'] },
  );

const onClose = vi.fn();
const onSaved = vi.fn();
const renderDialog = (shown: Client | null = client) =>
  render(<EditClientDialog client={shown} onClose={onClose} onSaved={onSaved} />);

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const helperOf = (field: HTMLInputElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

beforeEach(() => screenIs(false));
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  await loadLanguage('en');
});

describe('the client edit dialog', () => {
  it('stays open with the edits when the server refuses the date of birth, the message under the field in Spanish', async () => {
    await loadLanguage('es');
    update.mutateAsync.mockRejectedValueOnce(dobRefused());
    renderDialog();
    fireEvent.change(input('Apellido'), { target: { value: 'Álvarez Ruiz' } });
    fireEvent.change(input('Fecha de nacimiento'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(helperOf(input('Fecha de nacimiento'))).toBe('La fecha de nacimiento no puede ser futura.'),
    );
    expect(update.mutateAsync).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Editar cliente' })).toBeTruthy();
    expect(input('Apellido').value).toBe('Álvarez Ruiz');
    expect(input('Fecha de nacimiento').value).toBe('2026-11-20');
    expect(input('Fecha de nacimiento').getAttribute('aria-invalid')).toBe('true');
    // the refusal is on its field, not in a banner with the field's key and the English text
    expect(screen.queryByTestId('error-banner')).toBeNull();
    expect(document.body.textContent).not.toContain('dob:');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses a date of birth after today before sending it', async () => {
    renderDialog();
    const dob = input('Date of Birth');
    expect(dob.getAttribute('max')).toBe('2026-11-28');
    fireEvent.change(dob, { target: { value: '2030-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(helperOf(input('Date of Birth'))).toBe('Date of birth cannot be in the future.'));
    expect(update.mutateAsync).not.toHaveBeenCalled();
    // today itself is a date of birth the form lets through
    fireEvent.change(input('Date of Birth'), { target: { value: '2026-11-28' } });
    update.mutateAsync.mockResolvedValueOnce({ ...client, dob: '11/28/2026', dob_iso: '2026-11-28' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(update.mutateAsync.mock.calls[0]?.[0]).toMatchObject({ id: 1, body: { dob: '2026-11-28' } });
  });

  it('shows a failure that names no field in a banner inside the dialog, and keeps the edits', async () => {
    update.mutateAsync.mockRejectedValueOnce(new ApiError(500, null));
    renderDialog();
    fireEvent.change(input('First Name'), { target: { value: 'Teo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const banner = await screen.findByTestId('error-banner');
    expect(banner.textContent).toBe('Failed to update client');
    expect(screen.getByRole('dialog', { name: 'Edit Client' }).contains(banner)).toBe(true);
    expect(input('First Name').value).toBe('Teo');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('drops the edits and the errors on Cancel: it opens again on the client as saved', async () => {
    update.mutateAsync.mockRejectedValueOnce(dobRefused());
    const view = renderDialog();
    fireEvent.change(input('First Name'), { target: { value: 'Teo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(helperOf(input('Date of Birth'))).toBe('Date of birth cannot be in the future.'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    view.rerender(<EditClientDialog client={null} onClose={onClose} onSaved={onSaved} />);
    view.rerender(<EditClientDialog client={client} onClose={onClose} onSaved={onSaved} />);
    await waitFor(() => expect(input('First Name').value).toBe('Mateo'));
    expect(input('Date of Birth').getAttribute('aria-invalid')).toBe('false');
  });
});
