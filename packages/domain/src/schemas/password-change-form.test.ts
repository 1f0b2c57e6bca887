import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { changePasswordForm } from './password-change-form.js';

function messagesFor(form: { current_password: string; new_password: string; confirm_password: string }) {
  const result = changePasswordForm.safeParse(form);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

describe('the Change Password form', () => {
  it('asks for every field when all are empty, with the product’s texts', () => {
    expect(messagesFor({ current_password: '', new_password: '', confirm_password: '' })).toEqual({
      current_password: [MSG.currentPasswordRequired],
      new_password: [MSG.newPasswordRequired],
      confirm_password: [MSG.confirmRequired],
    });
  });

  it('lists the broken composition rules of the new password, length first', () => {
    expect(messagesFor({ current_password: 'old', new_password: 'abc', confirm_password: 'abc' }).new_password).toEqual(
      [MSG.passwordMin12, MSG.passwordUpper, MSG.passwordNumber, MSG.passwordSpecial],
    );
  });

  it('refuses an 8-character new password that meets every class (one 12+ rule)', () => {
    expect(
      messagesFor({ current_password: 'old', new_password: 'Abcdef1!', confirm_password: 'Abcdef1!' }).new_password,
    ).toEqual([MSG.passwordMin12]);
  });

  it('says when the confirmation differs from the new password', () => {
    expect(
      messagesFor({ current_password: 'old', new_password: 'Daybook-2026!', confirm_password: 'Daybook-2026' }),
    ).toEqual({ confirm_password: [MSG.passwordsDoNotMatch] });
  });

  it('accepts a strong new password that is confirmed', () => {
    const form = { current_password: 'old', new_password: 'Daybook-2026!', confirm_password: 'Daybook-2026!' };
    expect(changePasswordForm.safeParse(form).success).toBe(true);
  });
});
