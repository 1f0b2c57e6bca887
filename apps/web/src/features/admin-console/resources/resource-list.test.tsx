// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenIs } from '../../../lib/testing/media-queries';
import { renderConsolePage, testDataProvider } from '../console-test-harness';
import type { AdminLanguage } from '../i18n';
import { ClientList } from './clients';
import { WorkDayList } from './work-days';

/**
 * The console's lists on a phone (components/record-list.tsx): a card per record with its name as a
 * link that opens it and every other column as a label and its value, where a table of seven
 * columns was wider than the window; the table stays on a wider screen, and scrolls in a named
 * region the keyboard reaches, with a hint, when it is wider than its box.
 */

const CLIENTS = [
  {
    id: 11,
    clientId: 'C-0042',
    firstName: 'Sam',
    lastName: 'Lopez',
    dob: '2001-04-05',
    location: 'GUADALUPE_DTA',
    status: 'active',
    user: 7,
  },
  {
    id: 12,
    clientId: 'C-0043',
    firstName: 'Rosa',
    lastName: 'Lopez',
    dob: '1998-10-30',
    location: 'GUADALUPE_DTA',
    status: 'inactive',
    user: 7,
  },
];

const WORK_DAYS = [
  {
    id: 5,
    user_id: 7,
    user_name: 'Pat Provider',
    work_date: '2026-11-27',
    check_in: '08:00 AM',
    check_out: null,
    hours_worked: 0,
    status: 'missing',
    corrected: false,
  },
];

const dataProvider = testDataProvider({
  getList: async (resource: string) => {
    if (resource === 'clients') return { data: CLIENTS, total: CLIENTS.length };
    if (resource === 'work-days') return { data: WORK_DAYS, total: WORK_DAYS.length };
    if (resource === 'locations')
      return { data: [{ id: 1, code: 'GUADALUPE_DTA', name: 'Guadalupe', active: true }], total: 1 };
    return { data: [], total: 0 };
  },
  getMany: async (resource: string) => ({ data: resource === 'users' ? [{ id: 7, name: 'Pat Provider' }] : [] }),
});

const renderList = (resource: string, list: ReactNode, language: AdminLanguage = 'en') =>
  renderConsolePage(list, { path: `/admin/${resource}`, resource, dataProvider, language });

const plain = (node: Element | null) => (node?.textContent ?? '').replace(/\s/g, ' ').trim();

/** A card's labels and values, as its term/value list reads. */
function fieldsOf(card: HTMLElement) {
  const terms = [...card.querySelectorAll('dt')].map(plain);
  const values = [...card.querySelectorAll('dd')].map(plain);
  return terms.map((term, index) => [term, values[index]]);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a console list on a phone', () => {
  it('shows each client as a card named by last and first name, its other columns labelled, no table', async () => {
    screenIs(true);
    renderList('clients', <ClientList />);
    const list = await screen.findByRole('list', { name: 'Clients' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    const first = cards[0] as HTMLElement;
    // the heading is a link that opens the client's edit form, as a row's click did
    const link = within(first).getByRole('link', { name: 'Lopez, Sam' });
    expect(link.getAttribute('href')).toBe('/admin/clients/11');
    expect(within(first).getByRole('heading', { level: 2, name: 'Lopez, Sam' })).toBeTruthy();
    await waitFor(() => expect(plain(first.querySelectorAll('dd')[4] ?? null)).toBe('Pat Provider'));
    await waitFor(() => expect(plain(first.querySelectorAll('dd')[2] ?? null)).toBe('Guadalupe'));
    expect(fieldsOf(first)).toEqual([
      ['Client ID', 'C-0042'],
      ['Date of birth', '04/05/2001'],
      ['Location', 'Guadalupe'],
      ['Status', 'Active'],
      ['Provider (owner)', 'Pat Provider'],
    ]);
    // the two Lopezes are told apart by their first names, ids and statuses
    expect(fieldsOf(cards[1] as HTMLElement)[0]).toEqual(['Client ID', 'C-0043']);
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'Lopez, Rosa' })).toBeTruthy();
  });

  it('says the same in Spanish', async () => {
    screenIs(true);
    renderList('clients', <ClientList />, 'es');
    const list = await screen.findByRole('list', { name: 'Clientes' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await waitFor(() => expect(plain(first.querySelectorAll('dd')[4] ?? null)).toBe('Pat Provider'));
    expect(fieldsOf(first).map(([term]) => term)).toEqual([
      'ID del cliente',
      'Fecha de nacimiento',
      'Ubicación',
      'Situación',
      'Proveedor (a cargo)',
    ]);
    expect(fieldsOf(first)[3]).toEqual(['Situación', 'Activo']);
  });

  it('opens a work day’s read-only page from its card, which names the employee and shows the date and status', async () => {
    screenIs(true);
    renderList('work-days', <WorkDayList />);
    const list = await screen.findByRole('list', { name: 'Work days' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Pat Provider' }).getAttribute('href')).toBe(
      '/admin/work-days/5/show',
    );
    expect(fieldsOf(card).map(([term]) => term)).toEqual([
      'Date',
      'Check In',
      'Check Out',
      'Hours',
      'Status',
      'Corrected',
    ]);
    expect(fieldsOf(card)[2]).toEqual(['Check Out', '--:-- --']);
  });
});

describe('a console list on a wider screen', () => {
  it('keeps the table, in a named region with no hint while it fits', async () => {
    screenIs(false);
    renderList('clients', <ClientList />);
    const region = await screen.findByRole('region', { name: 'Clients' });
    const table = await within(region).findByRole('table');
    await within(table).findByText('C-0042');
    expect(screen.queryByRole('list', { name: 'Clients' })).toBeNull();
    expect(screen.queryByTestId('table-scroll-hint')).toBeNull();
    expect(region.hasAttribute('tabindex')).toBe(false);
  });

  it('when the table is wider than its box, says so and lets the keyboard reach the scrolling region', async () => {
    screenIs(false);
    // jsdom lays nothing out: a table 900 px wide in a box of 700
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(700);
    renderList('work-days', <WorkDayList />, 'es');
    const region = await screen.findByRole('region', { name: 'Días de trabajo' });
    await within(region).findByText('Pat Provider');
    const hint = await screen.findByTestId('table-scroll-hint');
    expect(plain(hint)).toBe(
      'La tabla es más ancha que la ventana: desplácese hacia los lados para ver todas las columnas.',
    );
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.getAttribute('aria-describedby')).toBe(hint.id);
  });
});
