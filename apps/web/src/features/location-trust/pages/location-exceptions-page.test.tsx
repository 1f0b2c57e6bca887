// @vitest-environment jsdom
import type { LocationException } from '@daybook/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testToaster, withToaster } from '../../../components/testing/toaster';
import { loadLanguage } from '../../../lib/i18n';
import LocationExceptionsPage from './location-exceptions-page';

/**
 * A member visit's exception names the member's home in the reader's language: the answer's place
 * has no id and the member's name (docs/evv.md), and the page says "Home of …" or "Casa de …".
 */
const exception = (over: Partial<LocationException>): LocationException => ({
  id: 1,
  kind: 'outside',
  action: 'member_check_in',
  action_ref: { work_day_id: null, member_visit_id: 7 },
  user: { id: 3, name: 'Ana Reyes' },
  occurred_at: '2026-11-28T16:00:00.000Z',
  latitude: 33.37,
  longitude: -111.96,
  accuracy: 15,
  distance_m: 592,
  location: { id: null, name: 'Home of Elena Molina' },
  member: { id: 4, name: 'Elena Molina' },
  note: null,
  status: 'open',
  resolved_by: null,
  resolved_at: null,
  resolution_note: null,
  map_url: null,
  ...over,
});
const rows = vi.hoisted(() => ({ current: [] as unknown[] }));
vi.mock('../../../api/profile', () => ({ useProfile: () => ({ data: { id: 1, role: 'manager' } }) }));
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../api/location-trust', () => ({
  useLocationExceptions: () => ({ data: rows.current, isPending: false, isError: false }),
  useResolveLocationException: () => ({ mutateAsync: async () => undefined }),
}));

const toaster = testToaster();
const renderPage = () => render(withToaster(<LocationExceptionsPage />, toaster));

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('the location exceptions page', () => {
  it('names a member’s home in Spanish, and a program site by its own name', async () => {
    rows.current = [
      exception({}),
      exception({
        id: 2,
        action: 'check_in',
        member: null,
        location: { id: 5, name: 'Guadalupe DTA' },
        distance_m: 240,
      }),
    ];
    await loadLanguage('es');
    renderPage();
    const cards = screen.getAllByTestId('location-exception');
    expect(cards[0]?.textContent).toContain('Distancia: 592 m de Casa de Elena Molina');
    expect(cards[0]?.textContent).not.toContain('Home of');
    expect(cards[1]?.textContent).toContain('Distancia: 240 m de Guadalupe DTA');
  });

  it('names it in English for an English reader', async () => {
    rows.current = [exception({})];
    await loadLanguage('en');
    renderPage();
    expect(screen.getByTestId('location-exception').textContent).toContain('Distance: 592 m from Home of Elena Molina');
  });

  it('gives a distance of a kilometre or more in kilometres', async () => {
    rows.current = [exception({ distance_m: 157_310 })];
    await loadLanguage('en');
    renderPage();
    expect(screen.getByTestId('location-exception').textContent).toContain(
      'Distance: 157.3 km from Home of Elena Molina',
    );
  });

  it('gives the time as the app’s date and clock, the date in the reader’s language', async () => {
    // 16:00 UTC is 09:00 AM in Phoenix
    rows.current = [exception({})];
    await loadLanguage('es');
    renderPage();
    const card = screen.getByTestId('location-exception');
    expect(card.textContent).toMatch(/Entrada con miembro · 28 nov\.? 2026 09:00 a\.m\./);
    expect(card.textContent).not.toContain('11/28/2026');
  });

  it('keeps the map link apart from Accept and Reject, which stay together', async () => {
    rows.current = [exception({ map_url: 'https://www.openstreetmap.org/?mlat=33.37&mlon=-111.96' })];
    await loadLanguage('en');
    renderPage();
    const actions = screen.getByTestId('exception-actions');
    const accept = screen.getByRole('button', { name: 'Accept' });
    const reject = screen.getByRole('button', { name: 'Reject' });
    expect(accept.parentElement).toBe(reject.parentElement);
    expect(accept.parentElement?.parentElement).toBe(actions);
    expect(screen.getByRole('link', { name: 'Open the map' }).parentElement).toBe(actions);
  });

  it('shows no actions row for a decided exception without a map', async () => {
    rows.current = [exception({ status: 'accepted' })];
    await loadLanguage('en');
    renderPage();
    expect(screen.queryByTestId('exception-actions')).toBeNull();
  });
});
