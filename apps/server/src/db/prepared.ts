import {
  type Compilable,
  type CompiledQuery,
  createQueryId,
  PostgresAdapter,
  type QueryResult,
  SqliteAdapter,
  type UnknownRow,
} from 'kysely';
import type { Executor } from './database.js';
import { nameStatement } from './pg-statements.js';

/** Stands for the i-th argument while a prepared query is built and compiled once. */
class Placeholder {
  constructor(readonly index: number) {}
}

interface Template {
  query: CompiledQuery;
  /** The SQL as Kysely compiled it (the same as `query.sql` but on SQLite). */
  compiledSql: string;
  /** Per bound parameter: the argument it takes (its index), or -1 for a constant of the query. */
  sources: number[];
}

/**
 * The SQL with each bound parameter `?` written `+?` (outside quoted text and names), for SQLite.
 *
 * SQLite's query planner reads the values bound to a bare `?` where they might choose the plan (a
 * `LIMIT ?`, a key compared in a join or before an ORDER BY, …) and then marks the statement to be
 * compiled again whenever a value is bound to it: with better-sqlite3, which binds every call's
 * values anew, such a statement was parsed and planned again on every run, 15–35 µs each, the
 * largest cost of the session read and of the work-day reads (docs/performance.md, "Where the time
 * of one authenticated read goes"). `+?` is the same value with the same (no) affinity, compared
 * with the column's affinity and collation as before and still matched to its index; the planner
 * just does not look inside it, so the statement is compiled once. The plans are the same
 * (apps/server/test/prepared.test.ts compares them for every prepared query).
 */
export function opaqueParameters(sql: string): string {
  let out = '';
  let quote: string | null = null;
  for (const c of sql) {
    if (quote) {
      // a doubled quote inside quoted text is that quote character, and the text goes on
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') {
      quote = c;
    } else if (c === '[') {
      quote = ']';
    } else if (c === '?') {
      out += '+';
    }
    out += c;
  }
  return out;
}

/** Every prepared query's SQL as Kysely compiles it for a database and as it is run there. */
const definitions: ((db: Executor) => { compiled: string; run: string })[] = [];

/**
 * The SQL of every prepared query defined so far (the modules that define them loaded), as
 * Kysely compiles it for this database and as it is run there (apps/server/test/prepared.test.ts).
 * A query that does not compile (an argument never bound) is left out: running it throws.
 */
export function preparedTexts(db: Executor): { compiled: string; run: string }[] {
  return definitions.flatMap((texts) => {
    try {
      return [texts(db)];
    } catch {
      return [];
    }
  });
}

/**
 * A query on one of the hot paths (every request's session read, a check-in's reads), built with
 * Kysely's query builder and compiled to SQL once per database rather than on every call: building
 * and compiling was about as costly as executing these small queries (docs/performance.md, "Where
 * the time of one authenticated read goes"). Each call binds its own arguments to the compiled
 * SQL and runs it through the executor it is given (the database or a transaction), with the
 * executor's plugins told as usual (the query timer of plugins/metrics.ts).
 *
 * `build` is called once, with placeholders for its arguments, so each argument must be used only
 * as a bound value (`where('id', '=', id)`), never inspected in JavaScript (no `if`, no lists for
 * `in`); the first compilation checks that every argument became a bound parameter.
 */
export function prepared<A extends unknown[], O>(
  build: (db: Executor, ...args: A) => Compilable<O>,
): PreparedQuery<A, O> {
  return compiledOnce(build.length - 1, build);
}

export interface PreparedQuery<A extends unknown[], O> {
  execute(db: Executor, ...args: A): Promise<O[]>;
  takeFirst(db: Executor, ...args: A): Promise<O | undefined>;
  /** The query with its arguments, to be sent with others by `inOneTrip`. */
  with(...args: A): BoundQuery<O>;
}

/** A prepared query and its arguments (`PreparedQuery.with`), run by `inOneTrip`. */
export interface BoundQuery<O> {
  /** The compiled query with its parameters bound, for the executor `db`. */
  compile(db: Executor): CompiledQuery<O>;
}

type RowsOf<T> = { -readonly [K in keyof T]: T[K] extends BoundQuery<infer O> | null ? O[] : never };

/**
 * Runs prepared queries in the order given and answers each one's rows (an empty list for a
 * `null`). On PostgreSQL they go to the connection together, each without waiting for the answer
 * to the one before it (node-postgres's pipeline mode, database.ts): PostgreSQL still runs them
 * one after the other, in that order, so a read sent behind a lock runs once the lock is held. It
 * saves the round trips between them (docs/decisions/0042-pipelined-statements-on-postgresql.md).
 * Only for queries whose arguments do not depend on each other's answers, inside a transaction
 * (outside one each query is a transaction of its own, and a failure would leave the others
 * running). When one fails, the ones after it fail too and the first failure in the order given is
 * thrown. SQLite runs them one
 * after the other as usual. The executor's plugins are told of each query as `execute` tells them.
 */
export async function inOneTrip<const T extends readonly (BoundQuery<unknown> | null)[]>(
  db: Executor,
  queries: T,
): Promise<RowsOf<T>> {
  const executor = db.getExecutor();
  const compiled = queries.map((query) => (query === null ? null : query.compile(db)));
  if (!(executor.adapter instanceof PostgresAdapter)) {
    const rows: unknown[][] = [];
    for (const run of compiled) {
      if (!run) {
        rows.push([]);
        continue;
      }
      executor.transformQuery(run.query, run.queryId);
      rows.push([...(await executor.executeQuery(run)).rows]);
    }
    return rows as RowsOf<T>;
  }
  return executor.provideConnection(async (connection) => {
    // Each is sent as its turn in this loop comes (runOne's first step is synchronous), and the
    // executor's plugins are told of it before it is sent and once its own answer is in, as
    // Kysely's executeQuery does (the query timer, plugins/metrics.ts).
    const runOne = async (run: CompiledQuery): Promise<unknown[]> => {
      executor.transformQuery(run.query, run.queryId);
      let result = (await connection.executeQuery(run)) as QueryResult<UnknownRow>;
      for (const plugin of executor.plugins) result = await plugin.transformResult({ result, queryId: run.queryId });
      return [...result.rows];
    };
    const settled = await Promise.allSettled(compiled.map((run) => (run ? runOne(run) : Promise.resolve([]))));
    // The first failure in the order sent, not the first to settle: behind a failed statement a
    // transaction's later ones fail too ("current transaction is aborted"), and their rejections
    // may settle first.
    const failed = settled.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown[]>).value) as RowsOf<T>;
  });
}

/**
 * A prepared query (as `prepared`) whose one argument is a record with the fixed `keys`, such as
 * the columns an insert or an update writes: each key is bound as a parameter of its own, so the
 * columns are named once rather than as one positional argument each. `keys` must name every key
 * of the record (checked by the type).
 */
export function preparedRecord<R extends object, K extends keyof R & string, O>(
  keys: readonly K[] & ([Exclude<keyof R, K>] extends [never] ? unknown : never),
  build: (db: Executor, record: R) => Compilable<O>,
): PreparedQuery<[R], O> {
  const query = compiledOnce<unknown[], O>(keys.length, (db, ...args) =>
    build(db, Object.fromEntries(keys.map((key, i) => [key, args[i]])) as R),
  );
  const args = (record: R) => keys.map((key) => record[key]);
  return {
    execute: (db, record) => query.execute(db, ...args(record)),
    takeFirst: (db, record) => query.takeFirst(db, ...args(record)),
    with: (record) => query.with(...args(record)),
  };
}

function compiledOnce<A extends unknown[], O>(
  arity: number,
  build: (db: Executor, ...args: A) => Compilable<O>,
): PreparedQuery<A, O> {
  // by the executor's adapter: the same for the database, its transactions and its plugins
  const templates = new WeakMap<object, Template>();

  function template(db: Executor): Template {
    const executor = db.getExecutor();
    let found = templates.get(executor.adapter);
    if (!found) {
      const placeholders = Array.from({ length: arity }, (_, i) => new Placeholder(i));
      const compiled = build(db, ...(placeholders as A)).compile();
      const query =
        executor.adapter instanceof SqliteAdapter ? { ...compiled, sql: opaqueParameters(compiled.sql) } : compiled;
      const sources = query.parameters.map((value) => (value instanceof Placeholder ? value.index : -1));
      for (let i = 0; i < arity; i++) {
        if (!sources.includes(i)) throw new Error(`prepared query: argument ${i} is never bound (${query.sql})`);
      }
      // on PostgreSQL each runs as a named statement, parsed once per connection (pg-statements.ts)
      if (executor.adapter instanceof PostgresAdapter) nameStatement(query.sql);
      found = { query, compiledSql: compiled.sql, sources };
      templates.set(executor.adapter, found);
    }
    return found;
  }

  definitions.push((db) => {
    const { query, compiledSql } = template(db);
    return { compiled: compiledSql, run: query.sql };
  });

  function compile(db: Executor, args: A): CompiledQuery<O> {
    const { query, sources } = template(db);
    const parameters = sources.map((source, i) => (source < 0 ? query.parameters[i] : args[source]));
    return { ...query, parameters, queryId: createQueryId() } as CompiledQuery<O>;
  }

  async function execute(db: Executor, ...args: A): Promise<O[]> {
    const executor = db.getExecutor();
    const run = compile(db, args);
    executor.transformQuery(run.query, run.queryId);
    const result = await executor.executeQuery<O>(run);
    return result.rows;
  }

  return {
    execute,
    async takeFirst(db, ...args) {
      return (await execute(db, ...args))[0];
    },
    with: (...args) => ({ compile: (db) => compile(db, args) }),
  };
}

/**
 * Compiles only when `Missing` is `never`: `NoneMissing<Exclude<keyof Row, (typeof columns)[number]>>`
 * stops the build when a migration adds a column that a hot statement's list of a row's columns
 * lacks (the lists that stand for `*`, ADR 0040).
 */
export type NoneMissing<Missing extends never> = Missing;
