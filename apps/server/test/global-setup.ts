import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';

/**
 * Decides once per run whether PostgreSQL takes part. CI sets REQUIRE_POSTGRES=1 so that an
 * unreachable server fails the run instead of silently testing SQLite alone.
 *
 * It brings the server's build up to date for the tests that run the real process (buildServer),
 * and migrates one database of each dialect, once: every test app starts from a copy of it
 * (helper.ts, createTestApp) instead of running every migration again per test file, which was
 * most of the PostgreSQL suite's time. The tests of the migrations themselves still migrate
 * empty databases (openFreshDatabase, createPostgresDatabase).
 */
export default async function setup({ provide }: { provide: (key: string, value: unknown) => void }) {
  buildServer();
  const cleanups: (() => Promise<void>)[] = [];
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  let available = false;
  try {
    await client.connect();
    await client.query('select 1');
    available = true;
  } catch (error) {
    if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error(`PostgreSQL is required (REQUIRE_POSTGRES=1) but ${adminUrl} is unreachable: ${error}`);
    }
    console.warn(`PostgreSQL at ${adminUrl} is unreachable; API tests run on SQLite only.`);
  } finally {
    await client.end().catch(() => {});
  }
  provide('postgresAdminUrl', available ? adminUrl : null);
  provide('redisUrl', await reachableRedis());

  const folder = mkdtempSync(path.join(tmpdir(), 'daybook-test-template-'));
  cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
  provide('sqliteTemplate', await migratedSqliteFile(folder));
  if (available) {
    const template = await migratedPostgresDatabase(adminUrl);
    cleanups.push(template.drop);
    provide('postgresTemplate', template.name);
  } else {
    provide('postgresTemplate', null);
  }
  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}

/**
 * The tests that start the real process run the built entry points (server-process.ts): `tsc -b`
 * brings `dist/` up to date with the source, and does nothing when it is (as under `npm test`,
 * which builds first).
 */
function buildServer(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const result = spawnSync(process.execPath, ['scripts/tsc.mjs', '-b', 'packages/domain', 'apps/server'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`building the server failed:\n${result.stdout}${result.stderr}`);
}

/** A migrated SQLite database written to a file (in rollback-journal mode, so it opens in memory). */
async function migratedSqliteFile(folder: string): Promise<string> {
  const file = path.join(folder, 'migrated.sqlite');
  const handle = openDatabase({ dataDir: folder, sqliteFile: ':memory:' });
  try {
    await migrateToLatest(handle);
    await sql`vacuum into ${sql.lit(file)}`.execute(handle.db);
  } finally {
    await handle.close();
  }
  return file;
}

/**
 * A migrated PostgreSQL database that test databases are created from (`create database … template`).
 * Nothing stays connected to it: PostgreSQL copies a template only while no one else is.
 */
async function migratedPostgresDatabase(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `daybook_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent', poolSize: 1 });
  try {
    await migrateToLatest(handle);
  } catch (error) {
    await handle.close();
    await drop();
    throw error;
  }
  await handle.close();
  return { name, drop };
}

/** Redis takes part when reachable; CI sets REQUIRE_REDIS=1 so the shared-limit tests must run. */
async function reachableRedis(): Promise<string | null> {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch (error) {
    if (process.env.REQUIRE_REDIS === '1')
      throw new Error(`Redis is required (REQUIRE_REDIS=1) but ${url} is unreachable: ${error}`);
    console.warn(`Redis at ${url} is unreachable; the shared rate-limit tests do not run.`);
    return null;
  } finally {
    redis.disconnect();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string | null;
    redisUrl: string | null;
    /** A migrated SQLite database file that test apps start from (a copy in memory each). */
    sqliteTemplate: string;
    /** The migrated PostgreSQL database that test apps' databases are created from, when PostgreSQL takes part. */
    postgresTemplate: string | null;
  }
}
