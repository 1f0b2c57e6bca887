import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import { type DatabaseHandle, isTransientConflict, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { allow } from '../src/lib/access.js';
import { ensureOrganisation } from '../src/modules/organisation/organisation.repository.js';
import { call, createPostgresDatabase, dialects, TEST_NOW, type TestApp, testConfig } from './helper.js';

/**
 * A transaction the database gives up on because of another one (docs/api-errors.md, `database_busy`)
 * is answered 503 with `Retry-After`, not 500: the database undid it, so the client may send it again.
 */

describe('isTransientConflict', () => {
  it('knows a deadlock, a serialization failure, a lock not available and a busy SQLite, and nothing else', () => {
    for (const code of ['40P01', '40001', '55P03', 'SQLITE_BUSY', 'SQLITE_LOCKED']) {
      expect(isTransientConflict({ code })).toBe(true);
    }
    for (const code of ['23505', '57014', 'SQLITE_CONSTRAINT_UNIQUE', undefined]) {
      expect(isTransientConflict({ code })).toBe(false);
    }
    expect(isTransientConflict(null)).toBe(false);
    expect(isTransientConflict('40P01')).toBe(false);
  });
});

describe.each(dialects())('a transaction given up by the database on %s', (dialect) => {
  let t: TestApp;
  let drop = async () => {};

  beforeAll(async () => {
    let database: DatabaseHandle;
    if (dialect === 'postgres') {
      const created = await createPostgresDatabase();
      drop = created.drop;
      database = openDatabase({ databaseUrl: created.url, dataDir: '/nonexistent', onConnectionError: () => {} });
    } else {
      database = openDatabase({ dataDir: '/nonexistent', sqliteFile: ':memory:' });
    }
    const clock = new ManualClock(new Date(TEST_NOW));
    await migrateToLatest(database);
    await ensureOrganisation(database.db, clock.now());
    await sql`create table busy_probe (id integer primary key, n integer not null)`.execute(database.db);
    await sql`insert into busy_probe (id, n) values (1, 0), (2, 0)`.execute(database.db);
    const config = testConfig();
    const app = await buildApp({ config, database, clock, logger: false });
    // A route of this test only: one transaction updating the two rows in the order asked for.
    // Each waits after its first update until the other has made its own (or 2 s have passed), so
    // that two opposite orders at once always deadlock on PostgreSQL: a fixed pause did not, on a
    // loaded machine, when the second request began after the first had committed.
    let firstUpdates = 0;
    let bothUpdated = () => {};
    const bothHaveUpdated = new Promise<void>((resolve) => {
      bothUpdated = resolve;
    });
    app.post<{ Params: { first: string } }>(
      '/test/busy/:first',
      { config: { access: allow.public() } },
      async (request) => {
        const [a, b] = request.params.first === '1' ? [1, 2] : [2, 1];
        await database.db.transaction().execute(async (trx) => {
          await sql`update busy_probe set n = n + 1 where id = ${a}`.execute(trx);
          firstUpdates += 1;
          if (firstUpdates === 2) bothUpdated();
          await Promise.race([bothHaveUpdated, sleep(2000)]);
          await sql`update busy_probe set n = n + 1 where id = ${b}`.execute(trx);
        });
        return { ok: true };
      },
    );
    // and one that fails as SQLite does when its lock wait runs out
    app.post('/test/sqlite-busy', { config: { access: allow.public() } }, async () => {
      throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    });
    await app.ready();
    t = {
      app,
      db: database.db,
      dialect,
      clock,
      config,
      close: async () => {
        await app.close();
        await database.close();
        await drop();
      },
    };
  });
  afterAll(async () => t.close());

  it('answers 503 database_busy with Retry-After for a lock wait given up', async () => {
    const busy = await call(t, 'POST', '/test/sqlite-busy');
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toMatchObject({ code: 'database_busy', error_code: 'database_busy' });
  });

  it.runIf(dialect === 'postgres')(
    'answers the loser of a real deadlock 503 and undoes it, and the winner 200',
    async () => {
      const [one, two] = await Promise.all([call(t, 'POST', '/test/busy/1'), call(t, 'POST', '/test/busy/2')]);
      const statuses = [one.statusCode, two.statusCode].sort();
      expect(statuses).toEqual([200, 503]);
      const loser = one.statusCode === 503 ? one : two;
      expect(loser.json()).toMatchObject({ code: 'database_busy' });
      expect(loser.headers['retry-after']).toBe('1');
      // only the winner's two updates were kept
      const rows = await sql<{ n: number }>`select n from busy_probe order by id`.execute(t.db);
      expect(rows.rows.map((row) => Number(row.n))).toEqual([1, 1]);
    },
  );
});
