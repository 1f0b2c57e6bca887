import { randomBytes } from 'node:crypto';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import { type DatabaseHandle, type Executor, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { ensureOrganisation } from './modules/organisation/organisation.repository.js';

/** Opens the configured database, brings its schema up to date and makes sure the organisation row exists. */
export async function prepareDatabase(config: Config, clock: Clock): Promise<DatabaseHandle> {
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(handle);
  await ensureOrganisation(handle.db, clock.now());
  return handle;
}

/**
 * The JWT signing key: JWT_SECRET when set, otherwise one generated on first start and kept in
 * the database, so a fresh clone needs no set-up, no secret is committed, and every instance on
 * one PostgreSQL agrees (docs/security.md). The insert is first-writer-wins, so simultaneous first
 * starts end with one key.
 */
export async function resolveJwtSecret(db: Executor, fromEnvironment: string, clock: Clock): Promise<string> {
  if (fromEnvironment) return fromEnvironment;
  await db
    .insertInto('app_secrets')
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url'), created_at: clock.now().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', 'jwt').executeTakeFirstOrThrow();
  return row.value;
}
