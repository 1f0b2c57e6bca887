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
});
