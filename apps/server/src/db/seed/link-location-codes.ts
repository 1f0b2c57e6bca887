import { sql } from 'kysely';
import type { Executor } from '../database.js';

/**
 * Links the demo's rows written with only a location code (clients, care records, users) to their
 * locations row, as migration 0022 did for the rows it found (ADR 0028). A seed step like the
 * migration, so it writes those tables itself rather than through a feature.
 */
export async function linkLocationCodes(db: Executor): Promise<void> {
  for (const table of ['clients', 'client_attendance', 'daily_progress', 'users'] as const) {
    await sql`update ${sql.table(table)} set location_id = (select l.id from locations l where l.code = ${sql.ref(`${table}.location`)})
      where location_id is null and location is not null`.execute(db);
  }
}
