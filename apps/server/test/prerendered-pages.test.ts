import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/plugins/spa.js';
import { call, createTestApp, type TestApp } from './helper.js';

const WELCOME_SCRIPT = "document.getElementById('welcome-line').hidden=false";

/**
 * The first screens the build writes as HTML (scripts/prerender.mjs,
 * docs/decisions/0033-first-screens-prerendered.md): the server sends the one the device will see,
 * by its cookie or else the browser's languages, and the app's plain page otherwise.
 */
describe('the prerendered sign-in page and kiosk start', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'daybook-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>plain</title>');
    for (const language of ['en', 'es']) {
      mkdirSync(path.join(webDist, 'prerendered', language), { recursive: true });
      for (const page of ['sign-in', 'kiosk', 'home', 'client', 'members']) {
        // the dashboard's first screen has its inline script (the welcome line)
        const script = page === 'home' ? `<script>${WELCOME_SCRIPT}</script>` : '';
        writeFileSync(
          path.join(webDist, 'prerendered', language, `${page}.html`),
          `<title>${page} ${language}</title>${script}`,
        );
      }
    }
    t = await createTestApp('sqlite', { webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await call(t, 'GET', url, { headers });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    expect(response.headers['cache-control'], url).toBe('no-cache');
    return /<title>([^<]*)<\/title>/.exec(response.body)?.[1];
  };

  it("sends a first visit the page in the browser's language (Accept-Language, by preference)", async () => {
    expect(await page('/')).toBe('sign-in en');
    expect(await page('/', { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' })).toBe('sign-in es');
    expect(await page('/kiosk', { 'accept-language': 'es-MX' })).toBe('kiosk es');
    expect(await page('/', { 'accept-language': 'fr-FR, en;q=0.5, es;q=0.7' })).toBe('sign-in es');
    expect(await page('/', { 'accept-language': 'es;q=0, en-GB' })).toBe('sign-in en');
    expect(await page('/kiosk', { 'accept-language': 'de' })).toBe('kiosk en');
  });

  it("follows the device's cookie over the browser: its language, and the plain page for a session or a kiosk", async () => {
    expect(await page('/', { cookie: 'daybook.device=es.none', 'accept-language': 'en' })).toBe('sign-in es');
    expect(await page('/', { cookie: 'other=1; daybook.device=en.none', 'accept-language': 'es' })).toBe('sign-in en');
    expect(await page('/', { cookie: 'daybook.device=en.session' })).toBe('plain');
    expect(await page('/kiosk', { cookie: 'daybook.device=es.kiosk' })).toBe('plain');
    expect(await page('/', { cookie: 'daybook.device=es.kiosk' })).toBe('plain');
    // a value the app never writes is ignored
    expect(await page('/', { cookie: 'daybook.device=fr.none', 'accept-language': 'es' })).toBe('sign-in es');
  });

  it("sends a device with a session the first screen of the dashboard, the client list and members, in the cookie's language", async () => {
    expect(await page('/home', { cookie: 'daybook.device=en.session' })).toBe('home en');
    expect(await page('/client', { cookie: 'daybook.device=es.session', 'accept-language': 'en' })).toBe('client es');
    expect(await page('/members', { cookie: 'x=1; daybook.device=en.session' })).toBe('members en');
    // only to a device that said it holds a session: a first visit, a signed-out device or a kiosk gets the plain page
    expect(await page('/home')).toBe('plain');
    expect(await page('/home', { 'accept-language': 'es' })).toBe('plain');
    expect(await page('/client', { cookie: 'daybook.device=en.none' })).toBe('plain');
    expect(await page('/members', { cookie: 'daybook.device=en.kiosk' })).toBe('plain');
    // and the signed-out pages never to it
    expect(await page('/profile', { cookie: 'daybook.device=en.session' })).toBe('plain');
    expect(await page('/home?x=1', { cookie: 'daybook.device=en.session' })).toBe('plain');
  });

  it("allows the dashboard's first-screen script by its hash on that page only; every other page keeps the plain policy", async () => {
    const [hash] = inlineScriptHashes(`<p></p><script>${WELCOME_SCRIPT}</script><script src="/x.js"></script>`);
    expect(hash).toBe(createHash('sha256').update(WELCOME_SCRIPT).digest('base64'));
    const home = await call(t, 'GET', '/home', { headers: { cookie: 'daybook.device=en.session' } });
    const homePolicy = String(home.headers['content-security-policy']);
    expect(homePolicy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(homePolicy).toContain("script-src-attr 'none'");
    for (const [url, cookie] of [
      ['/client', 'daybook.device=en.session'],
      ['/', 'daybook.device=en.none'],
      ['/home', 'daybook.device=en.none'],
    ] as const) {
      const other = await call(t, 'GET', url, { headers: { cookie } });
      expect(String(other.headers['content-security-policy']), url).toContain("script-src 'self';");
      expect(String(other.headers['content-security-policy']), url).not.toContain('sha256');
    }
    // fetched as a file, as the service worker's precache fetches it to answer the path later
    for (const language of ['en', 'es']) {
      const file = await call(t, 'GET', `/prerendered/${language}/home.html`);
      expect(file.statusCode).toBe(200);
      expect(String(file.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
      const other = await call(t, 'GET', `/prerendered/${language}/client.html`);
      expect(String(other.headers['content-security-policy'])).not.toContain('sha256');
    }
    const api = await call(t, 'GET', '/api/organisation/');
    expect(String(api.headers['content-security-policy'])).not.toContain('sha256');
  });

  it('sends the plain page for every other path, and for a query (the page may differ: ?next=)', async () => {
    expect(await page('/home')).toBe('plain');
    expect(await page('/signup', { 'accept-language': 'es' })).toBe('plain');
    expect(await page('/?next=%2Fadmin')).toBe('plain');
    expect(await page('/kiosk?x=1')).toBe('plain');
    expect(await page('/kiosk/')).toBe('plain');
  });

  it('says the answer depends on the cookie and the languages', async () => {
    const response = await call(t, 'GET', '/');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers.vary).toMatch(/accept-language/i);
  });

  it('sends a script the build wrote after the server started, and a 404 (never the page) for one that is not there', async () => {
    // a rebuild while the server runs: the new page asks for scripts no route knew at start-up
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'assets', 'start-2b.js'), 'export const started = true;');
    const fresh = await call(t, 'GET', '/assets/start-2b.js');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(fresh.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fresh.body).toBe('export const started = true;');

    const gone = await call(t, 'GET', '/assets/start-1a.js');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^text\/plain/);
    expect(gone.body).not.toContain('<title>');
    // not a file name of the build: the app's page, as for any other path
    expect(await page('/assets/')).toBe('plain');
  });
});
