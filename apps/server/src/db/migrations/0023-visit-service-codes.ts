import { type Kysely, sql } from 'kysely';
import { type DaybookMigration, rebuildSqliteTable } from '../migration-helpers.js';

/**
 * The visit's service column as 0005-members-admin wrote it:
 * `"service" text default 'DTA1' not null check (service in (…))`.
 */
const SERVICE_CHECK =
  /"service"\s+text\s+default\s+'DTA1'\s+not null\s+check\s*\(\s*"?service"?\s+in\s*\([^)]*\)\s*\)/i;
const SERVICE_REFERENCE = `"service" text default 'DTA1' not null references "service_codes" ("code")`;

/**
 * SQLite: the table rebuilt with the foreign key in place of the check (migration-helpers.ts), as
 * 0020 rebuilt client_attendance. Every visit names one of the four original codes, whose rows
 * 0013/0020 guarantee.
 */
function rebuildOnSqlite(db: Kysely<unknown>): Promise<void> {
  return rebuildSqliteTable(db, {
    table: 'member_visits',
    migration: '0023',
    find: SERVICE_CHECK,
    replace: SERVICE_REFERENCE,
    done: (definition) => definition.includes('references "service_codes"'),
    unexpected: 'the service column of member_visits is not as 0005-members-admin wrote it',
    broken: 'member visits name unknown service codes',
  });
}

/** PostgreSQL drops the check (named by the server) and adds the foreign key in place. */
async function alterOnPostgres(db: Kysely<unknown>): Promise<void> {
  const checks = await sql<{ name: string }>`
    select conname as name from pg_constraint
    where conrelid = 'member_visits'::regclass and contype = 'c'
      and pg_get_constraintdef(oid) like '%service%DTA1%'`.execute(db);
  for (const { name } of checks.rows) {
    await sql`alter table member_visits drop constraint ${sql.id(name)}`.execute(db);
  }
  await sql`alter table member_visits
    add constraint member_visits_service_fkey foreign key (service) references service_codes (code)`.execute(db);
}

/**
 * A member visit's service is any row of `service_codes` (docs/evv.md "Services"), as an
 * attendance record's has been since 0020: an organisation that adds an in-home service and marks
 * it as needing EVV can authorise members for it and record visits under it. Which codes a visit
 * may name (active ones the member is authorised for) is decided by the visit operations.
 */
export const visitServiceCodes: DaybookMigration = {
  async up(db, t) {
    if (t.dialect === 'sqlite') await rebuildOnSqlite(db);
    else await alterOnPostgres(db);
  },
};
