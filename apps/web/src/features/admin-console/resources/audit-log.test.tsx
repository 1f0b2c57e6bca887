// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, type DataProvider, memoryStore, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { MemoryRouter as AdminRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { type AdminLanguage, createAdminI18nProvider } from '../i18n';
import { AuditLogList } from './audit-log';

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
];

/** A data provider with the two entries above and the organisation's settings (Arizona). */
const dataProvider = {
  getList: async (resource: string) =>
    resource === 'audit-log' ? { data: ENTRIES, total: ENTRIES.length } : { data: [], total: 0 },
  getOne: async (resource: string) => ({
    data: { id: 1, time_zone: resource === 'organisation' ? 'America/Phoenix' : '' },
  }),
  getMany: async () => ({ data: [] }),
  getManyReference: async () => ({ data: [], total: 0 }),
  create: async () => ({ data: { id: 1 } }),
  update: async () => ({ data: { id: 1 } }),
  updateMany: async () => ({ data: [] }),
  delete: async () => ({ data: { id: 1 } }),
  deleteMany: async () => ({ data: [] }),
} as unknown as DataProvider;

function renderList(language: AdminLanguage) {
  // react-admin's `react-router-dom` and React Router are two copies under Vitest (console-layout.test.tsx)
  render(
    <MemoryRouter initialEntries={['/admin/audit-log']}>
      <AdminRouter initialEntries={['/admin/audit-log']}>
        <AdminContext
          basename="/admin"
          store={memoryStore()}
          dataProvider={dataProvider}
          i18nProvider={createAdminI18nProvider(language)}
        >
          <ResourceContextProvider value="audit-log">
            <AuditLogList />
          </ResourceContextProvider>
        </AdminContext>
      </AdminRouter>
    </MemoryRouter>,
  );
}

const rowTexts = async () => {
  const table = await screen.findByRole('table');
  await within(table).findByText('a1');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row.textContent ?? '').replace(/\s/g, ' '));
};

afterEach(() => cleanup());

describe('the audit log list', () => {
  it('names actions and entities in English, an unknown action as its code, times on Arizona’s clock', async () => {
    renderList('en');
    const [first, second] = await rowTexts();
    expect(first).toContain('Signed in');
    expect(first).toContain('Session');
    expect(first).not.toMatch(/login|session/);
    expect(first).toContain('Nov 28, 2026, 3:47:38 AM');
    expect(second).toContain('frobnicate');
    expect(second).toContain('Progress note');
    // 03:00 UTC is the evening before in Arizona
    expect(second).toContain('Nov 27, 2026, 8:00:05 PM');
  });

  it('says the same in Spanish, with the month as a word', async () => {
    renderList('es');
    const [first, second] = await rowTexts();
    expect(first).toContain('Inicio de sesión');
    expect(first).toContain('Sesión');
    expect(first).toMatch(/28 nov 2026, 3:47:38 a\. ?m\./);
    expect(second).toContain('Nota de progreso');
    expect(second).toContain('frobnicate');
  });
});
