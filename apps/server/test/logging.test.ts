import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { redactUrl } from '../src/lib/log-redaction.js';
import { ensureOrganisation } from '../src/modules/organisation/organisation.repository.js';
import { call, createUser, login, PASSWORD, TEST_NOW, type TestApp, testConfig } from './helper.js';

/**
 * The request log keeps the request line but no personal data or token (docs/security.md, "Logs"):
 * an app built with a logger writes into a captured stream.
 */
describe('request logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const database = openDatabase({ dataDir: '/nonexistent', sqliteFile: ':memory:' });
    const clock = new ManualClock(new Date(TEST_NOW));
    await migrateToLatest(database);
    await ensureOrganisation(database.db, clock.now());
    const config = testConfig({ logLevel: 'info' });
    const app = await buildApp({
      config,
      database,
      clock,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
    t = {
      app,
      db: database.db,
      dialect: 'sqlite',
      clock,
      config,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(async () => t.close());

  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes the path and the query keys, not the query values', async () => {
    const user = await createUser(t);
    const session = await login(t, user.email);
    lines.length = 0;
    await call(t, 'GET', '/api/clients/?search=Maria%20Lopez&status=active', { session });
    await call(t, 'GET', '/api/clients/?search=4805550123', { session });
    const text = lines.join('\n');
    expect(text).not.toContain('Maria');
    expect(text).not.toContain('4805550123');
    const urls = logged()
      .map((entry) => (entry.req as { url?: string } | undefined)?.url)
      .filter(Boolean);
    expect(urls).toEqual(['/api/clients/?search=[redacted]&status=[redacted]', '/api/clients/?search=[redacted]']);
    // the request line stays: method, and the answer's status in the completion line
    expect(logged().some((entry) => (entry.req as { method?: string } | undefined)?.method === 'GET')).toBe(true);
    expect(logged().some((entry) => (entry.res as { statusCode?: number } | undefined)?.statusCode === 200)).toBe(true);
  });

  it('writes no access token, refresh token, password, cookie or email', async () => {
    const user = await createUser(t);
    lines.length = 0;
    const session = await login(t, user.email);
    await call(t, 'GET', '/api/profile/', { session, headers: { cookie: 'sid=secret-cookie-value' } });
    await call(t, 'POST', '/api/token/refresh/', { payload: { refresh: session.refresh } });
    await call(t, 'POST', '/api/login/', { payload: { email: user.email, password: 'Wrong-Password-1!' } });
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(4);
    for (const secret of [session.access, session.refresh, PASSWORD, 'secret-cookie-value', user.email]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/profile/', '/api/profile/'],
    ['/api/profile/?', '/api/profile/?'],
    ['/api/timesheet/?client=GC-1&start_date=2026-11-01', '/api/timesheet/?client=[redacted]&start_date=[redacted]'],
    ['/api/admin/users?q=ana&q=bob&flag&empty=', '/api/admin/users?q=[redacted]&q=[redacted]&flag&empty='],
    ['/api/x?a=b=c', '/api/x?a=[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
