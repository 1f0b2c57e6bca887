// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenIs } from '../../../lib/testing/media-queries';
import { renderConsolePage, testDataProvider } from '../console-test-harness';
import type { AdminLanguage } from '../i18n';
import { AuditLogList, AuditLogShow } from './audit-log';

const ENTRIES = [
  {
    id: 2,
    at: '2026-11-28T10:47:38.000Z',
    actor_id: 1,
    actor_name: 'Alex Morgan',
    action: 'login',
    entity: 'session',
    entity_id: 'a1',
    before: null,
    after: null,
    request_id: null,
  },
  {
    id: 3,
    at: '2026-11-28T17:02:11.000Z',
    actor_id: 1,
    actor_name: 'Alex Morgan',
    action: 'correct',
    entity: 'work_day',
    entity_id: '41',
    // a Missing day given its check-out: the server's row before, and after with the reason
    before: {
      id: 41,
      work_date: '2026-11-27',
      check_in_at: '2026-11-27T15:00:00.000Z',
      check_out_at: null,
      check_in_latitude: 33.3703,
      worked_minutes: null,
      check_in_offline: false,
    },
    after: {
      id: 41,
      work_date: '2026-11-27',
      check_in_at: '2026-11-27T15:00:00.000Z',
      check_out_at: '2026-11-27T23:30:00.000Z',
      check_in_latitude: 33.3703,
      worked_minutes: 510,
      check_in_offline: false,
      reason: 'Forgot to check out',
    },
    request_id: 'req-3',
  },
  {
    id: 4,
    at: '2026-11-28T17:05:00.000Z',
    actor_id: 1,
    actor_name: 'Alex Morgan',
    action: 'create',
    entity: 'department',
    entity_id: '9',
    before: null,
    after: { id: 9, name: 'Night shift', is_active: true, tags: ['a', 'b'] },
    request_id: 'req-4',
  },
  {
    id: 1,
    at: '2026-11-28T03:00:05.000Z',
    actor_id: null,
    actor_name: null,
    action: 'frobnicate',
    entity: 'daily_progress',
    entity_id: '15',
    before: null,
    after: null,
    request_id: null,
  },
  {
    id: 5,
    at: '2026-11-28T20:56:06.000Z',
    actor_id: 1,
    actor_name: 'Alex Morgan',
    action: 'update',
    entity: 'organisation',
    entity_id: '1',
    before: { id: 1, late_grace_minutes: 5, overtime_threshold_hours: 40, minimum_wage_cents: 1515 },
    after: { id: 1, late_grace_minutes: 7, overtime_threshold_hours: 40.5, minimum_wage_cents: 1600 },
    request_id: 'req-5',
  },
];

const LISTED = ENTRIES.filter((entry) => entry.id < 3);

/** A data provider with the entries above and the organisation's settings (Arizona). */
const dataProvider = testDataProvider({
  getList: async (resource: string) =>
    resource === 'audit-log' ? { data: LISTED, total: LISTED.length } : { data: [], total: 0 },
  getOne: async (resource: string, params: { id: unknown }) =>
    resource === 'audit-log'
      ? { data: ENTRIES.find((entry) => String(entry.id) === String(params.id)) }
      : { data: { id: 1, time_zone: resource === 'organisation' ? 'America/Phoenix' : '' } },
});

const renderList = (language: AdminLanguage) =>
  renderConsolePage(<AuditLogList />, { path: '/admin/audit-log', resource: 'audit-log', dataProvider, language });

const renderEntry = (id: number, language: AdminLanguage) =>
  renderConsolePage(<AuditLogShow />, {
    path: `/admin/audit-log/${id}/show`,
    resource: 'audit-log',
    dataProvider,
    language,
    routes: ['/admin/audit-log/:id/show'],
  });

const rowTexts = async () => {
  const table = await screen.findByRole('table');
  await within(table).findByText('a1');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row.textContent ?? '').replace(/\s/g, ' '));
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the audit log list', () => {
  it('names actions and entities in English, an unknown action as its code, times on Arizona’s clock', async () => {
    renderList('en');
    const [first, second] = await rowTexts();
    expect(first).toContain('Signed in');
    expect(first).toContain('Session');
    expect(first).not.toMatch(/login|session/);
    expect(first).toContain('11/28/2026 03:47:38 AM');
    expect(second).toContain('frobnicate');
    expect(second).toContain('Progress note');
    // 03:00 UTC is the evening before in Arizona
    expect(second).toContain('11/27/2026 08:00:05 PM');
  });

  it('says the same in Spanish, with the month as a word', async () => {
    renderList('es');
    const [first, second] = await rowTexts();
    expect(first).toContain('Inicio de sesión');
    expect(first).toContain('Sesión');
    expect(first).toMatch(/28 nov 2026 03:47:38 a\. ?m\./);
    expect(second).toContain('Nota de progreso');
    expect(second).toContain('frobnicate');
  });
});

// ICU separates a time from its AM/PM with a narrow no-break space; the tests read plain spaces
const plain = (node: Element) => (node.textContent ?? '').replace(/\s/g, ' ');

/** The comparison's rows (table rows, or a phone's cards) once the entry and the zone are loaded. */
async function changeRows(time: RegExp | string) {
  const section = await screen.findByRole('region', { name: /Changes|Cambios/ });
  await within(section).findByText((_text, node) => node?.tagName === 'TIME' && plain(node).match(time) !== null);
  return within(section).getAllByTestId('audit-change');
}

/** A row's field as its first line reads: the label or the key, and the mark of a change. */
const fieldOf = (row: HTMLElement) => row.querySelector('th > span, li > span')?.textContent ?? '';

describe('an audit entry’s changes', () => {
  it('lists the changed fields first, marked in words, with times on Arizona’s clock', async () => {
    screenIs(false);
    renderEntry(3, 'en');
    const rows = await changeRows('11/27/2026 04:30:00 PM');
    const table = screen.getByRole('table', { name: 'Changes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    // check-out, worked minutes and the reason changed; the other five are folded away
    expect(rows.map((row) => row.dataset.changed)).toEqual(['true', 'true', 'true']);
    expect(rows.map(fieldOf)).toEqual(['Check-outChanged', 'Worked (minutes)Changed', 'ReasonChanged']);
    const [checkOut, worked, reason] = rows.map((row) => within(row).getAllByRole('cell').map(plain));
    // 23:30 UTC is 4:30 PM in Arizona (no daylight saving time), with its seconds
    expect(checkOut).toEqual(['—', '11/27/2026 04:30:00 PM']);
    expect(worked).toEqual(['—', '510']);
    expect(reason).toEqual(['—', 'Forgot to check out']);
    // the UTC time itself is only in the stored JSON, folded below the table
    expect(within(table).queryByText(/23:30/)).toBeNull();
    // the raw key stays beside its label, in monospace
    const key = within(rows[0] as HTMLElement).getByText('check_out_at');
    expect(key.tagName).toBe('CODE');
    expect(screen.getByRole('rowheader', { name: /Check-out/ })).toBeTruthy();
  });

  it('shows the unchanged fields behind a button the keyboard works, an unknown key as it is', async () => {
    screenIs(false);
    renderEntry(3, 'en');
    await changeRows('11/27/2026 04:30:00 PM');
    const toggle = screen.getByRole('button', { name: 'Show 5 unchanged fields' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const rows = screen.getAllByTestId('audit-change');
    expect(rows.map((row) => row.dataset.changed)).toEqual([
      'true',
      'true',
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(rows.slice(3).map(fieldOf)).toEqual([
      'ID',
      'Work date',
      'Check-in',
      'check_in_latitude',
      'check_in_offline',
    ]);
    const [, date, checkIn, latitude, offline] = rows
      .slice(3)
      .map((row) => within(row).getAllByRole('cell').map(plain));
    expect(date).toEqual(['2026-11-27', '2026-11-27']);
    expect(checkIn).toEqual(['11/27/2026 08:00:00 AM', '11/27/2026 08:00:00 AM']);
    expect(latitude).toEqual(['33.3703', '33.3703']);
    expect(offline).toEqual(['No', 'No']);
    expect(within(rows[6] as HTMLElement).getByText('check_in_latitude').tagName).toBe('CODE');
    expect(screen.queryByText('Changed', { selector: 'tr[data-changed="false"] *' })).toBeNull();
    const hide = screen.getByRole('button', { name: 'Hide unchanged fields' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard(' ');
    expect(screen.getAllByTestId('audit-change')).toHaveLength(3);
  });

  it('keeps the stored JSON of both sides one click away', async () => {
    screenIs(false);
    renderEntry(3, 'en');
    await changeRows('11/27/2026 04:30:00 PM');
    const summary = screen.getByText('Raw JSON (as stored)');
    expect(summary.tagName).toBe('SUMMARY');
    const blocks = [...(summary.parentElement?.querySelectorAll('pre') ?? [])].map((pre) =>
      JSON.parse(pre.textContent ?? ''),
    );
    expect(blocks).toEqual([ENTRIES[1]?.before, ENTRIES[1]?.after]);
  });

  it('shows a dash for a created record’s before, a yes/no and a list as JSON', async () => {
    screenIs(false);
    renderEntry(4, 'en');
    const table = await screen.findByRole('table', { name: 'Changes' });
    const rows = await within(table).findAllByTestId('audit-change');
    expect(rows.map((row) => within(row).getAllByRole('cell').map(plain))).toEqual([
      ['—', '9'],
      ['—', 'Night shift'],
      ['—', 'Yes'],
      ['—', '["a","b"]'],
    ]);
    expect(rows.map((row) => row.dataset.changed)).toEqual(['true', 'true', 'true', 'true']);
    expect(within(rows[3] as HTMLElement).getByText('["a","b"]').tagName).toBe('CODE');
    // every field is new: there is nothing unchanged to show
    expect(screen.queryByRole('button', { name: /unchanged/ })).toBeNull();
  });

  it('says there is no snapshot for a sign-in, instead of an empty table', async () => {
    renderEntry(2, 'en');
    expect(await screen.findByText('No snapshot recorded for this action.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Raw JSON (as stored)')).toBeNull();
  });

  it('says it all in Spanish', async () => {
    screenIs(false);
    renderEntry(3, 'es');
    const rows = await changeRows(/27 nov 2026 04:30:00 p\. ?m\./);
    const table = screen.getByRole('table', { name: 'Cambios' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Campo', 'Antes', 'Después']);
    expect(rows.map(fieldOf)).toEqual(['SalidaCambiado', 'Trabajado (minutos)Cambiado', 'MotivoCambiado']);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar 5 campos sin cambios' }));
    expect(screen.getByRole('button', { name: 'Ocultar los campos sin cambios' })).toBeTruthy();
    expect(screen.getByText('JSON tal como se guardó')).toBeTruthy();
    cleanup();
    renderEntry(4, 'es');
    const created = await screen.findAllByTestId('audit-change');
    expect(
      within(created[2] as HTMLElement)
        .getAllByRole('cell')
        .map(plain),
    ).toEqual(['—', 'Sí']);
    cleanup();
    renderEntry(2, 'es');
    expect(await screen.findByText('No se guardaron datos de antes ni de después para esta acción.')).toBeTruthy();
  });

  it('on a phone, makes each field a card of its before and after', async () => {
    screenIs(true);
    renderEntry(3, 'es');
    const rows = await changeRows(/27 nov 2026 04:30:00 p\. ?m\./);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Cambios' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const first = rows[0] as HTMLElement;
    expect(first.tagName).toBe('LI');
    expect([...first.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Antes', 'Después']);
    expect([...first.querySelectorAll('dd')].map(plain)[1]).toMatch(/^27 nov 2026 04:30:00 p\. ?m\.$/);
    expect(within(first).getByText('Cambiado')).toBeTruthy();
  });
});

describe('an organisation entry’s changes (walkthrough 40, finding 4)', () => {
  it('name its fields as the organisation’s form does, with the stored key beneath', async () => {
    screenIs(false);
    renderEntry(5, 'en');
    const section = await screen.findByRole('region', { name: 'Changes' });
    const rows = await within(section).findAllByTestId('audit-change');
    expect(rows.map(fieldOf)).toEqual([
      'Lateness grace (minutes)Changed',
      'Overtime after (hours per workweek)Changed',
      // in cents, as the snapshot holds it, not the form's dollars
      'Minimum wage (cents per hour)Changed',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('late_grace_minutes').tagName).toBe('CODE');
  });

  it('in Spanish too', async () => {
    screenIs(true);
    renderEntry(5, 'es');
    const section = await screen.findByRole('region', { name: 'Cambios' });
    const rows = await within(section).findAllByTestId('audit-change');
    expect(rows.map(fieldOf)[0]).toBe('Tolerancia de retraso (minutos)Cambiado');
  });
});
