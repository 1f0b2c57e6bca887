// @vitest-environment jsdom
import { MSG } from '@daybook/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage } from '../../../lib/i18n';
import ChangePasswordPage from './change-password-page';

/**
 * Each attempt to change the password starts without the last attempt's answer: a refusal from the
 * server is not left beside a later mistake the form catches itself.
 */
const mutateAsync = vi.fn();
vi.mock('../../../api/profile', () => ({ useProfile: () => ({ data: { mustChangePassword: false } }) }));
vi.mock('../api/change-password', () => ({ useChangePassword: () => ({ mutateAsync, isPending: false }) }));

afterEach(() => {
  cleanup();
  mutateAsync.mockReset();
});

const type = (label: RegExp, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('ChangePasswordPage', () => {
  it('clears the server’s refusal when the next attempt stops at the form’s own check', async () => {
    await loadLanguage('en');
    mutateAsync.mockRejectedValueOnce(new ApiError(400, MSG.currentPasswordWrong, {}, 'current_password_wrong'));
    render(<ChangePasswordPage />);
    type(/^Current Password/, 'Wrong-password-1!');
    type(/^New Password/, 'Better-Pass-2026!');
    type(/^Confirm New Password/, 'Better-Pass-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await screen.findByText(MSG.currentPasswordWrong);

    type(/^Confirm New Password/, 'Something-else-1!');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await screen.findByText(MSG.passwordsDoNotMatch);
    await waitFor(() => expect(screen.queryByText(MSG.currentPasswordWrong)).toBeNull());
    expect(mutateAsync).toHaveBeenCalledTimes(1);
  });

  it('says a common password is too common, in the meter and on sending, and sends nothing', async () => {
    await loadLanguage('en');
    render(<ChangePasswordPage />);
    type(/^Current Password/, 'Old-password-2026!');
    // passes every composition rule, yet the server refuses it: "password" dressed up
    type(/^New Password/, 'Password123!');
    type(/^Confirm New Password/, 'Password123!');
    expect(await screen.findByTestId('password-strength-label')).toHaveProperty('textContent', 'Too common');
    expect(screen.getByTestId('password-common').textContent).toBe(MSG.passwordCommon);
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining(MSG.passwordCommon));
    expect(mutateAsync).not.toHaveBeenCalled();

    type(/^New Password/, 'Lamp-Table-Window-9');
    await waitFor(() => expect(screen.getByTestId('password-strength-label').textContent).toBe('Strong'));
    expect(screen.queryByTestId('password-common')).toBeNull();
  });

  it('words a refusal with several new-password problems message by message, in Spanish', async () => {
    await loadLanguage('es');
    const problems = [MSG.passwordCommon, MSG.passwordSameAsCurrent];
    mutateAsync.mockRejectedValueOnce(
      new ApiError(400, problems.join(' '), { new_password: problems }, 'validation_failed'),
    );
    render(<ChangePasswordPage />);
    type(/^Contraseña actual/, 'Lamp-Table-Window-9');
    type(/^Contraseña nueva/, 'Lamp-Table-Window-9');
    type(/^Confirmar la contraseña nueva/, 'Lamp-Table-Window-9');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await screen.findByText(
        'Esta contraseña es demasiado común. Elija otra. La contraseña nueva debe ser distinta de la actual',
      ),
    ).toBeTruthy();
    await loadLanguage('en');
  });

  it('reads Demasiado común in Spanish', async () => {
    await loadLanguage('es');
    render(<ChangePasswordPage />);
    type(/^Contraseña nueva/, 'Password123!');
    expect(await screen.findByTestId('password-strength-label')).toHaveProperty('textContent', 'Demasiado común');
    await loadLanguage('en');
  });
});
