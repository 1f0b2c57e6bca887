// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenIs } from '../../../lib/testing/media-queries';
import { consoleHours } from '../components/hours-field';
import { renderConsolePage, testDataProvider } from '../console-test-harness';
import type { AdminLanguage } from '../i18n';
import { WorkDayList, WorkDayShow } from './work-days';

/**
 * Walkthrough 37, finding 6: the Work days list showed hours as "7.6", "15" and "0" where the
 * timecard shows "7.60 h", "15.00 h" and "0.00 h". Hours now have two decimals in the console's
 * language, on the table, on a phone's cards and on a work day's page.
 */
vi.setConfig({ testTimeout: 30_000 });

const day = (id: number, hours: number, checkOut: string | null) => ({
  id,
  user_id: 7,
  user_name: `Pat Provider ${id}`,
  work_date: '2026-11-27',
  check_in: '08:00 AM',
  check_out: checkOut,
  hours_worked: hours,
  paused_minutes: 30,
  status: checkOut ? 'complete' : 'missing',
  corrected: false,
  corrections: [],
});
const WORK_DAYS = [day(1, 7.6, '04:06 PM'), day(2, 15, '11:30 PM'), day(3, 0, null), day(4, 7.53, '03:32 PM')];

const dataProvider = testDataProvider({
  getList: async (resource: string) =>
    resource === 'work-days' ? { data: WORK_DAYS, total: WORK_DAYS.length } : { data: [], total: 0 },
  getOne: async (resource: string, params: { id: unknown }) =>
    resource === 'work-days'
      ? { data: WORK_DAYS.find((d) => String(d.id) === String(params.id)) }
      : { data: { id: 1, time_zone: 'America/Phoenix' } },
  getMany: async (resource: string) => ({ data: resource === 'users' ? [{ id: 7, name: 'Pat Provider' }] : [] }),
});

const renderAt = (path: string, page: ReactNode, language: AdminLanguage) =>
  renderConsolePage(page, {
    path,
    resource: 'work-days',
    dataProvider,
    language,
    routes: ['/admin/work-days', '/admin/work-days/:id/show'],
  });

const plain = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s/g, ' ').trim();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('hours in the console', () => {
  it('have two decimals, grouped in the language’s way', () => {
    expect(consoleHours(7.6, 'en-US')).toBe('7.60');
    expect(consoleHours(15, 'en-US')).toBe('15.00');
    expect(consoleHours(0, 'en-US')).toBe('0.00');
    expect(consoleHours(7.534, 'en-US')).toBe('7.53');
    expect(consoleHours(1234.5, 'en-US')).toBe('1,234.50');
    expect(consoleHours(7.6, 'es-US')).toBe(new Intl.NumberFormat('es-US', { minimumFractionDigits: 2 }).format(7.6));
    expect(consoleHours(null, 'en-US')).toBe('');
  });
});

describe('the Work days list', () => {
  it('shows each day’s hours with two decimals in the table, right-aligned', async () => {
    screenIs(false);
    renderAt('/admin/work-days', <WorkDayList />, 'en');
    const table = await screen.findByRole('table');
    await within(table).findByText('Pat Provider 1');
    const headers = [...table.querySelectorAll('thead th')].map(plain);
    const column = headers.indexOf('Hours');
    expect(column).toBeGreaterThan(0);
    const cells = [...table.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[column]);
    expect(cells.map(plain)).toEqual(['7.60', '15.00', '0.00', '7.53']);
    expect(cells[0]?.className).toMatch(/right/i);
  });

  it('on a phone’s cards too, in Spanish', async () => {
    screenIs(true);
    renderAt('/admin/work-days', <WorkDayList />, 'es');
    const list = await screen.findByRole('list', { name: 'Días de trabajo' });
    const cards = within(list).getAllByRole('listitem');
    const hours = cards.map((card) => {
      const terms = [...card.querySelectorAll('dt')].map(plain);
      return plain(card.querySelectorAll('dd')[terms.indexOf('Horas')]);
    });
    expect(hours).toEqual(['7.60', '15.00', '0.00', '7.53']);
  });
});

describe('a work day’s page', () => {
  it('shows its hours with two decimals', async () => {
    screenIs(false);
    renderAt('/admin/work-days/1/show', <WorkDayShow />, 'en');
    await screen.findByText('Pat Provider 1');
    await waitFor(() => expect(screen.getByText('7.60')).toBeTruthy());
    expect(screen.queryByText('7.6')).toBeNull();
  });

  it('marks a check-out on the next day as the timecard does, in English and Spanish', async () => {
    screenIs(false);
    // 10:00 PM on the 26th in Phoenix to 06:00 AM on the 27th
    const evening = {
      ...day(6, 8, '06:00 AM'),
      check_in: '10:00 PM',
      check_in_at: '2026-11-27T05:00:00.000Z',
      check_out_at: '2026-11-27T13:00:00.000Z',
    };
    WORK_DAYS.push(evening);
    try {
      renderAt('/admin/work-days', <WorkDayList />, 'en');
      const row = (await screen.findByText('Pat Provider 6')).closest('tr');
      expect(row?.textContent).toContain('06:00 AM (+1 day)');
      expect((await screen.findByText('Pat Provider 1')).closest('tr')?.textContent).not.toContain('+1');
      cleanup();
      renderAt('/admin/work-days', <WorkDayList />, 'es');
      const spanish = (await screen.findByText('Pat Provider 6')).closest('tr')?.textContent ?? '';
      // the times as every Spanish screen writes them (ADR 0020, "Times of day")
      expect(spanish).toContain('10:00 p.m.');
      expect(spanish).toContain('06:00 a.m. (+1 día)');
      expect(spanish).not.toMatch(/\d [AP]M/);
    } finally {
      WORK_DAYS.pop();
    }
  });
});
