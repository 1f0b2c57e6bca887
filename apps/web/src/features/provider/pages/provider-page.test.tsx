// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render as renderInDom, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { personalValueOf } from '../personal-values';
import ProviderPage from './provider-page';

/**
 * The profile's gender, race and marital status are free text in the console: the usual answers
 * read in the reader's language, anything else as typed (the walkthrough found "Female",
 * "Hispanic or Latino" and "Married" on the Spanish page).
 */
const settings = { gender: 'female', race: 'Hispanic or Latino', marital_status: 'Prefer not to say' };
const person = vi.hoisted(() => ({
  id: 3,
  name: 'Ana Reyes',
  email: 'ana@daybook.test',
  phone: null,
  status: 'active',
  role: 'staff',
  location: 'Guadalupe Special DTA',
  location_code: 'GUADALUPE_SPECIAL',
}));
vi.mock('../../../api/profile', () => ({
  useProfile: () => ({ data: person, isError: false, isPending: false }),
}));
// the active locations could not be read: the dialog offers the three program codes
vi.mock('../../../api/locations', () => ({ useActiveLocations: () => ({ data: undefined }) }));
vi.mock('../../../api/user-settings', () => ({
  useUserSettings: () => ({ data: settings, isError: false, isPending: false }),
}));
vi.mock('../api/update-profile', () => ({ useUpdateProfile: () => ({ mutateAsync: vi.fn(), isPending: false }) }));

/** Where the page's address stands, as the router holds it. */
const shownAt = { search: '' };
function Address() {
  shownAt.search = useLocation().search;
  return null;
}
const render = (page: ReactElement, at = '/provider') =>
  renderInDom(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        {page}
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('personalValueOf', () => {
  it('knows the usual answers whatever their case and spacing, and nothing else', () => {
    expect(personalValueOf(' Black  or African american ')).toBe('black');
    expect(personalValueOf('MARRIED')).toBe('married');
    expect(personalValueOf('prefer NOT to say ')).toBe('preferNotToSay');
    expect(personalValueOf('Domestic partnership')).toBeNull();
    expect(personalValueOf('constructor')).toBeNull();
  });
});

describe('the provider profile’s personal information', () => {
  it('shows the usual answers in Spanish, "Prefer not to say" too (the demo’s Carla Nguyen)', async () => {
    await loadLanguage('es');
    render(<ProviderPage />);
    expect((await screen.findByTestId('provider-gender')).textContent).toContain('Femenino');
    expect(screen.getByTestId('provider-race').textContent).toContain('Hispana o latina');
    expect(screen.getByTestId('provider-marital-status').textContent).toContain('Prefiere no decirlo');
    expect(screen.getByTestId('provider-marital-status').textContent).not.toContain('Prefer not to say');
  });

  it('shows free text of the admin’s own as typed', async () => {
    await loadLanguage('es');
    settings.marital_status = 'Domestic partnership';
    try {
      render(<ProviderPage />);
      expect((await screen.findByTestId('provider-marital-status')).textContent).toContain('Domestic partnership');
    } finally {
      settings.marital_status = 'Prefer not to say';
    }
  });

  it('writes a usual answer the usual way in English', async () => {
    await loadLanguage('en');
    render(<ProviderPage />);
    expect((await screen.findByTestId('provider-gender')).textContent).toContain('Female');
  });
});

describe('the provider profile’s location', () => {
  it('is the place’s own name in Spanish, on the page and in Edit Profile', async () => {
    await loadLanguage('es');
    render(<ProviderPage />);
    expect((await screen.findByTestId('provider-location')).textContent).toContain('Guadalupe Special DTA');
    await userEvent.click(screen.getByRole('button', { name: 'Editar perfil' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Ubicación' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Guadalupe DTA', 'Guadalupe DTT', 'Guadalupe Special DTA']));
    expect(options.join(' ')).not.toContain('especial');
  });
});

/**
 * Settings links a missing detail to Edit Profile (walkthrough 43: Carla has no phone, and the
 * dashboard's reminder looped through Settings, which neither shows nor edits it).
 */
describe('/provider?edit', () => {
  it('opens Edit Profile at once with the asked field focused, and closing it leaves the address', async () => {
    render(<ProviderPage />, '/provider?edit=phone');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Phone' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(shownAt.search).toBe('');
  });

  it('keeps Edit Profile closed without it', async () => {
    render(<ProviderPage />);
    await screen.findByTestId('provider-phone');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
