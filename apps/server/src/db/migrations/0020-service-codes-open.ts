import { type Kysely, sql } from 'kysely';
import { type DaybookMigration, rebuildSqliteTable } from '../migration-helpers.js';

/**
 * The four service codes of the original list, as migration 0013 seeded them. A row is put back
 * (inactive) only when attendance records name a code whose row an admin deleted before this
 * migration (an unused code could be deleted, and the column's old check still allowed it).
 * Spelled out here so the migration never changes.
 */
const ORIGINAL_CODES: Record<string, { name: string; rate_cents: number }> = {
  DTA1: { name: 'Day Treatment for Adults (DTA1)', rate_cents: 325 },
  DTA2: { name: 'Day Treatment for Adults (DTA2)', rate_cents: 375 },
  DTT: { name: 'Day Treatment and Training (DTT)', rate_cents: 350 },
  SDTA: { name: 'Special Day Treatment for Adults (SDTA)', rate_cents: 450 },
};

/** The service column as 0004-care wrote it: `"service" text not null check ("service" in (…))`. */
const SERVICE_CHECK = /"service"\s+text\s+not null\s+check\s*\(\s*"service"\s+in\s*\([^)]*\)\s*\)/i;
const SERVICE_REFERENCE = '"service" text not null references "service_codes" ("code")';

async function restoreMissingCodes(db: Kysely<unknown>, no: boolean | number): Promise<void> {
  const missing = await sql<{ service: string }>`
    select distinct a.service from client_attendance a
    where not exists (select 1 from service_codes s where s.code = a.service)`.execute(db);
  const stamp = new Date().toISOString();
  for (const { service } of missing.rows) {
    const original = ORIGINAL_CODES[service] ?? { name: service, rate_cents: 0 };
    await sql`insert into service_codes
        (code, name, unit_kind, rate_cents, increment_minutes, daily_cap_minutes, min_minutes, active, requires_evv, created_at, updated_at)
      values (${service}, ${original.name}, 'hourly', ${original.rate_cents}, 15, 480, null, ${no}, ${no}, ${stamp}, ${stamp})`.execute(
      db,
    );
  }
}

/** SQLite: the table rebuilt with the foreign key in place of the check (migration-helpers.ts). */
function rebuildOnSqlite(db: Kysely<unknown>): Promise<void> {
  return rebuildSqliteTable(db, {
    table: 'client_attendance',
    migration: '0020',
    find: SERVICE_CHECK,
    replace: SERVICE_REFERENCE,
    done: (definition) => definition.includes('references "service_codes"'),
    unexpected: 'the service column of client_attendance is not as 0004-care wrote it',
    broken: 'attendance records name unknown service codes',
    before: (trx) => restoreMissingCodes(trx, 0),
  });
}

/** PostgreSQL drops the check (named by the server) and adds the foreign key in place. */
async function alterOnPostgres(db: Kysely<unknown>): Promise<void> {
  await restoreMissingCodes(db, false);
  const checks = await sql<{ name: string }>`
    select conname as name from pg_constraint
    where conrelid = 'client_attendance'::regclass and contype = 'c'
      and pg_get_constraintdef(oid) like '%service%DTA1%'`.execute(db);
  for (const { name } of checks.rows) {
    await sql`alter table client_attendance drop constraint ${sql.id(name)}`.execute(db);
  }
  await sql`alter table client_attendance
    add constraint client_attendance_service_fkey foreign key (service) references service_codes (code)`.execute(db);
}

/**
 * Service codes are data (issue 14, ADR 0016, docs/billing-rules.md): an attendance record's
 * service is any row of `service_codes` (a foreign key) rather than one of the four codes the
 * column's check listed. Which codes a new or changed record may name (active ones, and the four
 * original codes) is decided by the attendance operations. Every existing record, index and
 * trigger is kept.
 */
export const serviceCodesOpen: DaybookMigration = {
  async up(db, t) {
    if (t.dialect === 'sqlite') await rebuildOnSqlite(db);
    else await alterOnPostgres(db);
  },
};
