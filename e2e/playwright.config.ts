import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
/** Each run gets a fresh embedded database, so the demo organisation is loaded anew. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'daybook-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/**
 * Spec files run in parallel, each worker against a server and database of its own (ports
 * E2E_PORT, E2E_PORT + 1, …; folders DATA_DIR/0, DATA_DIR/1, …): the specs change the demo data,
 * and two of them changing one person's day at once would see each other's work. A spec file still
 * runs in order in one worker, after the files that worker ran before it. E2E_WORKERS=1 runs
 * everything on one server, in file order.
 */
const servers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/**
 * Playwright loads this file again in every worker, with TEST_PARALLEL_INDEX (0 … workers - 1) set,
 * so `use.baseURL` (and every `test.info().project.use.baseURL`) is that worker's own server; more
 * workers than servers (`--workers`) share them.
 */
const serverIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % servers;

/** Parallel local runs (one per feature branch of work) each use their own folders. */
const artifacts = process.env.E2E_ARTIFACTS ?? './artifacts';

/**
 * Debian's Chromium headless shell when it is installed, else the full browser; CHROMIUM_PATH names
 * another (scripts/ensure-chromium.mjs makes the same choice). The shell is the browser Playwright
 * itself runs headless tests in, and costs about a fifth less CPU over the suite
 * (docs/decisions/0036-browser-tests-headless-shell.md).
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  outputDir: `${artifacts}/test-results`,
  fullyParallel: false,
  workers: servers,
  retries: process.env.CI ? 1 : 0,
  // CI machines vary: on a slow 2-core one, running the checks lane beside this one, a journey took
  // twice its usual time (README.md, "Test it"); a failure still shows within a few minutes
  timeout: process.env.CI ? 90_000 : 45_000,
  // a page's lazily loaded code and data on a 2-core machine that runs the checks lane beside it
  expect: { timeout: process.env.CI ? 25_000 : 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: `${artifacts}/results.json` }],
    ['html', { outputFolder: `${artifacts}/report`, open: 'never' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port + serverIndex}`,
    // A trace records a screencast and a DOM snapshot of every step: recording one for every test
    // was two fifths of the browser tests' CPU on a 2-core machine (docs/performance.md, "`npm test`
    // on a 2-core machine"). Under CI a failed test is run again with its trace recorded, the
    // recording Playwright recommends for CI; a developer's run keeps the trace of any failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'America/Phoenix',
    locale: 'en-US',
    // the app's service worker would answer requests that specs intercept with page.route;
    // only installable.spec.ts lets it run (docs/decisions/0022-installable-app.md)
    serviceWorkers: 'block',
    // the app then draws no ripple and no transition (docs/ARCHITECTURE.md#motion): frames drawn for
    // nobody, and a half-faded control reads as low contrast to axe; auth.spec.ts checks both settings
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1366, height: 768 } } }],
  webServer: Array.from({ length: servers }, (_, index) => ({
    // as production runs it (docs/decisions/0039-server-young-generation.md)
    command: 'node --max-semi-space-size=16 ../apps/server/dist/main.js',
    cwd: here,
    url: `http://127.0.0.1:${port + index}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    env: {
      PORT: String(port + index),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, String(index)),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // every journey signs in from 127.0.0.1; the per-IP sign-in limit is tested by the API suite
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // the longest reuse window (docs/decisions/0034-refresh-reuse-window.md): refresh-retry.spec's
      // reload and reopen took over the default 30 s on a loaded 2-core CI machine
      REFRESH_REUSE_WINDOW: '120',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  })),
});
