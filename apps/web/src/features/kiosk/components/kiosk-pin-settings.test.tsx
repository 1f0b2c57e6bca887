// @vitest-environment jsdom
import { KIOSK_MSG, MSG } from '@daybook/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';

/**
 * Settings → Kiosk PIN: the new PIN is checked before sending as the server checks it (4 to 6
 * digits, not trivially guessable: docs/security.md "Kiosk"), and a refusal of it, the form's or
 * the server's, reads under the field in the reader's language. Removing the PIN checks no PIN.
 */
const setPin = vi.fn<(body: { current_password: string; pin: string | null }) => Promise<unknown>>();
let hasPin = false;
vi.mock('../api/kiosk', () => ({
  useKioskPinStatus: () => ({ data: { has_pin: hasPin, locked: false } }),
  useSetKioskPin: () => ({ mutateAsync: setPin, isPending: false }),
}));
const { KioskPinSettings } = await import('./kiosk-pin-settings');

const pinInput = () => screen.getByLabelText(/^(New kiosk PIN|PIN de quiosco nuevo)$/) as HTMLInputElement;
function fillAndSave(pin: string, button: string) {
  fireEvent.change(screen.getByLabelText(/^(Current password|Contraseña actual)$/), {
    target: { value: 'Daybook-demo-2026!' },
  });
  fireEvent.change(pinInput(), { target: { value: pin } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}
const pinHelp = () => document.getElementById('kiosk-new-pin-helper-text')?.textContent;

beforeEach(() => {
  setPin.mockReset();
  hasPin = false;
});
afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('the kiosk PIN form', () => {
  it('refuses a PIN shorter than 4 digits before sending, under the field', async () => {
    await loadLanguage('en');
    render(<KioskPinSettings />);
    fillAndSave('123', 'Save kiosk PIN');
    await waitFor(() => expect(pinHelp()).toBe(KIOSK_MSG.kioskPinFormat));
    expect(pinInput().getAttribute('aria-invalid')).toBe('true');
    expect(pinInput().getAttribute('aria-describedby')).toContain('kiosk-new-pin-helper-text');
    expect(setPin).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    // typing again takes the message away and shows the help again
    fireEvent.change(pinInput(), { target: { value: '1234' } });
    await waitFor(() => expect(pinHelp()).toMatch(/^4 to 6 digits\./));
  });

  it('refuses trivially guessable PINs before sending, in English', async () => {
    await loadLanguage('en');
    render(<KioskPinSettings />);
    for (const pin of ['1234', '0000', '987654', '121212', '2580']) {
      fillAndSave(pin, 'Save kiosk PIN');
      await waitFor(() => expect(pinHelp(), pin).toBe(KIOSK_MSG.kioskPinTooSimple));
    }
    expect(setPin).not.toHaveBeenCalled();
  });

  it('refuses a too simple PIN and a short one before sending, in Spanish', async () => {
    await loadLanguage('es');
    render(<KioskPinSettings />);
    fillAndSave('1111', 'Guardar PIN de quiosco');
    await waitFor(() => expect(pinHelp()).toMatch(/^Elija un PIN más difícil de adivinar/));
    fillAndSave('', 'Guardar PIN de quiosco');
    await waitFor(() => expect(pinHelp()).toBe('Un PIN de quiosco tiene de 4 a 6 dígitos.'));
    expect(setPin).not.toHaveBeenCalled();
  });

  it('sends a good PIN, and shows the server’s refusal of it under the field in Spanish', async () => {
    await loadLanguage('es');
    setPin.mockRejectedValueOnce(
      new ApiError(400, KIOSK_MSG.kioskPinTooSimple, { pin: [KIOSK_MSG.kioskPinTooSimple] }, 'kiosk_pin_too_simple'),
    );
    render(<KioskPinSettings />);
    fillAndSave('5820', 'Guardar PIN de quiosco');
    await waitFor(() => expect(pinHelp()).toMatch(/^Elija un PIN más difícil de adivinar/));
    expect(setPin).toHaveBeenCalledWith({ current_password: 'Daybook-demo-2026!', pin: '5820' });
    expect(screen.queryByRole('alert')).toBeNull();
    // a wrong current password is not the PIN's: it shows above the form
    setPin.mockRejectedValueOnce(
      new ApiError(
        400,
        MSG.currentPasswordWrong,
        { current_password: [MSG.currentPasswordWrong] },
        'current_password_wrong',
      ),
    );
    fillAndSave('5820', 'Guardar PIN de quiosco');
    expect((await screen.findByRole('alert')).textContent).toBe('La contraseña actual es incorrecta');
  });

  it('removes the PIN without checking the empty PIN field', async () => {
    await loadLanguage('en');
    hasPin = true;
    setPin.mockResolvedValueOnce({ has_pin: false, locked: false });
    render(<KioskPinSettings />);
    fillAndSave('', 'Remove kiosk PIN');
    await waitFor(() => expect(setPin).toHaveBeenCalledWith({ current_password: 'Daybook-demo-2026!', pin: null }));
    expect((await screen.findByRole('status')).textContent).toBe('Your kiosk PIN was removed.');
  });
});
