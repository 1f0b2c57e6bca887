import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, three projects: the shared domain rules (unit and property tests), the web
 * app's pure functions, and the server's API tests through `app.inject` against SQLite and, when
 * reachable, PostgreSQL.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions without mocks or module state: the files share one module load (issue 11;
          // each file loading zod, date-fns and fast-check anew was three quarters of the project's
          // CPU time). The web project stays isolated: its tests stub globals and modules.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          // components are tested in jsdom (`// @vitest-environment jsdom` at the top of the file)
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // The test files of a worker share its loaded modules (issue 11): loading the server anew for
          // each of them was a third of the project's time. Every file builds its own app and database
          // (helper.ts), and none mocks a module.
          isolate: false,
        },
      },
    ],
  },
});
