// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../lib/i18n';
import AdminConsolePage from './admin-console-page';

vi.mock('../../lib/auth-tokens', () => ({ useSignedIn: () => true }));
const profile = vi.hoisted(() => ({ current: {} as object }));
vi.mock('../../api/profile', () => ({ useProfile: () => profile.current }));
// a language picked in the console is saved as the app saves it (lib/i18n/use-user-language.ts)
vi.mock('../../lib/i18n/use-user-language', () => ({
  useSaveLanguage: () => ({ mutateAsync: async () => undefined }),
}));

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

const staff = { isPending: false, isError: false, data: { role: 'staff', mustChangePassword: false } };

function renderGate() {
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <AdminConsolePage />
    </MemoryRouter>,
  );
}

describe('the admin console gate', () => {
  it('tells staff in English that the console is for administrators', () => {
    profile.current = staff;
    renderGate();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You do not have access to the admin console');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/home');
    expect(document.title).toBe('Admin console | Daybook');
  });

  it('speaks Spanish when the app does', async () => {
    await loadLanguage('es');
    profile.current = staff;
    renderGate();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'No tiene acceso a la consola de administración',
    );
    expect(screen.getByText(/^La consola de administración es para administradores\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al panel' }).getAttribute('href')).toBe('/home');
    expect(document.title).toBe('Consola de administración | Daybook');
  });

  it('says in Spanish that the user could not be loaded when the profile fails for another reason', async () => {
    await loadLanguage('es');
    profile.current = { isPending: false, isError: true, error: new Error('offline') };
    renderGate();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No se pudieron cargar los datos del usuario.');
  });
});
