import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, dialects, freshIp, type Session, signedIn, type TestApp } from './helper.js';

/**
 * docs/security.md's "Limits" table names every route with a per-IP limit, with its count: each
 * route the server limits is in the table, and each row's route answers 429 `too_many_requests` to
 * the request after its count from one address. Every documented operation is probed, so a limit
 * added to a route without its row (as `PUT /api/profile/` and `PUT /api/profile/kiosk-pin/` once
 * were) fails here.
 */

const SECURITY = readFileSync(new URL('../../../docs/security.md', import.meta.url), 'utf8');

/** The table's rows "METHOD /path | N a minute per IP": the route and its count. */
function documentedLimits(): Map<string, number> {
  const section = SECURITY.split('\n## Limits\n')[1]?.split('\n## ')[0] ?? '';
  const limits = new Map<string, number>();
  for (const match of section.matchAll(/^\| ((?:GET|POST|PUT|PATCH|DELETE) \/\S+) \| (\d+) a minute per IP\b/gm)) {
    limits.set(match[1] as string, Number(match[2]));
  }
  return limits;
}

/** The count probed on every operation: above the smallest limits, below the sign-in family's. */
const PROBE = 11;

describe.each(dialects())('the per-IP limits and docs/security.md on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let operations: string[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signedIn(t, { role: 'admin' });
    const doc = (await call(t, 'GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
  });
  afterAll(async () => t.close());

  /**
   * Sends the operation `count` times from one address, each refused before it does anything (a
   * NUL in the body, or in the query of a read; record ids that do not exist), and answers the
   * number of the first request refused with 429, or null.
   */
  async function firstRefused(operation: string, count: number): Promise<number | null> {
    const [method = 'GET', path = ''] = operation.split(' ');
    const url = path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
      name === 'id' || name.endsWith('_id') ? '999999' : '2026-11-01',
    );
    const ip = freshIp();
    for (let n = 1; n <= count; n++) {
      const reading = method === 'GET' || method === 'HEAD';
      const response = await call(t, method as 'GET', reading ? `${url}?probe=%00` : url, {
        session: admin,
        ip,
        ...(reading ? {} : { payload: '"\\u0000"', headers: { 'content-type': 'application/json' } }),
      });
      expect(response.statusCode, `${operation} #${n}: ${response.body}`).toBeGreaterThanOrEqual(400);
      if (response.statusCode === 429 && response.json().code === 'too_many_requests') return n;
    }
    return null;
  }

  it('the table names the profile routes that confirm a password, limited as a password change', () => {
    const limits = documentedLimits();
    expect(limits.get('POST /api/change-password/')).toBe(10);
    expect(limits.get('PUT /api/profile/')).toBe(10);
    expect(limits.get('PUT /api/profile/kiosk-pin/')).toBe(10);
  });

  it('every route limited to at most ten a minute is in the table, with its count', async () => {
    expect(operations.length).toBeGreaterThan(60);
    const limited = new Map<string, number>();
    for (const operation of operations) {
      const refused = await firstRefused(operation, PROBE);
      if (refused !== null) limited.set(operation, refused - 1);
    }
    const documented = new Map([...documentedLimits()].filter(([, count]) => count < PROBE));
    expect(Object.fromEntries(limited)).toEqual(Object.fromEntries(documented));
  });

  it('each route keeps its own count: profile saves do not use up the password changes', async () => {
    const ip = freshIp();
    const nul = { session: admin, ip, payload: '"\\u0000"', headers: { 'content-type': 'application/json' } };
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) statuses.push((await call(t, 'PUT', '/api/profile/', nul)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect((await call(t, 'POST', '/api/change-password/', nul)).statusCode).toBe(400);
    expect((await call(t, 'PUT', '/api/profile/kiosk-pin/', nul)).statusCode).toBe(400);
  });

  it('every route of the table answers 429 to the request after its count from one address', async () => {
    const limits = documentedLimits();
    expect(limits.size).toBeGreaterThanOrEqual(6);
    for (const [operation, count] of limits) {
      expect(operations, operation).toContain(operation);
      expect(await firstRefused(operation, count + 1), operation).toBe(count + 1);
    }
  });
});
