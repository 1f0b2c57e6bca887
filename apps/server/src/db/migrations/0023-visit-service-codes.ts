import { type Kysely, sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/**
 * The visit's service column as 0005-members-admin wrote it:
 * `"service" text default 'DTA1' not null check (service in (…))`.
 */
const SERVICE_CHECK =
  /"service"\s+text\s+default\s+'DTA1'\s+not null\s+check\s*\(\s*"?service"?\s+in\s*\([^)]*\)\s*\)/i;
const SERVICE_REFERENCE = `"service" text default 'DTA1' not null references "service_codes" ("code")`;

/**
 * SQLite cannot drop a check constraint: the table is rebuilt from its own stored definition with
 * only the service column changed (the way 0020 rebuilt client_attendance), its rows copied with
 * their ids, its indexes created again; foreign keys are off around the rebuild and checked before
 * it commits. Every visit names one of the four original codes, whose rows 0013/0020 guarantee.
 */
async function rebuildOnSqlite(db: Kysely<unknown>): Promise<void> {
  const table = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'member_visits'`.execute(db);
  const definition = table.rows[0]?.sql;
  if (!definition) throw new Error('0023: member_visits is missing');
  if (!SERVICE_CHECK.test(definition)) {
    if (definition.includes('references "service_codes"')) return; // already done
    throw new Error('0023: the service column of member_visits is not as 0005-members-admin wrote it');
  }
  const rebuilt = definition
    .replace(SERVICE_CHECK, SERVICE_REFERENCE)
    .replace(/^CREATE TABLE\s+"?member_visits"?/i, 'CREATE TABLE "member_visits_0023"');
  const dependants = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master
    where tbl_name = 'member_visits' and type in ('index', 'trigger') and sql is not null
    order by type, name`.execute(db);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql`insert into member_visits_0023 select * from member_visits`.execute(trx);
      await sql`drop table member_visits`.execute(trx);
      await sql`alter table member_visits_0023 rename to member_visits`.execute(trx);
      for (const dependant of dependants.rows) await sql.raw(dependant.sql).execute(trx);
      const broken = await sql`select * from pragma_foreign_key_check('member_visits')`.execute(trx);
      if (broken.rows.length > 0) throw new Error('0023: member visits name unknown service codes');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
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
