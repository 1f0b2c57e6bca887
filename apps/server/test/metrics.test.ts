import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, dialects, signedIn, type TestApp } from './helper.js';

/** GET /metrics (docs/operations.md, "Metrics"): Prometheus text behind a bearer token. */

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the Prometheus text exposition format (version 0.0.4): comments, then `name{labels} value`. */
function parseExposition(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1] ?? '', type[2] ?? '');
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1] ?? ''] = pair[2] ?? '';
    }
    // the format's special values: prom-client's event-loop mean is NaN until its first sample
    // (a scrape right after start on a loaded machine), which prom-client writes `Nan`
    const special: Record<string, number> = {
      NaN: Number.NaN,
      Nan: Number.NaN,
      '+Inf': Number.POSITIVE_INFINITY,
      '-Inf': Number.NEGATIVE_INFINITY,
    };
    const value = special[match[3] ?? ''] ?? Number(match[3]);
    if (Number.isNaN(value) && match[3] !== 'NaN' && match[3] !== 'Nan') throw new Error(`not a number: ${line}`);
    samples.push({ name: match[1] ?? '', labels, value });
  }
  return { samples, types };
}

describe.each(dialects())('GET /metrics on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { metricsToken: TOKEN });
  });
  afterAll(async () => t.close());

  it('refuses a scrape without the token or with another one, and answers no data', async () => {
    const none = await call(t, 'GET', '/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'metrics_token_required' });
    expect(none.body).not.toContain('http_request');
    const wrong = await call(t, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    // a user's access token is not the metrics token
    const admin = await signedIn(t, { role: 'admin' });
    const user = await call(t, 'GET', '/metrics', { session: admin });
    expect(user.statusCode).toBe(401);
  });

  it('counts requests by route template and status, and reports event-loop lag, heap and query durations', async () => {
    const staff = await signedIn(t);
    for (let i = 0; i < 3; i++) await call(t, 'GET', '/api/profile/', { session: staff });
    await call(t, 'GET', '/api/profile/');
    await call(t, 'GET', '/api/clients/12345678', { session: staff });
    const response = await call(t, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
    const { samples, types } = parseExposition(response.body);
    const find = (name: string, labels: Record<string, string> = {}) =>
      samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

    expect(types.get('http_request_duration_seconds')).toBe('histogram');
    const profileOk = find('http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/profile/',
      status_code: '200',
    });
    expect(profileOk.map((s) => s.value)).toEqual([3]);
    const profileRefused = find('http_request_duration_seconds_count', { route: '/api/profile/', status_code: '401' });
    expect(profileRefused.map((s) => s.value)).toEqual([1]);
    // the template, never the id a caller sent
    expect(
      find('http_request_duration_seconds_count', { route: '/api/clients/:id/', status_code: '404' }),
    ).toHaveLength(1);
    expect(response.body).not.toContain('12345678');
    // the scrape itself is not counted
    expect(samples.some((s) => s.labels.route === '/metrics')).toBe(false);

    expect(find('nodejs_eventloop_lag_seconds')).toHaveLength(1);
    expect(find('nodejs_heap_size_used_bytes')[0]?.value).toBeGreaterThan(0);
    expect(types.get('db_query_duration_seconds')).toBe('histogram');
    const reads = find('db_query_duration_seconds_count', { kind: 'read' })[0]?.value ?? 0;
    expect(reads).toBeGreaterThan(0);
    if (dialect === 'postgres') {
      expect(find('db_pool_connections_total')[0]?.value).toBeGreaterThan(0);
      expect(find('db_pool_requests_waiting')).toHaveLength(1);
    } else {
      expect(find('db_pool_connections_total')).toHaveLength(0);
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('answers 404, with a token or without', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const response = await call(t, 'GET', '/metrics', { headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});
