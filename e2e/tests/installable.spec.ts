import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { DEMO, expect, PHONE, saveScreenshot, signIn, test } from '../support/fixtures.js';

/**
 * The installable app (issue 15, docs/decisions/0022-installable-app.md): Chromium finds it
 * installable, the manifest and its icons load, the app shell and the signed-in person's last data
 * open without a network, and signing out leaves nothing of that person in the service worker's
 * cache. Only this spec lets the service worker run (playwright.config.ts blocks it elsewhere).
 */
test.use({ serviceWorkers: 'allow' });

const API_CACHE = 'daybook-api';
/** The build the e2e server serves (playwright.config.ts, apps/server/src/main.ts). */
const WEB_DIST =
  process.env.E2E_WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/**
 * Deploys a "new version" for the length of `work`: the worker script gets one more line (and its
 * precompressed copies with it), which is what a browser sees when a new build is deployed. The
 * original files are put back afterwards.
 */
async function withNewServiceWorker(work: () => Promise<void>): Promise<void> {
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(WEB_DIST, name));
  const originals = files.map((file) => {
    try {
      return readFileSync(file);
    } catch {
      return null;
    }
  });
  const [script] = originals;
  if (!script) throw new Error(`no service worker in ${WEB_DIST}: build the web app first`);
  const next = Buffer.concat([script, Buffer.from(`\n// e2e: a new version ${Date.now()}\n`)]);
  try {
    writeFileSync(files[0] as string, next);
    if (originals[1]) writeFileSync(files[1] as string, brotliCompressSync(next));
    if (originals[2]) writeFileSync(files[2] as string, gzipSync(next));
    await work();
  } finally {
    files.forEach((file, index) => {
      const original = originals[index];
      if (original) writeFileSync(file, original);
    });
  }
}

/** Waits until the service worker is active and controls this page. */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 20_000 });
}

/** The paths of the API answers the service worker has kept. */
async function cachedApiPaths(page: Page): Promise<string[]> {
  return await page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, API_CACHE);
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('the installable app', () => {
  test('Chromium reports no installability errors on /', async ({ playwright }, testInfo) => {
    // Chromium never offers to install from an incognito profile, and every context Playwright
    // makes is one: this test uses a profile of its own on disk
    const profile = mkdtempSync(path.join(tmpdir(), 'daybook-install-'));
    const { baseURL, launchOptions } = testInfo.project.use;
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await expect(page.getByLabel('Employee Email')).toBeVisible();
      await waitForServiceWorkerControl(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string; errorArguments: unknown[] }[];
      };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('the manifest describes a standalone app and every icon it lists loads at its size', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Daybook',
      short_name: 'Daybook',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b5c7a',
      background_color: '#f4f6f8',
      lang: 'en',
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await image.body()), icon.src).toEqual({ width, height });
    }
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
  });

  test('the shell and the last data open offline after sign-in, and sign-out clears the cached data', async ({
    page,
    context,
  }) => {
    test.slow(); // a production build's precache download on a shared 2-core machine
    await signIn(page, DEMO.ben);
    await waitForServiceWorkerControl(page);
    // the answers the dashboard reads now pass through the worker, which keeps a copy
    await page.reload();
    await expect(page.getByText('Ben Carter').first()).toBeVisible();
    await expect(page.getByTestId('check-in-button')).toBeVisible();
    await expect.poll(() => cachedApiPaths(page)).toEqual(expect.arrayContaining(['/api/profile/']));
    const kept = await cachedApiPaths(page);
    expect(
      kept.some((p) => /^\/api\/(login|logout|token)\//.test(p)),
      kept.join(', '),
    ).toBe(false);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Ben Carter').first()).toBeVisible();
    await expect(page.getByTestId('check-in-button')).toBeVisible();
    await expect(page.getByTestId('pay-period-dates')).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toContainText('You are offline.');
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, 'offline-home-phone');
    await page.setViewportSize({ width: 1366, height: 768 });
    await saveScreenshot(page, 'offline-home-desktop');
    // a page never opened before comes from the precached shell too
    await page.goto('/Change-Password');
    await expect(page.getByLabel('Current Password')).toBeVisible();

    await context.setOffline(false);
    await page.goto('/home');
    await expect(page.getByText('Ben Carter').first()).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await page
      .getByRole('button', { name: /account|user menu|ben/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    // the organisation's public name and hours may be read again by the sign-in page; nothing else
    await expect
      .poll(async () => (await cachedApiPaths(page)).filter((kept) => kept !== '/api/organisation/'))
      .toEqual([]);

    // the next person on this phone, offline, finds nothing of Ben: the sign-in page only
    await context.setOffline(true);
    await page.goto('/home');
    await expect(page.getByLabel('Employee Email')).toBeVisible();
    await expect(page.getByText('Ben Carter')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('a first visit keeps the day for offline, though the worker took over after the dashboard had read it (walkthrough 43)', async ({
    page,
    context,
  }) => {
    test.slow(); // a production build's precache download on a shared 2-core machine
    await signIn(page, DEMO.ben);
    await expect(page.getByTestId('check-in-button')).toBeVisible();
    // no reload: the dashboard read its data before the worker controlled the page, as on a
    // phone's first visit; the reads are made again through the worker once it takes over
    await waitForServiceWorkerControl(page);
    await expect
      .poll(() => cachedApiPaths(page), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['/api/profile/', '/api/attendance/today/']));
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Ben Carter').first()).toBeVisible();
    await expect(page.getByTestId('check-in-button')).toBeVisible();
    await expect(page.getByTestId('pay-period-dates')).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toContainText('You are offline.');
    await context.setOffline(false);
  });

  test('the installed app opens the first screens the build wrote from its worker, online and offline, for the device they are for', async ({
    page,
    context,
  }) => {
    test.slow(); // a production build's precache download on a shared 2-core machine
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await signIn(page, DEMO.ana);
    await waitForServiceWorkerControl(page);
    await expect(page.locator('#welcome-line')).toHaveText(/^Welcome, Ana Reyes · /);
    // which page the worker answered with, read before the app takes it over (ADR 0041)
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        (window as unknown as { firstScreen: string }).firstScreen = root?.dataset.prerendered ?? 'plain';
      });
    });
    const firstScreen = () => page.evaluate(() => (window as unknown as { firstScreen: string }).firstScreen);

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    expect(await firstScreen()).toBe('home en session');
    await expect(page.locator('#welcome-line')).toHaveText(/^Welcome, Ana Reyes · /);
    await expect(page.getByTestId('check-in-button')).toBeVisible();

    await context.setOffline(true);
    for (const [path, title] of [
      ['/client', 'My Client List'],
      ['/home', 'Dashboard'],
    ] as const) {
      const opened = await page.goto(path);
      expect(opened?.fromServiceWorker(), path).toBe(true);
      expect(await firstScreen(), path).toBe(`${path.slice(1)} en session`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    // the app took the dashboard over, offline, from the cache (its start script is precached too)
    await expect(page.getByTestId('check-in-button')).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toContainText('You are offline.');
    // a path with no first screen of its own gets the app's plain page, as before
    await page.goto('/profile');
    expect(await firstScreen()).toBe('plain');
    await context.setOffline(false);
    expect(refused).toEqual([]);
  });

  test('a new version waits behind the update prompt, and Reload moves the page onto it', async ({ page }) => {
    test.slow();
    await signIn(page, DEMO.ben);
    await waitForServiceWorkerControl(page);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    await withNewServiceWorker(async () => {
      // the browser checks for a new worker on navigations; asking now saves the wait
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const prompt = page.getByTestId('update-prompt');
      await expect(prompt).toContainText('A new version of Daybook is ready.', { timeout: 30_000 });
      // it waits: the page is still on the old version until the user chooses
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
        true,
      );
      await page.setViewportSize(PHONE);
      await saveScreenshot(page, 'update-prompt-phone', { fullPage: false });
      await page.setViewportSize({ width: 1366, height: 768 });
      await saveScreenshot(page, 'update-prompt-desktop', { fullPage: false });

      await page.evaluate(() => {
        (window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true;
      });
      await prompt.getByRole('button', { name: 'Reload' }).click();
      // the page reloaded (the marker is gone) under the new worker, with nothing left waiting
      await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate);
      await expect(page.getByText('Ben Carter').first()).toBeVisible();
      await expect(page.getByTestId('update-prompt')).toHaveCount(0);
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
        }),
      ).toEqual({ waiting: false, controlled: true });
    });
  });
});
