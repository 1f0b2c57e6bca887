import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/database.js';
import { opaqueParameters, prepared, preparedRecord, preparedTexts } from '../src/db/prepared.js';
import { createTestApp, createUser, dialects, type TestApp } from './helper.js';

/** Queries compiled once and run with new arguments (db/prepared.ts, issue 17). */
describe.each(dialects())('prepared queries on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const byEmailAndRole = prepared((db: Executor, email: string, role: 'staff' | 'manager' | 'admin') =>
    db
      .selectFrom('users')
      .select(['id', 'email', 'is_active'])
      .where('email', '=', email)
      .where('role', '=', role)
      .where('is_active', '=', true)
      .orderBy('id')
      .limit(5),
  );

  it('binds each call’s own arguments to the one compiled query, beside its constants', async () => {
    const staff = await createUser(t, { email: 'prepared-staff@daybook.test', role: 'staff' });
    const manager = await createUser(t, { email: 'prepared-manager@daybook.test', role: 'manager' });
    expect(await byEmailAndRole.execute(t.db, 'prepared-staff@daybook.test', 'staff')).toMatchObject([
      { id: staff.id, email: 'prepared-staff@daybook.test' },
    ]);
    expect(await byEmailAndRole.takeFirst(t.db, 'prepared-manager@daybook.test', 'manager')).toMatchObject({
      id: manager.id,
    });
    expect(await byEmailAndRole.takeFirst(t.db, 'prepared-manager@daybook.test', 'staff')).toBeUndefined();
    // a boolean constant of the query is bound as SQLite can store it (ADR 0002)
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', staff.id).execute();
    expect(await byEmailAndRole.execute(t.db, 'prepared-staff@daybook.test', 'staff')).toEqual([]);
  });

  it('binds each key of a record argument as its own parameter, whatever order the record was written in', async () => {
    const rename = preparedRecord(
      ['id', 'name', 'phone'],
      (db: Executor, user: { id: number; name: string; phone: string | null }) =>
        db
          .updateTable('users')
          .set({ name: user.name, phone: user.phone })
          .where('id', '=', user.id)
          .returning(['id', 'name', 'phone']),
    );
    const first = await createUser(t, { email: 'prepared-record-1@daybook.test' });
    const second = await createUser(t, { email: 'prepared-record-2@daybook.test' });
    expect(await rename.takeFirst(t.db, { phone: '555-0101', name: 'Record One', id: first.id })).toEqual({
      id: first.id,
      name: 'Record One',
      phone: '555-0101',
    });
    expect(await rename.execute(t.db, { id: second.id, name: 'Record Two', phone: null })).toEqual([
      { id: second.id, name: 'Record Two', phone: null },
    ]);
    expect(await rename.takeFirst(t.db, { id: -1, name: 'Nobody', phone: null })).toBeUndefined();
  });

  it('runs inside the transaction it is given and sees that transaction’s writes', async () => {
    const user = await createUser(t, { email: 'prepared-trx@daybook.test', role: 'staff' });
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
      expect(await byEmailAndRole.takeFirst(trx, 'prepared-trx@daybook.test', 'admin')).toMatchObject({ id: user.id });
    });
  });

  it('binds an argument used twice in both places, and refuses a query that never binds one', async () => {
    const user = await createUser(t, { email: 'prepared-twice@daybook.test', name: 'prepared-twice@daybook.test' });
    const twice = prepared((db: Executor, text: string) =>
      db.selectFrom('users').select('id').where('email', '=', text).where('name', '=', text),
    );
    expect(await twice.takeFirst(t.db, 'prepared-twice@daybook.test')).toEqual({ id: user.id });
    const unused = prepared((db: Executor, _email: string) => db.selectFrom('users').select('id'));
    await expect(unused.execute(t.db, 'a@daybook.test')).rejects.toThrow(/argument 0 is never bound/);
  });
  it('runs every prepared query of the server with the same plan, its parameters opaque to SQLite’s planner', async () => {
    const texts = preparedTexts(t.db);
    // the session read, the work-day reads, the client list, the audit insert, the timecard lock…
    expect(texts.length).toBeGreaterThanOrEqual(14);
    for (const { compiled, run } of texts) {
      if (dialect === 'postgres') {
        expect(run).toBe(compiled);
        continue;
      }
      expect(run).toBe(opaqueParameters(compiled));
      // a row lock (payroll.repository.ts timecardForUpdate) is only ever run on PostgreSQL
      if (compiled.endsWith(' for update')) continue;
      const parameters = Array.from({ length: run.length - compiled.length }, () => null);
      const plan = async (text: string) =>
        (await t.db.executeQuery(CompiledQuery.raw(`explain query plan ${text}`, parameters))).rows.map(
          (row) => (row as { detail: string }).detail,
        );
      expect(await plan(run), compiled).toEqual(await plan(compiled));
    }
  });
});

describe('opaqueParameters', () => {
  it('writes each bound parameter as +? and leaves quoted text and names alone', () => {
    expect(opaqueParameters('select "a?" from "t" where "x" = ? and "y" in (?, ?) limit ?')).toBe(
      'select "a?" from "t" where "x" = +? and "y" in (+?, +?) limit +?',
    );
    expect(opaqueParameters(`select 'it''s ?', "q""?", \`b?\`, [c?] from t where a = ?`)).toBe(
      `select 'it''s ?', "q""?", \`b?\`, [c?] from t where a = +?`,
    );
  });
});
