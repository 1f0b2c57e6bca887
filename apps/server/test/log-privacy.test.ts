import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { allow } from '../src/lib/access.js';
import { ensureOrganisation } from '../src/modules/organisation/organisation.repository.js';
import { insertClient } from './care-helper.js';
import { call, createUser, PASSWORD, TEST_NOW, type TestApp, testConfig } from './helper.js';

/**
 * The logs of a whole request cycle (docs/operations.md, "Logs"): every line written while a
 * request runs carries its id, an unexpected error is logged with its cause, and no line holds an
 * email, a name, a password or a token.
 */
describe('logs of a full request cycle', () => {
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
    // Two routes of this test only: one fails the way a database error does, one writes through
    // the app's own logger after an await, as the Redis fallback warning does.
    app.get('/test/fails', { config: { access: allow.public() } }, async () => {
      await sleep(1);
      const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
        code: '23505',
        constraint: 'users_email_key',
        detail: 'Key (email)=(maria.lopez@example.org) already exists.',
        parameters: ['maria.lopez@example.org', 'Maria Lopez'],
      });
      throw new Error('could not save the profile', { cause });
    });
    app.get('/test/app-log', { config: { access: allow.public() } }, async () => {
      await sleep(1);
      app.log.warn('a warning written by the app logger');
      return { ok: true };
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

  it('keeps the request id on every line, the cause of an error, and no personal data or token', async () => {
    const user = await createUser(t, { name: 'Priyanka Zeller', email: 'priyanka.zeller@example.org' });
    const { client } = await insertClient(t, user.id, { first_name: 'Octavia', last_name: 'Quintero' });
    lines.length = 0;

    const wrong = await call(t, 'POST', '/api/login/', {
      payload: { email: user.email, password: 'Wrong-Password-9!' },
    });
    expect(wrong.statusCode).toBe(401);
    const signIn = await call(t, 'POST', '/api/login/', { payload: { email: user.email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    const { access_token: access, refresh_token: refresh } = signIn.json() as {
      access_token: string;
      refresh_token: string;
    };
    const session = { access };
    expect((await call(t, 'GET', '/api/clients/?search=Octavia%20Quintero', { session })).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/clients/${client.id}/`, { session })).statusCode).toBe(200);
    const refused = await call(t, 'PUT', '/api/profile/', {
      session,
      payload: { name: '', email: 'new.address@example.org' },
    });
    expect(refused.statusCode).toBe(400);
    const renewed = await call(t, 'POST', '/api/token/refresh/', { payload: { refresh } });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const failed = await call(t, 'GET', '/test/fails', { session });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ code: 'server_error' });
    const appLogged = await call(t, 'GET', '/test/app-log');
    expect(appLogged.statusCode).toBe(200);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.length).toBeGreaterThanOrEqual(18);
    // every line belongs to a request and says which
    const withoutId = entries.filter((entry) => typeof entry.reqId !== 'string');
    expect(withoutId).toEqual([]);
    const appLog = entries.find((entry) => entry.msg === 'a warning written by the app logger');
    expect(appLog?.reqId).toBe(appLogged.headers['x-request-id']);
    // once: the app logger's line does not repeat the id a request's own lines already have
    expect(lines.every((line) => line.split('"reqId"').length <= 2)).toBe(true);

    // the error: its message, stack and cause, but not the values it carried
    const error = entries.find((entry) => entry.msg === 'unhandled error');
    expect(error?.reqId).toBe(failed.headers['x-request-id']);
    expect(error?.err).toMatchObject({
      type: 'Error',
      message: 'could not save the profile',
      cause: { message: expect.stringContaining('users_email_key'), code: '23505', constraint: 'users_email_key' },
    });
    expect((error?.err as { stack?: string } | undefined)?.stack).toContain('log-privacy.test.ts');

    const text = lines.join('\n').toLowerCase();
    for (const secret of [
      user.email,
      'priyanka',
      'zeller',
      'octavia',
      'quintero',
      'maria',
      'new.address',
      PASSWORD,
      'wrong-password-9!',
      access,
      refresh,
    ]) {
      expect(text).not.toContain(secret.toLowerCase());
    }
  });
});
