import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helper.js';

/**
 * The files that make the web app installable (docs/decisions/0022-installable-app.md): the
 * service worker and the manifest are revalidated on every load, so a deploy reaches installed
 * apps, and each goes out with its own content type; the CSP lets the page use both.
 */
describe('the service worker and the web app manifest', () => {
  let t: TestApp;
  let webDist: string;
  const sw = `self.addEventListener('fetch', () => {});\n${'// padding\n'.repeat(200)}`;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'daybook-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    mkdirSync(path.join(webDist, 'icons'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Daybook</title>');
    writeFileSync(path.join(webDist, 'sw.js'), sw);
    // scripts/precompress.mjs writes a Brotli sibling beside the worker too
    writeFileSync(path.join(webDist, 'sw.js.br'), brotliCompressSync(sw));
    writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Daybook', start_url: '/' }));
    writeFileSync(path.join(webDist, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    t = await createTestApp('sqlite', { webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves /sw.js as JavaScript that is revalidated on every load, compressed when asked', async () => {
    const plain = await call(t, 'GET', '/sw.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(sw);
    const compressed = await call(t, 'GET', '/sw.js', { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(compressed.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest as application/manifest+json, revalidated on every load', async () => {
    const manifest = await call(t, 'GET', '/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body)).toMatchObject({ name: 'Daybook' });
    const icon = await call(t, 'GET', '/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('allows a same-origin service worker and manifest in the CSP, and nothing else', async () => {
    const page = await call(t, 'GET', '/home');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('never answers an API or operations path with the app page', async () => {
    for (const url of [
      '/api/no-such-route',
      '/api',
      '/api/admin/no-such-route',
      '/healthz/anything',
      '/readyz/x',
      '/metrics/x?y=1',
    ]) {
      const response = await call(t, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
    for (const url of ['/home', '/healthzone', '/apiary']) {
      const page = await call(t, 'GET', url);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });
});
