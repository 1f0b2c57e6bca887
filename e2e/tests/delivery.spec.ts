import { expect, test } from '../support/fixtures.js';

test.describe('how the app is delivered', () => {
  test('scripts are sent pre-compressed and cached for a year; the page itself is never cached', async ({
    request,
  }) => {
    const page = await request.get('/');
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(page.headers()['content-security-policy']).toContain("script-src 'self'");
    const html = await page.text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();

    const compressed = await request.get(script as string, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.status()).toBe(200);
    expect(compressed.headers()['content-encoding']).toBe('br');
    expect(compressed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.headers().vary).toMatch(/accept-encoding/i);
  });

  test('a signed-in route loaded directly gets the app, and an unknown API path gets JSON', async ({ request }) => {
    const deep = await request.get('/Change-Password');
    expect(deep.status()).toBe(200);
    expect(deep.headers()['content-type']).toContain('text/html');
    const api = await request.get('/api/no-such-thing/');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ detail: 'Not found.', code: 'not_found', error_code: 'not_found' });
  });
});
