// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import SettingsPage from './settings-page';

/**
 * Walkthrough 43: Carla has no phone number. The dashboard's "Keep your profile up to date!" led to
 * Settings, whose "Confirm Details" said "Details confirmed successfully!" and the reminder stayed.
 * Settings now says what is missing and links to where it is entered, and confirms only a
 * complete profile (docs/product-rules.md §2 Settings).
 */
const carla = {
  id: 5,
  name: 'Carla Nguyen',
  email: 'carla@daybook.test',
  phone: null as string | null,
  status: 'active',
  role: 'staff',
};
const address = {
  street_address: '77 N Country Club Dr',
  address2: null,
  city: 'Mesa',
  state: 'AZ',
  zip_code: '85201',
  manager_name: null,
  manager_email: null,
};
const state = vi.hoisted(() => ({
  profile: null as unknown,
  settings: null as unknown,
}));
vi.mock('../../../api/profile', () => ({
  useProfile: () => ({ data: state.profile, isPending: false, isSuccess: true }),
}));
vi.mock('../../../api/user-settings', () => ({
  useUserSettings: () => ({ data: state.settings, isPending: false, isError: false, isSuccess: true }),
}));
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
// the language choice reads and saves through the server; not what these tests are about
vi.mock('../components/language-select', () => ({ LanguageSelect: () => null }));

const renderPage = (profile: typeof carla, settings: typeof address | null) => {
  state.profile = profile;
  state.settings = settings;
  return render(
    <MemoryRouter>
      <SettingsPage />
    </MemoryRouter>,
  );
};

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('Settings with details missing', () => {
  it('says the phone is missing and links to Edit Profile, and offers no Confirm Details (Spanish)', async () => {
    await loadLanguage('es');
    renderPage(carla, address);
    const notice = screen.getByTestId('settings-missing');
    expect(within(notice).getByRole('listitem').textContent).toBe('Número de teléfono');
    const link = within(notice).getByRole('link', { name: 'Agregarlos en Mi perfil' });
    expect(link.getAttribute('href')).toBe('/provider?edit=phone');
    expect(screen.queryByRole('button', { name: 'Confirmar datos' })).toBeNull();
  });

  it('says the manager records a missing address, with no link to Edit Profile', () => {
    renderPage({ ...carla, phone: '4805550103' }, { ...address, zip_code: '' });
    const notice = screen.getByTestId('settings-missing');
    expect(within(notice).getByRole('listitem').textContent).toBe('Address (street, city, state and ZIP code)');
    expect(notice.textContent).toContain('Your manager records your address: ask them to add it.');
    expect(within(notice).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm Details' })).toBeNull();
  });

  it('lists each missing detail, the profile’s first and the address, when there are no settings', () => {
    renderPage({ ...carla, email: ' ' }, null);
    const items = within(screen.getByTestId('settings-missing'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Email', 'Phone number', 'Address (street, city, state and ZIP code)']);
    expect(screen.getByRole('link', { name: 'Add them in My Profile' }).getAttribute('href')).toBe(
      '/provider?edit=email',
    );
  });
});

describe('Settings with every detail recorded', () => {
  it('confirms them, as the product does', async () => {
    renderPage({ ...carla, phone: '4805550103' }, address);
    expect(screen.queryByTestId('settings-missing')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Details' }));
    expect(screen.getByTestId('details-confirmed').textContent).toBe('Details confirmed successfully!');
  });
});
