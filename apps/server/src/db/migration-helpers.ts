import { type ColumnDataType, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from './database.js';

/**
 * Column types whose spelling differs between the two dialects (docs/ARCHITECTURE.md: dialect
 * differences stay inside the migration helpers).
 */
export class ColumnTypes {
  constructor(readonly dialect: Dialect) {}
  get instant(): ColumnDataType {
    return this.dialect === 'postgres' ? 'timestamptz' : 'text';
  }
  get date(): ColumnDataType {
    return this.dialect === 'postgres' ? 'date' : 'text';
  }
  get bool(): ColumnDataType {
    return this.dialect === 'postgres' ? 'boolean' : 'integer';
  }
  get json(): ColumnDataType {
    return 'text';
  }
  /** An auto-numbered integer primary key. */
  id<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
    return this.dialect === 'postgres'
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  }
  /** A boolean default written in the dialect's literal. */
  boolDefault(value: boolean) {
    return (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(this.dialect === 'postgres' ? value : value ? 1 : 0);
  }
}

export interface DaybookMigration {
  up(db: Kysely<unknown>, types: ColumnTypes): Promise<void>;
  down?(db: Kysely<unknown>, types: ColumnTypes): Promise<void>;
}

/** One change to a SQLite table's stored definition (rebuildSqliteTable). */
export interface SqliteTableChange {
  table: string;
  /** The migration's number, for the scratch table's name and the error messages. */
  migration: string;
  /** What the definition holds before the change, and what it becomes. */
  find: RegExp;
  replace: string;
  /** Whether a definition without `find` already has the change (the migration then does nothing). */
  done: (definition: string) => boolean;
  /** Why the migration stops when the definition has neither. */
  unexpected: string;
  /** Why the migration stops when a foreign key check fails after the rebuild. */
  broken: string;
  /** Foreign keys checked: the rebuilt table's own (default) or every table's (others point at it). */
  checkAll?: boolean;
  /** Runs in the transaction before the rebuild, and after it (before the foreign key check). */
  before?: (trx: Kysely<unknown>) => Promise<void>;
  after?: (trx: Kysely<unknown>) => Promise<void>;
}

/**
 * SQLite cannot drop a check or a table constraint: the table is rebuilt from its own stored
 * definition with only `find` replaced, so every column an earlier migration added comes along;
 * its rows are copied as they are (same ids) and its indexes and triggers are created again.
 * Foreign keys are switched off around the rebuild (outside the transaction, as SQLite requires)
 * and checked before it commits (migrations 0020, 0021, 0023).
 */
export async function rebuildSqliteTable(db: Kysely<unknown>, change: SqliteTableChange): Promise<void> {
  const { table, migration } = change;
  const stored = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const definition = stored.rows[0]?.sql;
  if (!definition) throw new Error(`${migration}: ${table} is missing`);
  if (!change.find.test(definition)) {
    if (change.done(definition)) return;
    throw new Error(`${migration}: ${change.unexpected}`);
  }
  const scratch = `${table}_${migration}`;
  const rebuilt = definition
    .replace(change.find, change.replace)
    .replace(new RegExp(`^CREATE TABLE\\s+"?${table}"?`, 'i'), `CREATE TABLE "${scratch}"`);
  const dependants = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master
    where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null
    order by type, name`.execute(db);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await change.before?.(trx);
      await sql.raw(rebuilt).execute(trx);
      await sql`insert into ${sql.id(scratch)} select * from ${sql.id(table)}`.execute(trx);
      await sql`drop table ${sql.id(table)}`.execute(trx);
      await sql`alter table ${sql.id(scratch)} rename to ${sql.id(table)}`.execute(trx);
      for (const dependant of dependants.rows) await sql.raw(dependant.sql).execute(trx);
      await change.after?.(trx);
      const broken = change.checkAll
        ? await sql`select * from pragma_foreign_key_check`.execute(trx)
        : await sql`select * from pragma_foreign_key_check(${table})`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`${migration}: ${change.broken}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
