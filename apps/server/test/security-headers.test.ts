import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, dialects, signedIn, type TestApp } from './helper.js';

/** Splits a Content-Security-Policy header into its directives. */
function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

describe.each(dialects())('security headers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  /** A public read, an authenticated read, an error and a not-found: every kind of answer. */
  async function answers() {
    const s = await signedIn(t);
    return [
      await call(t, 'GET', '/api/organisation/'),
      await call(t, 'GET', '/api/profile/', { session: s }),
      await call(t, 'GET', '/api/profile/'),
      await call(t, 'POST', '/api/login/', { payload: '{', headers: { 'content-type': 'application/json' } }),
      await call(t, 'GET', '/api/no-such-route'),
    ];
  }

  it('sends a strict Content-Security-Policy: scripts from self only, nothing inline', async () => {
    for (const response of await answers()) {
      const csp = directives(response.headers['content-security-policy'] as string);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      for (const values of [csp.get('script-src'), csp.get('default-src')]) {
        expect(values).not.toContain("'unsafe-inline'");
        expect(values).not.toContain("'unsafe-eval'");
      }
    }
  });

  it('forbids framing (frame-ancestors none)', async () => {
    for (const response of await answers()) {
      expect(directives(response.headers['content-security-policy'] as string).get('frame-ancestors')).toEqual([
        "'none'",
      ]);
    }
  });

  it('tells browsers not to sniff content types', async () => {
    for (const response of await answers()) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends the other fixed security headers on every kind of answer', async () => {
    for (const response of await answers()) {
      expect(response.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(directives(response.headers['content-security-policy'] as string).get('script-src-attr')).toEqual([
        "'none'",
      ]);
    }
  });

  it('sends no CORS headers when no origin is allowed, even to a cross-origin request', async () => {
    const response = await call(t, 'GET', '/api/organisation/', { headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await call(t, 'OPTIONS', '/api/login/', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('labels every answer with a request id of its own', async () => {
    const ids = (await answers()).map((response) => response.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('does not take a request id from the client', async () => {
    const response = await call(t, 'GET', '/api/organisation/', { headers: { 'x-request-id': 'client-chosen-id' } });
    expect(response.headers['x-request-id']).not.toBe('client-chosen-id');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends no HSTS over plain http', async () => {
    for (const response of await answers()) {
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('does not believe an X-Forwarded-Proto header unless configured to trust the proxy', async () => {
    const response = await call(t, 'GET', '/api/organisation/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('tells every cache not to keep any API answer (Cache-Control: no-store)', async () => {
    const s = await signedIn(t);
    const more = [
      await call(t, 'GET', '/api/clients/?search=Ana', { session: s }),
      await call(t, 'POST', '/api/login/', { payload: { email: 'nobody@daybook.test', password: 'Wrong-1234!' } }),
      await call(t, 'GET', '/api/clients/01/', { session: s }),
      await call(t, 'GET', '/healthz'),
      await call(t, 'GET', '/api/docs/json'),
    ];
    for (const response of [...(await answers()), ...more]) {
      expect(response.headers['cache-control'], `${response.statusCode} ${response.body.slice(0, 80)}`).toBe(
        'no-store',
      );
    }
  });

  it('does not reveal the server software', async () => {
    const response = await call(t, 'GET', '/api/organisation/');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers.server).toBeUndefined();
  });
});

describe.each(dialects())('security headers behind a TLS proxy, with a CORS allow-list (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // the test requests come from 10.0.0.0/8 (helper.ts freshIp), here the proxy's range
    t = await createTestApp(dialect, { trustProxy: ['10.0.0.0/8'], corsOrigins: ['https://app.daybook.example'] });
  });
  afterAll(async () => t.close());

  it('sends HSTS when the request came over TLS', async () => {
    const response = await call(t, 'GET', '/api/organisation/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await call(t, 'GET', '/api/organisation/', { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows only the listed origin', async () => {
    const allowed = await call(t, 'GET', '/api/organisation/', { headers: { origin: 'https://app.daybook.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.daybook.example');
    expect(allowed.headers.vary).toContain('Origin');
    const other = await call(t, 'GET', '/api/organisation/', { headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from the listed origin with 204', async () => {
    const preflight = await call(t, 'OPTIONS', '/api/login/', {
      headers: { origin: 'https://app.daybook.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
    // an offline device's queued actions carry an Idempotency-Key (ADR 0018)
    expect(preflight.headers['access-control-allow-headers']).toContain('idempotency-key');
  });

  it('answers no preflight from another origin and lets the listed one read the list total', async () => {
    const preflight = await call(t, 'OPTIONS', '/api/login/', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    // without an allowed origin the browser refuses the request, whatever else the answer says
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await call(t, 'GET', '/api/organisation/', { headers: { origin: 'https://app.daybook.example' } });
    expect(allowed.headers['access-control-expose-headers']).toContain('x-total-count');
  });
});

describe.each(dialects())('caching of the web app beside the API (%s)', (dialect) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'daybook-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Daybook</title>');
    writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1);');
    t = await createTestApp(dialect, { webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('keeps the long caching of hashed assets and revalidates the page, while API answers are no-store', async () => {
    const asset = await call(t, 'GET', '/assets/index-Ab12Cd34.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await call(t, 'GET', '/home');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await call(t, 'GET', '/api/organisation/');
    expect(api.headers['cache-control']).toBe('no-store');
    const missing = await call(t, 'GET', '/api/no-such-route');
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
