// @vitest-environment jsdom
import { MSG } from '@daybook/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';

/**
 * Settings → Electronic signature: the new PIN is checked before sending as the server checks it
 * (6 to 12 digits, not too simple), and a refusal reads in the reader's language, under the field
 * it names, never as the server's "pin: …" detail.
 */
const setPin = vi.fn<(body: { current_password: string; pin: string | null }) => Promise<{ detail: string }>>();
let hasPin = false;
vi.mock('../api/signatures', () => ({
  useSigningStatus: () => ({ data: { has_pin: hasPin, title: null, default_title: 'Provider' } }),
  useSetSigningPin: () => ({ mutateAsync: setPin, isPending: false }),
  useSetSigningTitle: () => ({ mutateAsync: vi.fn(), isPending: false }),
}));
const { SigningSettings } = await import('./signing-settings');

function fillAndSave(pin: string, button = 'Save PIN') {
  fireEvent.change(screen.getByLabelText(/Current password|Contraseña actual/), {
    target: { value: 'Daybook-demo-2026!' },
  });
  fireEvent.change(screen.getByLabelText(/New signing PIN|Nuevo PIN de firma/), { target: { value: pin } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}
const pinHelp = () => document.getElementById('signing-pin-helper-text')?.textContent;

beforeEach(() => {
  setPin.mockReset();
  hasPin = false;
});
afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('the signing PIN form', () => {
  it('refuses a PIN that is not 6 to 12 digits before sending', async () => {
    await loadLanguage('en');
    render(<SigningSettings />);
    fillAndSave('12');
    await waitFor(() => expect(pinHelp()).toBe(MSG.signingPinFormat));
    expect(setPin).not.toHaveBeenCalled();
  });

  it('refuses a too simple PIN before sending, in Spanish', async () => {
    await loadLanguage('es');
    render(<SigningSettings />);
    fillAndSave('111111', 'Guardar PIN');
    await waitFor(() => expect(pinHelp()).toMatch(/^Elija un PIN más difícil de adivinar/));
    expect(setPin).not.toHaveBeenCalled();
  });

  it('sends a good PIN and shows a server refusal of it in Spanish under the field, without the "pin:" prefix', async () => {
    await loadLanguage('es');
    setPin.mockRejectedValueOnce(
      new ApiError(400, `pin: ${MSG.signingPinFormat}`, { pin: [MSG.signingPinFormat] }, 'validation_failed'),
    );
    render(<SigningSettings />);
    fillAndSave('246810', 'Guardar PIN');
    await waitFor(() => expect(pinHelp()).toBe('El PIN debe tener de 6 a 12 dígitos.'));
    expect(setPin).toHaveBeenCalledWith({ current_password: 'Daybook-demo-2026!', pin: '246810' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a wrong current password under its field and a refusal without fields from its code', async () => {
    await loadLanguage('es');
    setPin.mockRejectedValueOnce(
      new ApiError(
        400,
        MSG.currentPasswordWrong,
        { current_password: [MSG.currentPasswordWrong] },
        'current_password_wrong',
      ),
    );
    render(<SigningSettings />);
    fillAndSave('246810', 'Guardar PIN');
    await waitFor(() =>
      expect(document.getElementById('signing-current-password-helper-text')?.textContent).toBe(
        'La contraseña actual es incorrecta',
      ),
    );
    setPin.mockRejectedValueOnce(new ApiError(429, 'Too many requests.', {}, 'too_many_requests'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo guardar. Inténtelo de nuevo.');
  });

  it('removes the PIN without checking the empty PIN field', async () => {
    await loadLanguage('en');
    hasPin = true;
    setPin.mockResolvedValueOnce({ detail: MSG.signingPinRemoved });
    render(<SigningSettings />);
    fillAndSave('', 'Remove PIN');
    await waitFor(() => expect(setPin).toHaveBeenCalledWith({ current_password: 'Daybook-demo-2026!', pin: null }));
    expect((await screen.findByRole('status')).textContent).toBe(MSG.signingPinRemoved);
  });
});
