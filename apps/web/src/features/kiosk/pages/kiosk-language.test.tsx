// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { initialLanguage } from '../../../lib/i18n/language';
import KioskPage from './kiosk-page';

/**
 * The kiosk's language is the device's (docs/decisions/0024-kiosk.md, "Language"): the set-up
 * offers the same switch as the names and follows the language of the manager who signs in there;
 * a choice made with nobody at the kiosk is kept on the device across reloads; one made during a
 * person's turn holds for that turn only.
 */
const kiosk = vi.hoisted(() => ({
  signInLead: vi.fn(),
  leadLanguage: vi.fn(),
  leadLocations: vi.fn(),
  registerKiosk: vi.fn(),
  signOutLead: vi.fn(async () => undefined),
}));
vi.mock('../api/kiosk', () => ({
  ...kiosk,
  revokeKiosk: vi.fn(),
  kioskErrorCode: () => 'failed',
  kioskCalls: () => ({
    device: async () => ({ id: 1, name: 'Front desk', location_name: 'Main', time_zone: 'America/Phoenix' }),
    roster: async () => [{ user_id: 7, display_name: 'Paz Q.' }],
  }),
}));

const TOKEN_KEY = 'daybook.kioskDevice';

function renderKiosk() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/kiosk']}>
        <KioskPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A reload: the page starts again in the language the app starts in (lib/i18n: the stored one, else the browser's). */
async function reload() {
  cleanup();
  await loadLanguage(initialLanguage());
  renderKiosk();
}

beforeEach(async () => {
  localStorage.clear();
  await loadLanguage('en');
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
  await loadLanguage('en');
});

describe('the kiosk set-up', { timeout: 30_000 }, () => {
  it('offers Español, kept on the device across a reload', async () => {
    renderKiosk();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Set up this device as a kiosk');
    const spanish = screen.getByRole('button', { name: 'Español' });
    expect(spanish.getAttribute('lang')).toBe('es');
    await userEvent.click(spanish);
    await screen.findByRole('heading', { name: 'Configurar este dispositivo como quiosco' });
    await reload();
    expect(i18n.language).toBe('es');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Configurar este dispositivo como quiosco');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('lang')).toBe('en');
  });

  it('follows the language of the manager who signs in; the kiosk then starts in the device’s', async () => {
    kiosk.signInLead.mockResolvedValue({ access: 'a', refresh: 'r', role: 'manager' });
    kiosk.leadLanguage.mockResolvedValue('es');
    kiosk.leadLocations.mockResolvedValue([{ id: 3, name: 'Main' }]);
    kiosk.registerKiosk.mockResolvedValue({ token: 'device-token' });
    renderKiosk();
    await userEvent.type(screen.getByLabelText(/Email/), 'manager@daybook.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByLabelText(/Nombre del dispositivo/)).toBeTruthy();
    expect(i18n.language).toBe('es');
    // the manager's language is not the device's
    expect(localStorage.getItem('daybook.language')).toBeNull();
    await userEvent.type(screen.getByLabelText(/Nombre del dispositivo/), 'Front desk');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar el modo quiosco' }));
    await screen.findByRole('heading', { name: 'Tap your name' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('device-token');
  });
});

describe('the kiosk’s names', { timeout: 30_000 }, () => {
  it('keep the language chosen on them across a reload and for each next person', async () => {
    localStorage.setItem(TOKEN_KEY, 'device-token');
    renderKiosk();
    await screen.findByRole('button', { name: 'Paz Q.' });
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    await screen.findByRole('heading', { name: 'Toque su nombre' });
    await reload();
    expect(i18n.language).toBe('es');
    await screen.findByRole('heading', { name: 'Toque su nombre' });

    // a switch during a person's turn is theirs: the next person starts in the device's language
    await userEvent.click(await screen.findByRole('button', { name: 'Paz Q.' }));
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('heading', { name: 'Hello, Paz Q.' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(i18n.language).toBe('es'));
    await screen.findByRole('heading', { name: 'Toque su nombre' });
    expect(localStorage.getItem('daybook.language')).toBe('es');
  });
});
