import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { commonPasswords } from './apps/web/common-passwords.plugin.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The web app's test files that need a module graph of their own: those that replace a module with
 * `vi.mock`, and those that say so with a `// vitest: own module graph` comment (module state another
 * file may have changed). Found by reading them, so a new one is never missed.
 */
const WEB_MODULE_MOCKS = readdirSync(path.join(root, 'apps/web/src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('apps/web/src', file.split(path.sep).join('/')))
  // a file that replaces a module, or says it needs module state no other file has touched
  .filter((file) => /\bvi\.mock\(|\/\/ vitest: own module graph\b/.test(readFileSync(path.join(root, file), 'utf8')));

/**
 * One Vitest run, four projects: the shared domain rules (unit and property tests), the web
 * app's pure functions and components (and, apart, those of its tests that replace a module), and
 * the server's API tests through `app.inject` against SQLite and, when reachable, PostgreSQL.
 */

export default defineConfig({
  // the web app's common-password list, a module built from the server's (apps/web/common-passwords.plugin.ts)
  plugins: [commonPasswords()],
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    // At least two workers: Vitest's default on a 2-core machine is one, and the server tests spend
    // much of their time waiting on PostgreSQL and on the processes they start, so a second worker
    // fills that wait. npm test on a 2-core machine: about 460 s with one, 398 s with two
    // (docs/performance.md, "`npm test` on a 2-core machine").
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
          exclude: WEB_MODULE_MOCKS,
          environment: 'node',
          // Vitest's 5 s was too short for a rendered component on a loaded 2-core CI machine
          testTimeout: 20_000,
          setupFiles: ['apps/web/src/test-setup.ts'],
          // The files share one module load (issue 11): each loading React, MUI and i18next anew
          // was nine tenths of the project's time. Stubbed globals are put back after each test
          // (vi.unstubAllGlobals, cleanup); module mocks need a module graph of their own (below).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-mocks',
          // vi.mock replaces a module for the whole module graph, so these files keep their own
          include: WEB_MODULE_MOCKS,
          environment: 'node',
          setupFiles: ['apps/web/src/test-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // generous for a slow 2-core CI machine running the browser lane beside this one (README.md,
          // "Test it"): a test that hangs still fails, later
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
