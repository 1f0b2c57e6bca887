import { type Kysely, sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/** The table constraint 0003-workday wrote, as SQLite stores it. */
const UNIQUE_USER_DATE =
  /,\s*constraint\s+"work_days_user_date_unique"\s+unique\s*\(\s*"user_id"\s*,\s*"work_date"\s*\)/i;

/**
 * SQLite cannot drop a table constraint: the table is rebuilt from its own stored definition with
 * only the UNIQUE (user_id, work_date) constraint left out, so every column an earlier migration
 * added comes along; its rows are copied as they are (same ids) and its indexes and triggers are
 * created again. Foreign keys are switched off around the rebuild (outside the transaction, as
 * SQLite requires) and checked before it commits (the same steps as 0020-service-codes-open).
 */
async function rebuildOnSqlite(db: Kysely<unknown>): Promise<void> {
  const table = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'work_days'`.execute(db);
  const definition = table.rows[0]?.sql;
  if (!definition) throw new Error('0021: work_days is missing');
  if (!UNIQUE_USER_DATE.test(definition)) {
    if (!/work_days_user_date_unique/i.test(definition)) return; // already done
    throw new Error('0021: the unique constraint of work_days is not as 0003-workday wrote it');
  }
  const rebuilt = definition
    .replace(UNIQUE_USER_DATE, '')
    .replace(/^CREATE TABLE\s+"?work_days"?/i, 'CREATE TABLE "work_days_0021"');
  const dependants = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master
    where tbl_name = 'work_days' and type in ('index', 'trigger') and sql is not null
    order by type, name`.execute(db);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql`insert into work_days_0021 select * from work_days`.execute(trx);
      await sql`drop table work_days`.execute(trx);
      await sql`alter table work_days_0021 rename to work_days`.execute(trx);
      for (const dependant of dependants.rows) await sql.raw(dependant.sql).execute(trx);
      await sql`create index work_days_user_date_idx on work_days (user_id, work_date)`.execute(trx);
      const broken = await sql`select * from pragma_foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('0021: a row names a work day that is gone');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * Split shifts (docs/decisions/0027-split-shifts.md): each work_days row is one shift, and a user
 * may have several on one local date, so the UNIQUE (user_id, work_date) constraint goes. An index
 * on (user_id, work_date) keeps a user's day and range reads fast. Exactly one open shift per user
 * is kept by the check-in's transaction, which locks the user's row (a Missing shift, a forgotten
 * check-out, stays open beside a new one, so no partial unique index can say it). Every existing
 * row stays valid as one shift.
 */
export const splitShifts: DaybookMigration = {
  async up(db, t) {
    if (t.dialect === 'sqlite') {
      await rebuildOnSqlite(db);
      return;
    }
    await sql`alter table work_days drop constraint if exists work_days_user_date_unique`.execute(db);
    await sql`create index if not exists work_days_user_date_idx on work_days (user_id, work_date)`.execute(db);
  },
};
