import { execFile } from 'node:child_process';
import { chmod, copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, type Dialect, openDatabase } from '../db/database.js';
import { migrateToLatest, pendingMigrations } from '../db/migrate.js';

/**
 * Backup and restore while the server runs (docs/operations.md): SQLite through its online backup
 * API, PostgreSQL through `pg_dump` in custom format. A restore goes only into an empty database,
 * after the file has been checked, and ends with the integrity checks.
 */

const run = promisify(execFile);

/** The embedded database's file name inside DATA_DIR (db/database.ts). */
export const SQLITE_FILE = 'daybook.sqlite';

export interface Target {
  databaseUrl?: string | undefined;
  dataDir: string;
}

export interface IntegrityReport {
  dialect: Dialect;
  /** Rows per table, for the operator to compare with what they expect. */
  tables: Record<string, number>;
}

export interface BackupResult {
  dialect: Dialect;
  file: string;
  bytes: number;
  /** The tables whose data the backup holds. */
  tables: string[];
}

/** `2026-11-24T01:02:03.456Z` → `20261124T010203Z`, a file-name-safe UTC stamp. */
export const backupStamp = (now: Date) => `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** Writes a consistent copy of the configured database to a dated file in `outDir`. */
export async function backupDatabase(target: Target, outDir: string, now: Date): Promise<BackupResult> {
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const dialect: Dialect = target.databaseUrl ? 'postgres' : 'sqlite';
  const file = path.resolve(outDir, `daybook-${backupStamp(now)}.${dialect === 'sqlite' ? 'sqlite' : 'pgdump'}`);
  const partial = `${file}.partial`;
  try {
    if (target.databaseUrl) {
      // One snapshot: pg_dump reads everything in a single repeatable-read transaction.
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', partial, target.databaseUrl]);
      await run('pg_restore', ['--list', partial]);
    } else {
      const source = new SQLite(path.join(target.dataDir, SQLITE_FILE), { readonly: true, fileMustExist: true });
      try {
        // SQLite's online backup copies a step of pages per turn and starts over whenever another
        // connection writes in between; under a steady write load it never finished. After the first
        // step, the rest is copied in one step: one read transaction, a consistent snapshot (in WAL
        // mode writers go on meanwhile). The backup runs in its own process (npm run backup), so
        // the one long step holds up no requests.
        await source.backup(partial, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
      } finally {
        source.close();
      }
      checkSqliteFile(partial);
    }
    // Health records: the copy is the owner's alone, and appears under its name only when complete.
    await chmod(partial, 0o600);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const tables = target.databaseUrl ? await postgresDumpTables(file) : sqliteFileTables(file);
  return { file, bytes: (await stat(file)).size, dialect, tables };
}

/** What kind of backup a file is, from its first bytes. */
export async function backupKind(file: string): Promise<Dialect> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0);
    const head = buffer.subarray(0, bytesRead).toString('latin1');
    if (head.startsWith('SQLite format 3\0')) return 'sqlite';
    if (head.startsWith('PGDMP')) return 'postgres';
  } finally {
    await handle.close();
  }
  throw new Error(`${file} is not a Daybook backup (neither an SQLite file nor a pg_dump custom-format archive).`);
}

/**
 * Restores a backup into the configured database, which must be empty, then migrates it to this
 * build's schema and runs the integrity checks.
 */
export async function restoreDatabase(target: Target, file: string): Promise<IntegrityReport> {
  const kind = await backupKind(file);
  const dialect: Dialect = target.databaseUrl ? 'postgres' : 'sqlite';
  if (kind !== dialect) {
    throw new Error(`${file} is a ${kind} backup but the configured database is ${dialect}.`);
  }
  if (target.databaseUrl) {
    await run('pg_restore', ['--list', file]);
    if (!(await postgresIsEmpty(target.databaseUrl))) {
      throw new Error('The target PostgreSQL database is not empty. Restore into a new, empty database.');
    }
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      '--dbname',
      target.databaseUrl,
      file,
    ]);
  } else {
    checkSqliteFile(file);
    const live = path.join(target.dataDir, SQLITE_FILE);
    if (await exists(live)) {
      throw new Error(`${live} already exists. Restore into an empty DATA_DIR (move the old database away first).`);
    }
    await mkdir(target.dataDir, { recursive: true, mode: 0o700 });
    await rm(`${live}-wal`, { force: true });
    await rm(`${live}-shm`, { force: true });
    const partial = `${live}.restoring`;
    await copyFile(file, partial);
    await chmod(partial, 0o600);
    await rename(partial, live);
  }
  const handle = openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolSize: 2 });
  try {
    await migrateToLatest(handle);
    return await checkIntegrity(handle);
  } finally {
    await handle.close();
  }
}

/**
 * The integrity checks: the schema is current, SQLite's own page and foreign-key checks pass
 * (PostgreSQL enforced its constraints while restoring), and every table can be counted.
 */
export async function checkIntegrity(handle: DatabaseHandle): Promise<IntegrityReport> {
  const pending = await pendingMigrations(handle);
  if (pending.length > 0) throw new Error(`Migrations not applied: ${pending.join(', ')}`);
  if (handle.dialect === 'sqlite') {
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(handle.db);
    const verdict = integrity.rows.map((r) => r.integrity_check).join('; ');
    if (verdict !== 'ok') throw new Error(`SQLite integrity check failed: ${verdict}`);
    const orphans = await sql`pragma foreign_key_check`.execute(handle.db);
    if (orphans.rows.length > 0) throw new Error(`${orphans.rows.length} rows break a foreign key.`);
  }
  const tables: Record<string, number> = {};
  for (const table of await handle.db.introspection.getTables()) {
    const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)}`.execute(
      handle.db,
    );
    tables[table.name] = Number(result.rows[0]?.n ?? 0);
  }
  return { dialect: handle.dialect, tables };
}

function checkSqliteFile(file: string): void {
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const verdict = copy.pragma('integrity_check', { simple: true });
    if (verdict !== 'ok') throw new Error(`${file} fails SQLite's integrity check: ${String(verdict)}`);
    const migrations = copy
      .prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get() as { n: number };
    if (migrations.n !== 1) throw new Error(`${file} is an SQLite file but not a Daybook database.`);
  } finally {
    copy.close();
  }
}

function sqliteFileTables(file: string): string[] {
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = copy
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .all() as { name: string }[];
    return rows.map((r) => r.name);
  } finally {
    copy.close();
  }
}

/** The tables a custom-format dump holds data for, from its table of contents. */
async function postgresDumpTables(file: string): Promise<string[]> {
  const { stdout } = await run('pg_restore', ['--list', file]);
  const tables: string[] = [];
  for (const line of stdout.split('\n')) {
    const match = /\bTABLE DATA \S+ (\S+) /.exec(line);
    if (match?.[1]) tables.push(match[1]);
  }
  return tables.sort();
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    return result.rows[0].n === 0;
  } finally {
    await client.end();
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
