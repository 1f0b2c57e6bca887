import type { Clock } from './clock.js';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { ensureOrganisation } from './modules/organisation/organisation.repository.js';

/** Opens the configured database, brings its schema up to date and makes sure the organisation row exists. */
export async function prepareDatabase(config: Config, clock: Clock): Promise<DatabaseHandle> {
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(handle);
  await ensureOrganisation(handle.db, clock.now());
  return handle;
}
