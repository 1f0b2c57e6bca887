import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, type DataProvider, memoryStore, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { MemoryRouter as AdminRouter, Route, Routes } from 'react-router-dom';
import { type AdminLanguage, createAdminI18nProvider } from './i18n';

/** A signed-in admin as the console's auth provider sees one (Alex Morgan), for a layout's tests. */
export const testAuthProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 1, fullName: 'Alex Morgan' }),
};

/** The organisation's settings as GET /api/admin/organisation answers them (Arizona, Monday to Friday). */
export const TEST_ORGANISATION = {
  id: 1,
  name: 'Daybook Day Programs',
  time_zone: 'America/Phoenix',
  late_grace_minutes: 5,
  working_days: [1, 2, 3, 4, 5],
  workweek_start_day: 0,
  overtime_threshold_hours: 40,
  overtime_multiplier: 1.5,
  rounding_minutes: 0,
  minimum_wage_cents: 1470,
};

/**
 * The console's component tests: a data provider that answers nothing unless told (and the
 * organisation's settings, Arizona, for any `getOne` it is not told about), and one page of a
 * resource rendered at a path as the console would.
 */
export function testDataProvider(answers: Partial<Record<keyof DataProvider, unknown>> = {}): DataProvider {
  return {
    getList: async () => ({ data: [], total: 0 }),
    getOne: async () => ({ data: { id: 1, time_zone: 'America/Phoenix' } }),
    getMany: async () => ({ data: [] }),
    getManyReference: async () => ({ data: [], total: 0 }),
    create: async () => ({ data: { id: 1 } }),
    update: async () => ({ data: { id: 1 } }),
    updateMany: async () => ({ data: [] }),
    delete: async () => ({ data: { id: 1 } }),
    deleteMany: async () => ({ data: [] }),
    ...answers,
  } as unknown as DataProvider;
}

interface ConsolePage {
  /** Where the console is: `/admin/<resource>…`. */
  path: string;
  resource: string;
  dataProvider: DataProvider;
  language?: AdminLanguage;
  /** The route patterns the page answers (a record's `:id`); the page alone, without routes, if none. */
  routes?: string[];
}

export function renderConsolePage(
  page: ReactNode,
  { path, resource, dataProvider, language = 'en', routes }: ConsolePage,
) {
  const content = routes ? (
    <Routes>
      {routes.map((route) => (
        <Route key={route} path={route} element={page} />
      ))}
    </Routes>
  ) : (
    page
  );
  // react-admin's `react-router-dom` and React Router are two copies under Vitest (console-layout.test.tsx)
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminRouter initialEntries={[path]}>
        <AdminContext
          basename="/admin"
          store={memoryStore()}
          dataProvider={dataProvider}
          i18nProvider={createAdminI18nProvider(language)}
        >
          <ResourceContextProvider value={resource}>{content}</ResourceContextProvider>
        </AdminContext>
      </AdminRouter>
    </MemoryRouter>,
  );
}
