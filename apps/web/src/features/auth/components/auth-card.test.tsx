// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { CHOSEN_SIGNED_OUT_KEY, initialLanguage } from '../../../lib/i18n/language';
import { AuthCard } from './auth-card';

/**
 * The sign-in and sign-up cards offer the other language before anyone is signed in
 * (docs/i18n.md, "Choosing the language"): named in itself, shown at once, kept on the device, and
 * marked as chosen signed out so the sign-in saves it as the user's choice.
 */
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  await loadLanguage('en');
});

describe('AuthCard language switch', () => {
  it('offers Español on an English card, and English once it is Spanish', async () => {
    await loadLanguage('en');
    render(
      <AuthCard>
        <p>form</p>
      </AuthCard>,
    );
    const toSpanish = screen.getByRole('button', { name: 'Español' });
    expect(toSpanish.getAttribute('lang')).toBe('es');
    expect(toSpanish.getAttribute('type')).toBe('button');

    fireEvent.click(toSpanish);
    const toEnglish = await screen.findByRole('button', { name: 'English' });
    expect(toEnglish.getAttribute('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('es');
    // kept on this device for the next load, and marked for the sign-in to save
    expect(initialLanguage()).toBe('es');
    expect(sessionStorage.getItem(CHOSEN_SIGNED_OUT_KEY)).toBe('es');

    fireEvent.click(toEnglish);
    await screen.findByRole('button', { name: 'Español' });
    expect(document.documentElement.lang).toBe('en');
    expect(initialLanguage()).toBe('en');
    expect(sessionStorage.getItem(CHOSEN_SIGNED_OUT_KEY)).toBe('en');
  });
});
