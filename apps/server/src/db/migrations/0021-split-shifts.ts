import { type Kysely, sql } from 'kysely';
import { type DaybookMigration, rebuildSqliteTable } from '../migration-helpers.js';

/** The table constraint 0003-workday wrote, as SQLite stores it. */
const UNIQUE_USER_DATE =
  /,\s*constraint\s+"work_days_user_date_unique"\s+unique\s*\(\s*"user_id"\s*,\s*"work_date"\s*\)/i;

/**
 * SQLite: the table rebuilt without the UNIQUE (user_id, work_date) constraint (migration-helpers.ts,
 * as 0020), its index added; every table's foreign keys are checked, since pauses and corrections
 * point at work days.
 */
function rebuildOnSqlite(db: Kysely<unknown>): Promise<void> {
  return rebuildSqliteTable(db, {
    table: 'work_days',
    migration: '0021',
    find: UNIQUE_USER_DATE,
    replace: '',
    done: (definition) => !/work_days_user_date_unique/i.test(definition),
    unexpected: 'the unique constraint of work_days is not as 0003-workday wrote it',
    broken: 'a row names a work day that is gone',
    checkAll: true,
    after: async (trx) => {
      await sql`create index work_days_user_date_idx on work_days (user_id, work_date)`.execute(trx);
    },
  });
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
