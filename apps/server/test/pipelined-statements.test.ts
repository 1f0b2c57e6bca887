import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/database.js';
import { nameStatement, statementName, useNamedStatements } from '../src/db/pg-statements.js';
import { inOneTrip, prepared } from '../src/db/prepared.js';
import { createPostgresDatabase, createTestApp, createUser, dialects, type TestApp } from './helper.js';

/**
 * Statements sent without waiting for the answer before them on PostgreSQL
 * (docs/decisions/0042-pipelined-statements-on-postgresql.md): a transaction's `begin` goes with
 * its first statement (src/db/pg-statements.ts), and `inOneTrip` (src/db/prepared.ts) sends a
 * clock action's independent statements together, run in the order sent.
 */

type Sent = { text: string; values?: unknown; name?: string };

/** A client that records what it is asked to send and answers each from `answer`. */
function recordingClient(answer: (text: string) => Promise<unknown> = () => Promise.resolve({ rows: [] })) {
  const sent: Sent[] = [];
  const client = {
    query: (text: unknown, values?: unknown) => {
      const query = typeof text === 'string' ? { text, values } : (text as Sent);
      sent.push(query);
      return answer(query.text);
    },
  };
  useNamedStatements(client);
  return { client, sent: () => sent.map((s) => s.text), named: () => sent.map((s) => s.name ?? null) };
}

describe('a transaction’s begin sent with its first statement', () => {
  it('answers the begin at once and sends it just before the first statement, both before either is answered', async () => {
    const { client, sent } = recordingClient();
    await client.query('begin', []);
    expect(sent()).toEqual([]);
    const first = client.query('select 1', []);
    // both went out in the same call, without waiting for the begin's answer
    expect(sent()).toEqual(['begin', 'select 1']);
    await first;
    await client.query('select 2', []);
    await client.query('commit', []);
    expect(sent()).toEqual(['begin', 'select 1', 'select 2', 'commit']);
  });

  it('holds a start transaction with its isolation level the same way', async () => {
    const { client, sent } = recordingClient();
    await client.query('start transaction isolation level repeatable read', []);
    expect(sent()).toEqual([]);
    await client.query('select 1', []);
    expect(sent()).toEqual(['start transaction isolation level repeatable read', 'select 1']);
  });

  it('stays in the transaction after a rollback to a savepoint, where a text with a * runs unnamed', async () => {
    const star = 'select * from pipeline_fake where id = $1';
    nameStatement(star);
    const { client, named } = recordingClient();
    await client.query(star, [1]);
    await client.query('begin', []);
    await client.query(star, [1]);
    await client.query('savepoint a', []);
    await client.query('rollback to savepoint a', []);
    await client.query(star, [1]);
    await client.query('commit', []);
    await client.query(star, [1]);
    const name = statementName(star);
    // named outside the transaction, unnamed inside it (ADR 0040), after the rollback to the savepoint too
    expect(named()).toEqual([name, null, null, null, null, null, null, name]);
  });

  it('sends nothing for a transaction that ends before its first statement', async () => {
    const { client, sent } = recordingClient();
    expect(await client.query('begin', [])).toMatchObject({ command: 'BEGIN', rows: [] });
    expect(await client.query('rollback', [])).toMatchObject({ command: 'ROLLBACK', rows: [] });
    await client.query('begin', []);
    expect(await client.query('commit', [])).toMatchObject({ command: 'COMMIT', rows: [] });
    expect(sent()).toEqual([]);
    // and the next statement is not taken for a transaction's first
    await client.query('select 1', []);
    expect(sent()).toEqual(['select 1']);
  });

  it('leaves no rejection unhandled when the first statement fails before the begin is answered', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const refused = new Error('cannot bind');
      const { client } = recordingClient((text) =>
        text === 'begin'
          ? new Promise((resolve) => setTimeout(() => resolve({ rows: [] }), 50))
          : Promise.reject(refused),
      );
      await client.query('begin', []);
      await expect(client.query('select 1', [])).rejects.toBe(refused);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('fails the first statement when the begin fails, with the begin’s error', async () => {
    const refused = new Error('begin refused');
    const { client } = recordingClient((text) =>
      text === 'begin' ? Promise.reject(refused) : Promise.resolve({ rows: [] }),
    );
    await client.query('begin', []);
    await expect(client.query('select 1', [])).rejects.toBe(refused);
  });
});

// A probe of the users table: its name, and its row locked.
const nameOf = prepared((db: Executor, id: number) => db.selectFrom('users').select('name').where('id', '=', id));
const lockOf = prepared((db: Executor, id: number) =>
  db.selectFrom('users').select('id').where('id', '=', id).forUpdate(),
);
const everything = prepared((db: Executor, id: number) => db.selectFrom('users').selectAll().where('id', '=', id));
/** A read whose text holds a `*` (run unnamed inside a transaction, ADR 0040) on PostgreSQL; the name on SQLite. */
const lockOrName = (dialect: string, id: number) => (dialect === 'postgres' ? everything.with(id) : nameOf.with(id));
const renamed = prepared((db: Executor, id: number, name: string) =>
  db.updateTable('users').set({ name }).where('id', '=', id).returning('name'),
);

describe.each(dialects())('inOneTrip on %s', (dialect) => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    id = (await createUser(t, { name: 'Before' })).id;
  });
  afterAll(async () => t.close());

  it('answers each query’s rows in the order given, and an empty list for a null', async () => {
    const [names, none, locked] = await t.db
      .transaction()
      .execute((trx) =>
        inOneTrip(trx, [nameOf.with(id), null, dialect === 'postgres' ? lockOf.with(id) : nameOf.with(id)]),
      );
    expect(names).toEqual([{ name: 'Before' }]);
    expect(none).toEqual([]);
    expect(locked).toHaveLength(1);
  });

  it('runs the queries in the order given: a read after a write sees it', async () => {
    const [written, read] = await t.db
      .transaction()
      .execute((trx) => inOneTrip(trx, [renamed.with(id, 'Written'), nameOf.with(id)]));
    expect(written).toEqual([{ name: 'Written' }]);
    expect(read).toEqual([{ name: 'Written' }]);
  });

  it('throws the first failure and rolls the transaction back', async () => {
    const before = await nameOf.takeFirst(t.db, id);
    const run = t.db
      .transaction()
      .execute((trx) =>
        inOneTrip(trx, [renamed.with(id, 'Changed'), renamed.with(id, null as unknown as string), nameOf.with(id)]),
      );
    // the name may not be null; on PostgreSQL the read sent behind it fails too, and is not what is thrown
    await expect(run).rejects.toThrow(/null/i);
    expect(await nameOf.takeFirst(t.db, id)).toEqual(before);
  });

  it('throws the first failure in the order sent when it is the transaction’s first statement', async () => {
    // The first statement goes with the held begin, a longer way to its answer than the reads
    // behind it, whose "current transaction is aborted" may settle first: never the one thrown.
    for (let round = 0; round < 5; round++) {
      const run = t.db
        .transaction()
        .execute((trx) =>
          inOneTrip(trx, [renamed.with(id, null as unknown as string), nameOf.with(id), lockOrName(dialect, id)]),
        );
      await expect(run).rejects.toThrow(/null/i);
    }
  });

  if (dialect === 'postgres') {
    it('sends a read behind a lock that runs once the lock is held, and reads what the holder committed', async () => {
      // another transaction holds the row's lock, then changes the row again and commits
      let held!: () => void;
      const locked = new Promise<void>((resolve) => {
        held = resolve;
      });
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holder = t.db.transaction().execute(async (trx) => {
        await renamed.execute(trx, id, 'Held');
        held();
        await gate;
        await renamed.execute(trx, id, 'Committed');
      });
      await locked;
      let settled = false;
      const together = t.db
        .transaction()
        .execute((trx) => inOneTrip(trx, [lockOf.with(id), nameOf.with(id)]))
        .finally(() => {
          settled = true;
        });
      await new Promise((resolve) => setTimeout(resolve, 150));
      // the read waits behind the lock, so nothing has been answered yet
      expect(settled).toBe(false);
      release();
      await holder;
      const [, read] = await together;
      expect(read).toEqual([{ name: 'Committed' }]);
    });
  }
});

describe.each(dialects().filter((d) => d === 'postgres'))('pipeline mode against %s', () => {
  let url: string;
  let drop: () => Promise<void>;
  let client: pg.Client;
  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
    client = new pg.Client({ connectionString: url, pipeline: true });
    await client.connect();
    useNamedStatements(client as unknown as Parameters<typeof useNamedStatements>[0]);
    await client.query('create table pipeline_probe (id integer primary key)');
  });
  afterAll(async () => {
    await client.end();
    await drop();
  });

  it('runs the first statement inside the transaction the held begin opened', async () => {
    await client.query('begin', []);
    await client.query('insert into pipeline_probe values ($1)', [1]);
    const { rows } = await client.query('select txid_current_if_assigned() is not null as in_transaction', []);
    expect(rows).toEqual([{ in_transaction: true }]);
    await client.query('rollback', []);
    expect((await client.query('select count(*)::int as n from pipeline_probe', [])).rows).toEqual([{ n: 0 }]);
  });
});
