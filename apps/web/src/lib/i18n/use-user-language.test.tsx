// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from './index';
import { CHOSEN_SIGNED_OUT_KEY, chooseLanguageSignedOut, storedLanguage } from './language';
import { useUserLanguage } from './use-user-language';

/**
 * At sign-in the user's saved language applies, unless a language was chosen on the sign-in card
 * in this tab just before: that is the latest choice, kept and saved as the user's
 * (docs/i18n.md, "Choosing the language").
 */
const api = vi.hoisted(() => ({ GET: vi.fn(), PATCH: vi.fn() }));
vi.mock('../typed-api', () => ({ api, answerOf: (answer: Promise<unknown>) => answer }));
vi.mock('../auth-tokens', () => ({ useSignedIn: () => true }));

function renderWithServerChoice(saved: 'en' | 'es' | null) {
  api.GET.mockResolvedValue({ language: saved });
  api.PATCH.mockImplementation(async (_path: string, { body }: { body: { language: string } }) => body);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useUserLanguage(), { wrapper });
}

afterEach(async () => {
  cleanup();
  api.GET.mockReset();
  api.PATCH.mockReset();
  localStorage.clear();
  sessionStorage.clear();
  await loadLanguage('en');
});

describe('useUserLanguage', () => {
  it('saves a language chosen on the sign-in card as the user’s choice, and shows it', async () => {
    chooseLanguageSignedOut('es');
    const { result } = renderWithServerChoice(null);
    await waitFor(() => expect(api.PATCH).toHaveBeenCalledTimes(1));
    expect(api.PATCH).toHaveBeenCalledWith('/api/profile/language/', { body: { language: 'es' } });
    await waitFor(() => expect(result.current.data?.language).toBe('es'));
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(storedLanguage()).toBe('es');
    expect(sessionStorage.getItem(CHOSEN_SIGNED_OUT_KEY)).toBeNull();
  });

  it('a choice on the card wins over an older saved one', async () => {
    chooseLanguageSignedOut('en');
    renderWithServerChoice('es');
    await waitFor(() => expect(api.PATCH).toHaveBeenCalledWith('/api/profile/language/', { body: { language: 'en' } }));
    expect(i18n.language).toBe('en');
  });

  it('without a choice on the card, applies the saved language and saves nothing', async () => {
    renderWithServerChoice('es');
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(storedLanguage()).toBe('es');
    expect(api.PATCH).not.toHaveBeenCalled();
  });

  it('a choice on the card equal to the saved one is not sent again, and is used once', async () => {
    chooseLanguageSignedOut('es');
    renderWithServerChoice('es');
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(api.PATCH).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHOSEN_SIGNED_OUT_KEY)).toBeNull();
  });
});
