// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { MemoryRouter as AdminRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { windowOf } from '../../../lib/testing/media-queries';
import { testAuthProvider } from '../console-test-harness';
import { type AdminLanguage, createAdminI18nProvider } from '../i18n';
import { ConsoleLayout } from './console-layout';

function renderMenu(language: AdminLanguage) {
  // The console runs inside the app's router, react-admin's `react-router-dom` being React Router
  // itself in the build (react-router-dom-shim.ts); under Vitest the two names load two copies, so
  // each gets a router of its own.
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <AdminRouter initialEntries={['/admin']}>
        <AdminContext
          basename="/admin"
          store={memoryStore()}
          authProvider={testAuthProvider}
          i18nProvider={createAdminI18nProvider(language)}
        >
          <ConsoleLayout>
            <p>page</p>
          </ConsoleLayout>
        </AdminContext>
      </AdminRouter>
    </MemoryRouter>,
  );
}

beforeEach(() => windowOf(1280));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await loadLanguage('en');
});

describe("the console's user menu (top bar)", () => {
  it('has a name that starts with the user name it shows (WCAG 2.5.3 label in name)', async () => {
    renderMenu('en');
    const button = await screen.findByRole('button', { name: /^Alex Morgan/ });
    expect(button.textContent).toBe('Alex Morgan');
    expect(button.getAttribute('aria-label')).toBe('Alex Morgan, account menu');
  });

  it('says it in Spanish when the console is in Spanish', async () => {
    // the console speaks the app's language
    await loadLanguage('es');
    renderMenu('es');
    const button = await screen.findByRole('button', { name: /^Alex Morgan/ });
    expect(button.textContent).toBe('Alex Morgan');
    expect(button.getAttribute('aria-label')).toBe('Alex Morgan, menú de la cuenta');
  });

  it('keeps the translated "Profile" for the icon-only button of a phone', async () => {
    windowOf(360);
    await loadLanguage('es');
    renderMenu('es');
    expect(await screen.findByRole('button', { name: 'Perfil' })).toBeTruthy();
  });
});
