import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from './helper.js';

/** PostgreSQL restarts and failovers drop connections; the server must carry on, not exit. */
describe.runIf(dialects().includes('postgres'))('PostgreSQL connection loss', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => t.close());

  it('keeps serving after every connection of its pool is terminated', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') ?? '' });
    await admin.connect();
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [rows[0]?.name],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);

    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 200; attempt++) {
      status = (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'x@y.org', password: 'p' },
    });
    expect(login.statusCode).toBe(401);
  });
});
