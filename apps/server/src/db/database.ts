import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type KyselyPlugin,
  PostgresDialect,
  SqliteDialect,
  type SqliteStatement,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { useNamedStatements } from './pg-statements.js';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL's connection pool (its sizes are reported at /metrics); SQLite has none. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** PostgreSQL types read back as the same JavaScript values SQLite gives (docs/ARCHITECTURE.md). */
const PG_TIMESTAMPTZ = 1184;
const PG_TIMESTAMP = 1114;
const PG_DATE = 1082;
const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/** PostgreSQL's text form of a UTC timestamptz: `2026-11-03 15:04:05.123+00` (fraction optional). */
const PG_UTC_INSTANT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamptz as the ISO instant SQLite stores (`2026-11-03T15:04:05.123Z`). A session in UTC
 * (the usual server setting) is rewritten by hand, which is several times faster than
 * `new Date(text)` (V8's slow path for this form) and matters on reads of thousands of instants
 * (docs/performance.md, "Timecards"); milliseconds are kept and finer digits dropped, as Date does.
 * Any other form (another session zone, years past 9999) goes through Date.
 */
export function pgInstant(value: string): string {
  const match = PG_UTC_INSTANT.exec(value);
  if (match) return `${match[1]}T${match[2]}.${(match[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  return new Date(value).toISOString();
}

function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: string) => {
      if (oid === PG_TIMESTAMPTZ) return pgInstant;
      if (oid === PG_TIMESTAMP) return (value: string) => new Date(value).toISOString();
      if (oid === PG_DATE) return (value: string) => value;
      if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format as 'text');
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** SQLite file name within dataDir, or ':memory:'. */
  sqliteFile?: string;
  /**
   * A serialized SQLite database to start from, opened in memory instead of `sqliteFile` (the
   * tests copy one migrated database rather than migrating each of theirs).
   */
  sqliteImage?: Buffer;
  poolSize?: number;
  plugins?: KyselyPlugin[];
  /**
   * Told when PostgreSQL drops an idle connection (restart, failover, an administrator's kill).
   * pg-pool discards that connection and opens a new one on the next query; without a listener
   * the pool's 'error' event would end the process.
   */
  onConnectionError?: (error: Error) => void;
}

/** Opens the embedded SQLite file, or PostgreSQL when a URL is given. */
export function openDatabase(options: OpenOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: pgTypes(),
      // a statement is sent without waiting for the answer to the one before it on the same
      // connection: a transaction's begin goes with its first statement (pg-statements.ts, ADR 0042)
      pipeline: true,
    });
    // the queries compiled once run as named statements (docs/decisions/0040-named-statements-on-postgresql.md)
    pool.on('connect', (client) => useNamedStatements(client as unknown as Parameters<typeof useNamedStatements>[0]));
    pool.on(
      'error',
      options.onConnectionError ?? ((error) => console.warn(`PostgreSQL connection lost: ${error.message}`)),
    );
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: options.plugins ?? [],
    });
    return { db, dialect: 'postgres', pool, close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? 'daybook.sqlite';
  let location = file;
  if (file !== ':memory:' && !options.sqliteImage) {
    // Health records: the folder is the owner's alone (an existing folder keeps its mode).
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    location = path.join(options.dataDir, file);
  }
  const sqlite = new SQLite(options.sqliteImage ?? location);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: options.plugins ?? [],
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** better-sqlite3 cannot bind JavaScript booleans: they are bound as 1/0 (ADR 0002). */
const toSqlite = (value: unknown) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);
const bindable = (parameters: readonly unknown[]) =>
  parameters.some((value) => typeof value === 'boolean') ? parameters.map(toSqlite) : parameters;

/**
 * Kysely prepares every query anew; compiling the SQL was the largest single cost of a request.
 * better-sqlite3 statements are reusable, so keep them by SQL text (bounded: the product's
 * queries are a few hundred shapes; values are bound, never part of the text).
 *
 * Booleans become 1/0 here, at binding, so that the repositories pass booleans to both dialects
 * alike. (A Kysely plugin did this by rewriting every query's whole operation tree before it was
 * compiled, which was 4–7 % of a request's time; docs/performance.md.)
 */
function withStatementCache(sqlite: SQLite.Database, limit = 1000) {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= limit) statements.clear();
        const prepared = sqlite.prepare(sql);
        statement = {
          reader: prepared.reader,
          all: (parameters) => prepared.all(bindable(parameters)),
          run: (parameters) => prepared.run(bindable(parameters)),
          iterate: (parameters) => prepared.iterate(bindable(parameters)),
        };
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Whether an error is a unique-constraint violation in either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A row another row still refers to (a foreign key), on either database. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * A transaction the database gave up on because of other transactions, after undoing it: a
 * deadlock or a serialization failure on PostgreSQL, a lock not available, or SQLite still busy
 * after its timeout. Nothing of it was written, and the same request may simply be sent again
 * (plugins/errors.ts answers 503 `database_busy` with `Retry-After`).
 */
export function isTransientConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '40P01' || code === '40001' || code === '55P03' || code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

/** Runs `work`; a unique violation from it becomes the error `refusal` makes, anything else passes. */
export async function refuseDuplicates<T>(refusal: () => Error, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}

/**
 * The query with `FOR UPDATE` on PostgreSQL, where a row read to be changed must be locked until
 * the transaction ends; as it is on SQLite, whose one writer at a time is already alone.
 */
export function lockedOnPostgres<Q extends { forUpdate(): Q }>(query: Q, dialect: Dialect | undefined): Q {
  return dialect === 'postgres' ? query.forUpdate() : query;
}
