import { type Kysely, sql } from 'kysely';
import { type DaybookMigration, rebuildSqliteTable } from '../migration-helpers.js';

/**
 * The three program locations of docs/product-rules.md §3/§9 as 0005-members-admin seeded them.
 * Spelled out here so that the migration never changes.
 */
const LEGACY: { code: string; name: string }[] = [
  { code: 'GUADALUPE_DTA', name: 'Guadalupe DTA' },
  { code: 'GUADALUPE_DTT', name: 'Guadalupe DTT' },
  { code: 'GUADALUPE_SPECIAL', name: 'Guadalupe Special DTA' },
];

/** The care tables whose `location` column 0004-care wrote with a check on the three codes. */
const CARE_TABLES = ['clients', 'client_attendance', 'daily_progress'] as const;

/** The check 0004-care wrote on the location column, as SQLite stores it. */
const LOCATION_CHECK = /\s+check\s*\(\s*"location"\s+in\s*\([^)]*\)\s*\)/i;

/** A row for each legacy code an admin deleted or renamed (active, without coordinates). */
async function ensureLegacyRows(db: Kysely<unknown>, yes: boolean | number): Promise<void> {
  const stamp = new Date().toISOString();
  for (const { code, name } of LEGACY) {
    const found = await sql<{ id: number }>`select id from locations where code = ${code}`.execute(db);
    if (found.rows.length > 0) continue;
    await sql`insert into locations (code, name, address, latitude, longitude, radius_meters, active, created_at, updated_at)
      values (${code}, ${name}, null, null, null, null, ${yes}, ${stamp}, ${stamp})`.execute(db);
  }
}

/**
 * SQLite: each care table rebuilt without the location check (migration-helpers.ts, as 0020); every
 * table's foreign keys are checked after each rebuild. A table already without it is left alone.
 */
async function dropChecksOnSqlite(db: Kysely<unknown>): Promise<void> {
  for (const table of CARE_TABLES) {
    await rebuildSqliteTable(db, {
      table,
      migration: '0022',
      find: LOCATION_CHECK,
      replace: '',
      done: () => true,
      unexpected: `the location column of ${table} is not as 0004-care wrote it`,
      broken: 'a row names a missing row after the rebuild',
      checkAll: true,
    });
  }
}

/** PostgreSQL drops the checks (named by the server) in place. */
async function dropChecksOnPostgres(db: Kysely<unknown>): Promise<void> {
  for (const table of CARE_TABLES) {
    const checks = await sql<{ name: string }>`
      select conname as name from pg_constraint
      where conrelid = ${table}::regclass and contype = 'c'
        and pg_get_constraintdef(oid) like '%location%GUADALUPE_DTA%'`.execute(db);
    for (const { name } of checks.rows) {
      await sql`alter table ${sql.table(table)} drop constraint ${sql.id(name)}`.execute(db);
    }
  }
}

/**
 * Locations are data (issue 13, ADR 0028): the admin console's locations are the one source of
 * program locations. Every legacy code gets a locations row (normally the three 0005 seeded);
 * clients, attendance records, progress notes and profiles (users) get `location_id`, a reference
 * to locations, backfilled from the code they hold. The care tables keep `location` as the
 * location's code (what the API answers, ADR 0028), without the check on the three codes, so a
 * location an admin adds can be used. A profile's location matched by code or name (any case);
 * anything else stays without a location, as before. A member may have assigned locations too
 * (`member_locations`, like 0014's `user_locations`): their visits are judged against their home
 * and those locations (docs/evv.md).
 */
export const locationsData: DaybookMigration = {
  async up(db, t) {
    await ensureLegacyRows(db, t.dialect === 'postgres' ? true : 1);
    if (t.dialect === 'sqlite') await dropChecksOnSqlite(db);
    else await dropChecksOnPostgres(db);
    for (const table of [...CARE_TABLES, 'users'] as const) {
      await db.schema
        .alterTable(table)
        .addColumn('location_id', 'integer', (c) => c.references('locations.id'))
        .execute();
      await db.schema.createIndex(`${table}_location_idx`).on(table).column('location_id').execute();
    }
    for (const table of CARE_TABLES) {
      await sql`update ${sql.table(table)} set location_id = (select l.id from locations l where l.code = ${sql.ref(`${table}.location`)})`.execute(
        db,
      );
    }
    await t
      .id(db.schema.createTable('member_locations'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addUniqueConstraint('member_locations_member_location_unique', ['member_id', 'location_id'])
      .execute();
    await sql`update users set location_id = (
        select min(l.id) from locations l
        where upper(l.code) = upper(trim(users.location)) or lower(l.name) = lower(trim(users.location)))
      where users.location is not null`.execute(db);
  },
};
