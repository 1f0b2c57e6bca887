import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStalePlan, nameStatement, statementName, useNamedStatements } from '../src/db/pg-statements.js';
import {
  call,
  createPostgresDatabase,
  createTestApp,
  dialects,
  type Session,
  signedIn,
  type TestApp,
} from './helper.js';

/**
 * The queries compiled once run as named statements on PostgreSQL (src/db/pg-statements.ts,
 * docs/decisions/0040-named-statements-on-postgresql.md): parsed once per connection, and prepared
 * again under a new name when a migration changed what their `*` stands for.
 */

describe('isStalePlan', () => {
  it('knows PostgreSQL’s refusal of a statement whose result type changed, and nothing else', () => {
    expect(isStalePlan({ code: '0A000', message: 'cached plan must not change result type' })).toBe(true);
    expect(isStalePlan({ code: '0A000', message: 'something else not supported' })).toBe(false);
    expect(isStalePlan({ code: '42P01', message: 'cached plan must not change result type' })).toBe(false);
    expect(isStalePlan(new Error('cached plan must not change result type'))).toBe(false);
    expect(isStalePlan(null)).toBe(false);
  });
});

describe.each(dialects().filter((d) => d === 'postgres'))('named statements on %s', () => {
  let url: string;
  let drop: () => Promise<void>;
  let client: pg.Client;
  const select = 'select * from named_probe where id = $1';

  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
    client = new pg.Client({ connectionString: url });
    await client.connect();
    useNamedStatements(client as unknown as Parameters<typeof useNamedStatements>[0]);
    await client.query('create table named_probe (id integer primary key, a text)');
    await client.query("insert into named_probe values (1, 'one')");
    nameStatement(select);
  });
  afterAll(async () => {
    await client.end();
    await drop();
  });

  async function preparedNames(): Promise<string[]> {
    const { rows } = await client.query('select name from pg_prepared_statements order by name');
    return rows.map((row: { name: string }) => row.name);
  }

  it('runs a named text under its name, parsed once on the connection, and leaves other texts unnamed', async () => {
    const name = statementName(select);
    expect(name).toMatch(/^daybook_\d+_\d+$/);
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1, a: 'one' }]);
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1, a: 'one' }]);
    expect(await preparedNames()).toEqual([name]);
    await client.query('select a from named_probe where id = $1', [1]);
    expect(await preparedNames()).toEqual([name]);
  });

  it('prepares a statement again when a migration changes what its * stands for, outside a transaction at once', async () => {
    const before = statementName(select);
    await client.query(select, [1]);
    await client.query('alter table named_probe add column b text');
    // the stale statement was refused before it ran, so it runs again under its new name
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1, a: 'one', b: null }]);
    expect(statementName(select)).not.toBe(before);
  });

  it('runs a text with a * unnamed inside a transaction, so that a migration cannot fail the transaction', async () => {
    await client.query(select, [1]);
    const named = await preparedNames();
    await client.query('alter table named_probe add column c text');
    await client.query('begin');
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1, a: 'one', b: null, c: null }]);
    await client.query('commit');
    expect(await preparedNames()).toEqual(named);
  });

  it('names a text without a * inside a transaction too', async () => {
    const plain = 'select a from named_probe where id = $1 and a is not null';
    nameStatement(plain);
    await client.query('begin');
    expect((await client.query(plain, [1])).rows).toEqual([{ a: 'one' }]);
    await client.query('commit');
    expect(await preparedNames()).toContain(statementName(plain));
  });
});

describe.each(dialects().filter((d) => d === 'postgres'))('the server on %s', (dialect) => {
  let t: TestApp;
  let worker: Session;
  const POSITION = { latitude: 33.37, longitude: -111.96, accuracy: 10 };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    worker = await signedIn(t);
  });
  afterAll(async () => t.close());

  it('keeps answering after a migration adds a column to the tables its statements select * from', async () => {
    // today/ reads named columns; the pause state reads the latest shift with `select *` outside a transaction
    const read = async () => {
      const today = await call(t, 'GET', '/api/attendance/today/', { session: worker });
      const pauseState = await call(t, 'GET', '/api/attendance/resume/', { session: worker });
      return { statusCode: Math.max(today.statusCode, pauseState.statusCode) };
    };
    const checkIn = () => call(t, 'POST', '/api/attendance/checkin/', { session: worker, payload: POSITION });
    // every connection of the pool has prepared the work-day statements
    for (let i = 0; i < 5; i++) expect((await read()).statusCode).toBe(200);
    expect((await checkIn()).statusCode).toBe(201);
    t.clock.advance(1000);
    expect(
      (await call(t, 'POST', '/api/attendance/checkout/', { session: worker, payload: POSITION })).statusCode,
    ).toBe(200);
    // as another instance of a newer build would when it starts
    await t.db.schema.alterTable('work_days').addColumn('added_by_a_later_build', 'text').execute();
    await t.db.schema.alterTable('timecards').addColumn('added_by_a_later_build', 'text').execute();
    // the reads outside a transaction meet the stale statement and run it again; the check-in's
    // statements with a * run unnamed inside its transaction
    for (let i = 0; i < 5; i++) expect((await read()).statusCode).toBe(200);
    expect((await checkIn()).statusCode).toBe(201);
  });
});
