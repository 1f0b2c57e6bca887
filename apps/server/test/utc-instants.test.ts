import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ColumnTypes } from '../src/db/migration-helpers.js';
import { snapshotToUtc, toUtc, utcInstants } from '../src/db/migrations/0007-utc-instants.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { call, createTestApp, dialects, signedIn, type TestApp } from './helper.js';

/** A UTC ISO instant as the API and both databases keep it. */
const UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Every value of every column named `at` or `…_at`, as the database answers it. */
async function everyInstant(t: TestApp): Promise<{ where: string; value: unknown }[]> {
  const tables =
    t.dialect === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(
            t.db,
          )
        ).rows.map((r) => r.name)
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely_%'`.execute(
            t.db,
          )
        ).rows.map((r) => r.name);
  const found: { where: string; value: unknown }[] = [];
  for (const table of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db)).rows;
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if ((column === 'at' || column.endsWith('_at')) && value !== null)
          found.push({ where: `${table}.${column}`, value });
      }
    }
  }
  return found;
}

describe.each(dialects())('instants in UTC on %s (issue 10 item 15)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('the audit log’s date filter keeps 16:59:59 and 17:00:00 Phoenix on their own day', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    // 19 November 2026 in Phoenix (UTC−7) runs from 07:00:00Z on the 19th to 06:59:59.999Z on the 20th
    const rows = [
      ['day-before-last-ms', '2026-11-19T06:59:59.999Z'],
      ['midnight', '2026-11-19T07:00:00.000Z'],
      ['16:59:59', '2026-11-19T23:59:59.000Z'],
      ['17:00:00', '2026-11-20T00:00:00.000Z'],
      ['last-ms', '2026-11-20T06:59:59.999Z'],
      ['next-midnight', '2026-11-20T07:00:00.000Z'],
    ] as const;
    for (const [entityId, at] of rows) {
      await t.db
        .insertInto('audit_log')
        .values({ at, actor_id: admin.userId, action: 'update', entity: 'edge', entity_id: entityId })
        .execute();
    }
    const day = async (date: string) => {
      const response = await call(t, 'GET', `/api/admin/audit-log?entity=edge&from=${date}&to=${date}&_end=50`, {
        session: admin,
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { entity_id: string }[]).map((row) => row.entity_id).sort();
    };
    expect(await day('2026-11-18')).toEqual(['day-before-last-ms']);
    expect(await day('2026-11-19')).toEqual(['16:59:59', '17:00:00', 'last-ms', 'midnight']);
    expect(await day('2026-11-20')).toEqual(['next-midnight']);
  });

  it('a change made at 17:00 Phoenix is stored in UTC and filed under that Phoenix day', async () => {
    t.clock.set('2026-11-21T00:00:00.000Z'); // 17:00 on Friday 20 November in Phoenix
    const admin = await signedIn(t, { role: 'admin' });
    const me = (await call(t, 'GET', '/api/profile/', { session: admin })).json();
    expect(
      (await call(t, 'PUT', '/api/profile/', { session: admin, payload: { name: 'Late Edit', email: me.email } }))
        .statusCode,
    ).toBe(200);
    const stored = await t.db
      .selectFrom('audit_log')
      .select('at')
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(admin.userId))
      .executeTakeFirstOrThrow();
    expect(stored.at).toBe('2026-11-21T00:00:00.000Z');
    const listed = await call(
      t,
      'GET',
      `/api/admin/audit-log?entity=user&entity_id=${admin.userId}&from=2026-11-20&to=2026-11-20`,
      { session: admin },
    );
    expect(listed.json()).toHaveLength(1);
  });

  it('the demo organisation is seeded with every instant in UTC', async () => {
    const demo = await createTestApp(dialect);
    try {
      expect(await seedDemo(demo.app.ctx)).toBe(true);
      const instants = await everyInstant(demo);
      expect(instants.length).toBeGreaterThan(100);
      expect(instants.filter(({ value }) => typeof value !== 'string' || !UTC.test(value))).toEqual([]);
      const snapshots = await demo.db.selectFrom('audit_log').select(['before', 'after']).execute();
      for (const row of snapshots)
        expect(`${row.before} ${row.after}`).not.toMatch(/T\d\d:\d\d:\d\d(\.\d+)?[+-]\d\d:\d\d"/);
    } finally {
      await demo.close();
    }
  });

  it('migration 0007 rewrites instants already written with an offset, and a second run changes nothing', async () => {
    const user = await signedIn(t);
    const snapshot = JSON.stringify({ check_in_at: '2026-11-19T08:00:00.000-07:00', note: 'at 10-07:00' });
    await t.db
      .insertInto('audit_log')
      .values({
        at: '2026-11-19T17:30:00.000Z',
        actor_id: null,
        action: 'create',
        entity: 'legacy',
        entity_id: '1',
        after: snapshot,
      })
      .execute();
    if (dialect === 'sqlite') {
      await t.db
        .insertInto('work_days')
        .values({
          user_id: user.userId,
          work_date: '2026-11-18',
          check_in_at: '2026-11-18T08:00:00.000-07:00',
          check_out_at: '2026-11-18T17:15:00.000-07:00',
          worked_minutes: 555,
          paused_minutes: 0,
          created_at: '2026-11-18T08:00:00.000-07:00',
          updated_at: '2026-11-18T17:15:00.000-07:00',
        })
        .execute();
      // An evening shift: converting check-in alone (…T01:00Z the next day) would put it after the
      // still-offset check-out as text and trip the check-out-after-check-in constraint.
      await t.db
        .insertInto('work_days')
        .values({
          user_id: user.userId,
          work_date: '2026-11-17',
          check_in_at: '2026-11-17T18:00:00.000-07:00',
          check_out_at: '2026-11-17T21:00:00.000-07:00',
          worked_minutes: 180,
          paused_minutes: 0,
          created_at: '2026-11-17T18:00:00.000-07:00',
          updated_at: '2026-11-17T21:00:00.000-07:00',
        })
        .execute();
      await t.db
        .insertInto('audit_log')
        .values({
          at: '2026-11-18T17:15:00.000-07:00',
          actor_id: null,
          action: 'update',
          entity: 'legacy',
          entity_id: '2',
        })
        .execute();
    }
    const types = new ColumnTypes(dialect);
    await utcInstants.up(t.db as never, types);
    const after = await t.db
      .selectFrom('audit_log')
      .select(['at', 'after'])
      .where('entity', '=', 'legacy')
      .orderBy('id')
      .execute();
    expect(JSON.parse(after[0]?.after ?? '{}')).toEqual({
      check_in_at: '2026-11-19T15:00:00.000Z',
      note: 'at 10-07:00',
    });
    if (dialect === 'sqlite') {
      expect(after[1]?.at).toBe('2026-11-19T00:15:00.000Z');
      const day = await t.db
        .selectFrom('work_days')
        .selectAll()
        .where('user_id', '=', user.userId)
        .where('work_date', '=', '2026-11-18')
        .executeTakeFirstOrThrow();
      expect(day).toMatchObject({
        check_in_at: '2026-11-18T15:00:00.000Z',
        check_out_at: '2026-11-19T00:15:00.000Z',
        created_at: '2026-11-18T15:00:00.000Z',
        updated_at: '2026-11-19T00:15:00.000Z',
      });
    }
    const instants = await everyInstant(t);
    expect(instants.filter(({ value }) => typeof value !== 'string' || !UTC.test(value))).toEqual([]);
    await utcInstants.up(t.db as never, types);
    expect(await everyInstant(t)).toEqual(instants);
  });

  it('converts only offset instants', () => {
    expect(toUtc('2026-11-19T17:00:00-07:00')).toBe('2026-11-20T00:00:00.000Z');
    expect(toUtc('2026-11-19T17:00:00.000Z')).toBe('2026-11-19T17:00:00.000Z');
    expect(toUtc('2026-11-19')).toBe('2026-11-19');
    expect(snapshotToUtc('{"a":"2026-11-19T17:00:00.000+01:00","b":"12:00-07:00"}')).toBe(
      '{"a":"2026-11-19T16:00:00.000Z","b":"12:00-07:00"}',
    );
  });
});
