// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, Notification, useLocaleState, useTranslate } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { MemoryRouter as AdminRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { storedLanguage } from '../../../lib/i18n/language';
import { windowOf } from '../../../lib/testing/media-queries';
import { testAuthProvider } from '../console-test-harness';
import { type AdminLanguage, adminLanguage, createAdminI18nProvider } from '../i18n';
import { useConsoleDates } from './console-dates';
import { type SaveLanguage, saveOnDevice, useConsoleStore } from './console-language';
import { ConsoleLayout } from './console-layout';

/**
 * Walkthrough 40, finding 3: a language picked in the console's top bar was not kept (a reload
 * opened the console in English) and the menu read "English" over Spanish texts. The console now
 * opens in the app's language, saves a language picked in its menu as the user's choice, and its
 * menu names the language shown.
 */
vi.setConfig({ testTimeout: 30_000 });

/** A page's text and a date, each in the console's language. */
function Page() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dates = useConsoleDates();
  return (
    <p data-testid="page" data-locale={locale}>
      {translate('daybook.rateHistory')} · {dates.date('2026-11-09')}
    </p>
  );
}

function Console({ save }: { save: SaveLanguage }) {
  // react-admin's store as the console has it: in localStorage, with what it kept last time
  const store = useConsoleStore(save);
  const [i18nProvider] = useState(() => createAdminI18nProvider(adminLanguage()));
  return (
    <MemoryRouter initialEntries={['/admin']}>
      <AdminRouter initialEntries={['/admin']}>
        <AdminContext basename="/admin" store={store} authProvider={testAuthProvider} i18nProvider={i18nProvider}>
          <ConsoleLayout>
            <Page />
          </ConsoleLayout>
          <Notification />
        </AdminContext>
      </AdminRouter>
    </MemoryRouter>
  );
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
const pageText = () => plain(screen.getByTestId('page').textContent);

beforeEach(() => {
  windowOf(1280);
  localStorage.clear();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await loadLanguage('en');
  localStorage.clear();
});

async function pick(current: string, next: string) {
  fireEvent.click(await screen.findByRole('button', { name: current }));
  fireEvent.click(await screen.findByRole('menuitem', { name: next }));
}

describe("the console's language", () => {
  it('is saved as the user’s choice when picked in the top bar, and the menu names it', async () => {
    const save = vi.fn(saveOnDevice);
    render(<Console save={save} />);
    expect(await screen.findByText(/^Rate history · 11\/09\/2026$/)).toBeTruthy();
    await pick('English', 'Español');
    await waitFor(() => expect(save).toHaveBeenCalledWith('es'));
    // the app shows it too, and the device keeps it for the next load
    await waitFor(() => expect(adminLanguage()).toBe('es'));
    expect(storedLanguage()).toBe('es');
    // texts, dates and the menu in the language shown, and they stay so
    await waitFor(() => expect(pageText()).toBe('Historial de tarifas · 9 nov 2026'));
    expect(screen.getByRole('button', { name: 'Español' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'English' })).toBeNull();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('opens in the app’s language whatever locale react-admin kept', async () => {
    // the user chose Spanish; react-admin's store still holds English from before
    localStorage.setItem('RaStore.locale', JSON.stringify('en'));
    await loadLanguage('es');
    render(<Console save={vi.fn(saveOnDevice)} />);
    expect(await screen.findByRole('button', { name: 'Español' })).toBeTruthy();
    await waitFor(() => expect(pageText()).toBe('Historial de tarifas · 9 nov 2026'));
  });

  it('follows the app when the user’s saved choice arrives', async () => {
    const save = vi.fn(saveOnDevice);
    render(<Console save={save} />);
    expect(await screen.findByRole('button', { name: 'English' })).toBeTruthy();
    await act(() => loadLanguage('es'));
    expect(await screen.findByRole('button', { name: 'Español' })).toBeTruthy();
    await waitFor(() => expect(pageText()).toBe('Historial de tarifas · 9 nov 2026'));
    // the app's own change is not saved again
    expect(save).not.toHaveBeenCalled();
  });

  it('goes back to the language shown and says so when the choice could not be saved', async () => {
    const save = vi.fn(async (_language: AdminLanguage) => {
      throw new Error('offline');
    });
    render(<Console save={save} />);
    await pick('English', 'Español');
    expect(await screen.findByText('The language could not be saved. Please try again.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'English' })).toBeTruthy();
    await waitFor(() => expect(pageText()).toBe('Rate history · 11/09/2026'));
    expect(adminLanguage()).toBe('en');
  });
});
