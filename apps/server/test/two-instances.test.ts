import { randomBytes } from 'node:crypto';
import { MSG } from '@daybook/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { ensureOrganisation } from '../src/modules/organisation/organisation.repository.js';
import {
  accessWorks,
  call,
  createPostgresDatabase,
  createUser,
  login,
  PASSWORD,
  refresh,
  TEST_NOW,
  type TestApp,
  testConfig,
} from './helper.js';

const redisUrl = inject('redisUrl');
const postgresUrl = inject('postgresAdminUrl');

/**
 * Two Daybook instances on one PostgreSQL and one Redis, as compose.yaml runs them behind the proxy
 * (docs/operations.md, "Scale-out"): what one instance does, the other sees — a session ended on one
 * is ended on both, a burst of check-ins split between them makes one work day, and failed sign-ins
 * counted by either lock the account on both.
 */
describe.runIf(redisUrl && postgresUrl)('two instances on one PostgreSQL and Redis', () => {
  const clock = new ManualClock(new Date(TEST_NOW));
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  let first: TestApp;
  let second: TestApp;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const database = await createPostgresDatabase();
    drop = database.drop;
    // One configuration for both, as one deployment's environment would give them.
    const config = testConfig({
      databaseUrl: database.url,
      redisUrl: redisUrl ?? undefined,
      redisPrefix: `daybook-test-${randomBytes(6).toString('hex')}:`,
    });
    const make = async (): Promise<TestApp> => {
      const handle = openDatabase({
        databaseUrl: database.url,
        dataDir: '/nonexistent',
        poolSize: 10,
        onConnectionError: () => {},
      });
      handles.push(handle);
      if (handles.length === 1) {
        await migrateToLatest(handle);
        await ensureOrganisation(handle.db, clock.now());
      }
      const app = await buildApp({ config, database: handle, clock, logger: false });
      await app.ready();
      apps.push(app);
      return { app, db: handle.db, dialect: 'postgres', clock, config, close: async () => {} };
    };
    first = await make();
    second = await make();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await drop();
  });

  it('a session begun on one instance works on the other, and signing out on one ends it on both', async () => {
    clock.set(TEST_NOW);
    const user = await createUser(first);
    const session = await login(first, user.email);
    expect(await accessWorks(second, session.access)).toBe(true);
    const renewed = await refresh(second, session.refresh);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { access_token: access, refresh_token: refreshToken } = renewed.json();
    expect(await accessWorks(first, access)).toBe(true);

    const out = await call(first, 'POST', '/api/logout/', { session: { access }, payload: { refresh: refreshToken } });
    expect(out.statusCode, out.body).toBe(200);
    expect(await accessWorks(second, access)).toBe(false);
    expect(await accessWorks(first, access)).toBe(false);
    expect((await refresh(second, refreshToken)).statusCode).toBe(401);
  });

  it('a burst of check-ins split between the instances makes exactly one work day', async () => {
    clock.set('2026-11-20T15:00:00Z');
    const user = await createUser(first);
    const session = await login(first, user.email);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        call(n % 2 === 0 ? first : second, 'POST', '/api/attendance/checkin/', {
          session,
          payload: { latitude: 33.37, longitude: -111.96 },
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.json().error).toBe(MSG.stillCheckedIn);
    const days = await second.db.selectFrom('work_days').select('id').where('user_id', '=', user.id).execute();
    expect(days).toHaveLength(1);
  });

  it('failed sign-ins counted on either instance lock the account on both', async () => {
    clock.set(TEST_NOW);
    const user = await createUser(first);
    const wrong = { email: user.email, password: `${PASSWORD}-wrong` };
    let locked = 0;
    for (let attempt = 0; attempt < 25; attempt++) {
      const response = await call(attempt % 2 === 0 ? first : second, 'POST', '/api/login/', { payload: wrong });
      expect(response.statusCode).toBeLessThan(500);
      if (response.statusCode === 429) locked++;
    }
    expect(locked).toBeGreaterThan(0);
    // Locked now on both: the right password is refused by either instance.
    for (const instance of [first, second]) {
      const response = await call(instance, 'POST', '/api/login/', {
        payload: { email: user.email, password: PASSWORD },
      });
      expect(response.statusCode).toBe(429);
    }
  });
});
