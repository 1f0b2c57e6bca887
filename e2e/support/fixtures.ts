import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type PlaywrightTestOptions,
} from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

export const DEMO_PASSWORD = 'Daybook-demo-2026!';
export const DEMO = {
  admin: 'admin@daybook.test',
  manager: 'manager@daybook.test',
  ana: 'ana@daybook.test',
  ben: 'ben@daybook.test',
  carla: 'carla@daybook.test',
} as const;

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 768 } as const;

/**
 * Signs in through the API and opens `path` (the dashboard by default) signed in. The login form
 * leaves exactly this behind: the session's two tokens in localStorage (docs/product-rules.md §3),
 * so journeys that are not about the form skip loading the login page and typing (issue 11). The
 * tokens are written on a static file of the app's origin (no app loads there), then `path` loads
 * the app once. Journeys about the form itself use signInWithForm.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, path = '/home'): Promise<void> {
  const response = await page.request.post('/api/login/', { data: { email, password } });
  expect(response.status(), `signing ${email} in: ${await response.text()}`).toBe(200);
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  await page.goto('/favicon.svg');
  await page.evaluate(({ access_token, refresh_token }) => {
    localStorage.setItem('access-token', access_token);
    localStorage.setItem('refresh-token', refresh_token);
  }, tokens);
  await page.goto(path);
  // signed in, the app stays on the page asked for (a page may add to its address, as /admin does)
  const pathname = path.split(/[?#]/)[0]!;
  await expect(page).toHaveURL((url) => url.pathname.startsWith(pathname));
}

/** Signs in through the API (as signIn) and opens `path` directly instead of the dashboard. */
export async function signInAt(page: Page, email: string, path: string, password = DEMO_PASSWORD): Promise<void> {
  await signIn(page, email, password, path);
}

/** Signs in through the login form, as a person would, and waits for the dashboard. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Employee Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Check In' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Waits until no finite animation or transition runs (a dialog fading in, a drawer sliding): axe
 * measures colours as painted, and a half-faded button reads as low contrast. Endless ones
 * (spinners) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined); // still moving after 5 s: let axe judge what it sees
}

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The accessibility standard every page is held to: WCAG 2.1 A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page's document and returns its violations. axe is put into a document once and
 * run there as often as asked: @axe-core/playwright injected its 580 kB script anew for every
 * check and finished each in a blank page of its own, about two seconds of a 2-core machine's
 * CPU per check, a third of the browser tests' time. The app has no frames; a page with one fails
 * here instead of going unchecked.
 */
export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults['violations']> {
  expect(
    page.frames().map((frame) => frame.url()),
    'axe checks the page document only',
  ).toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    { ...options, resultTypes: ['violations'] } satisfies RunOptions,
  );
  return results.violations;
}

/**
 * The axe violations a page fails on: serious or critical ones at WCAG 2.1 A/AA, and any of the
 * rules in `alsoFailing` (switched on if axe leaves them off) at any impact. Animations are let
 * finish first, and the page is judged twice when the first look finds something: a toast that
 * starts fading out while axe measures it (its own timer, not an animation axe could wait for) or a
 * form still waiting for its data reads as low contrast once, never twice; a real violation is
 * still there the second time.
 */
export async function failingViolations(
  page: Page,
  alsoFailing: readonly string[] = [],
): Promise<AxeResults['violations']> {
  const judge = async () => {
    await settleAnimations(page);
    const violations = await runAxe(page, {
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(alsoFailing.map((rule) => [rule, { enabled: true }])),
    });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || alsoFailing.includes(v.id));
  };
  const first = await judge();
  if (first.length === 0) return first;
  await page.waitForTimeout(500);
  return judge();
}

/** Fails on any serious or critical axe violation (failingViolations), listing what and where. */
export async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  const serious = await failingViolations(page);
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`)
        .join(', ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/**
 * Screenshots are for people reading the pages (e2e/README.md): taken on a developer's run, left
 * out under CI, where nobody opens them and each full-page capture costs the 2-core machine about
 * half a second of CPU. E2E_SCREENSHOTS=1 or 0 decides either way.
 */
export const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== '0' : !process.env.CI;

/**
 * Saves a screenshot of a page (its full length, or what the window shows with `fullPage: false`)
 * or of one element as `screenshots/${name}.png` in the artefacts folder.
 */
export async function saveScreenshot(target: Page | Locator, name: string, { fullPage = true } = {}): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  const file = `${process.env.E2E_ARTIFACTS ?? 'artifacts'}/screenshots/${name}.png`;
  if ('goto' in target) await target.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
}

/** Saves a full-page screenshot at phone and desktop size into the artefacts folder; ends at desktop size either way. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) {
    await page.setViewportSize(DESKTOP);
    return;
  }
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await saveScreenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * Holds every answer of the browser's location until the test releases it, so a page's "Getting
 * location..." can be seen however slow the machine (a fixed delay was shorter than a loaded CI
 * machine's click). `release` waits for the page to ask, then answers what it asked.
 */
export async function holdLocationAnswers(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    const held: (() => void)[] = [];
    navigator.geolocation.getCurrentPosition = (success, failure, options) => {
      held.push(() => original(success, failure, options));
    };
    (window as unknown as { releaseLocation: () => Promise<void> }).releaseLocation = () =>
      new Promise((resolve) => {
        const answer = () => {
          if (held.length === 0) return void window.setTimeout(answer, 20);
          for (const call of held.splice(0)) call();
          resolve();
        };
        answer();
      });
  });
  return () => page.evaluate(() => (window as unknown as { releaseLocation: () => Promise<void> }).releaseLocation());
}

/**
 * Toasts shown together, each leaving after 3 s (TOAST_DURATION_MS): looked for at one moment, so a
 * loaded machine cannot see the first leave before it looks for the second.
 */
export async function expectToastsTogether(page: Page, texts: readonly string[]): Promise<void> {
  const region = page.getByRole('region', { name: 'Notifications' });
  await expect
    .poll(
      async () => {
        const shown = await region.textContent().catch(() => '');
        return texts.filter((text) => !shown?.includes(text));
      },
      { intervals: [100] },
    )
    .toEqual([]);
}

/**
 * Playwright's own values of the options the project leaves unset. Should a release change one,
 * every test gets a context of its own again: slower, never wrong.
 */
const PLAYWRIGHT_DEFAULTS: Partial<Record<keyof PlaywrightTestOptions, unknown>> = {
  colorScheme: 'light',
  offline: false,
  isMobile: false,
  hasTouch: false,
  javaScriptEnabled: true,
};

/** What the app keeps in the browser besides cookies (clearCookies takes every site's): cleared between shared tests. */
const SITE_DATA = 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql';

/**
 * One browser context per worker, shared by its tests one after another (issue 11). The first page
 * of a new context costs the browser about three seconds of a 2-core machine's CPU (a new renderer,
 * the app's code compiled cold); in a context that has loaded the app before, about one, because
 * its HTTP cache keeps the code and the code V8 compiled from it. Between tests every page is
 * closed and the site's data (cookies, local storage, IndexedDB, caches) cleared, permissions,
 * location and the network put back, so each test starts as in a fresh context. Playwright
 * replaces the worker, and so this context, after a failed test.
 */
export const test = base.extend<
  object,
  { sharedContext: { get: (options: Partial<PlaywrightTestOptions>) => Promise<BrowserContext> } }
>({
  sharedContext: [
    async ({ browser }, use) => {
      let context: Promise<BrowserContext> | undefined;
      // made with the options of the first test that shares it, which are the project's (below)
      await use({ get: (options) => (context ??= browser.newContext(options)) });
      if (context) await (await context).close();
    },
    { scope: 'worker' },
  ],
  // Playwright reads a fixture's dependencies from its parameter list: every context option a test
  // may change with `test.use` is named there, and compared with the project's own value below
  context: async (
    {
      context,
      sharedContext,
      locale,
      timezoneId,
      serviceWorkers,
      reducedMotion,
      colorScheme,
      viewport,
      geolocation,
      permissions,
      offline,
      isMobile,
      hasTouch,
      userAgent,
      storageState,
      extraHTTPHeaders,
      javaScriptEnabled,
      baseURL,
    },
    use,
    testInfo,
  ) => {
    const options = {
      locale,
      timezoneId,
      serviceWorkers,
      reducedMotion,
      colorScheme,
      viewport,
      geolocation,
      permissions,
      offline,
      isMobile,
      hasTouch,
      userAgent,
      storageState,
      extraHTTPHeaders,
      javaScriptEnabled,
      baseURL,
    };
    const project = testInfo.project.use as Record<string, unknown>;
    const own = Object.entries(options).some(
      ([name, value]) =>
        JSON.stringify(value) !==
        JSON.stringify(name in project ? project[name] : PLAYWRIGHT_DEFAULTS[name as keyof PlaywrightTestOptions]),
    );
    if (own) {
      await use(context);
      return;
    }
    const shared = await sharedContext.get(options);
    await use(shared);
    await Promise.all(shared.pages().map((page) => page.close()));
    const blank = await shared.newPage();
    const cdp = await shared.newCDPSession(blank);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(String(baseURL)).origin,
      storageTypes: SITE_DATA,
    });
    await cdp.detach();
    await blank.close();
    await shared.clearCookies();
    await shared.clearPermissions();
    await shared.setGeolocation(null);
    await shared.setOffline(false);
    await shared.unrouteAll({ behavior: 'ignoreErrors' });
  },
});
export { expect };

/**
 * At phone and desktop size: no sideways scroll, no serious axe finding, and a full-page screenshot
 * named `${name}-phone.png` / `${name}-desktop.png`; ends at desktop size.
 */
export async function checkAndScreenshotBoth(page: Page, name: string): Promise<void> {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${name} scrolls sideways at ${label} size`).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yIssues(page);
    await saveScreenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(DESKTOP);
}
