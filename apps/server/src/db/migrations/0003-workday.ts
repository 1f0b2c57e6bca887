import { sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/**
 * Work days and their pauses (docs/ARCHITECTURE.md, docs/product-rules.md §10). The constraints carry the concurrency rules:
 * one work day per user and local date, and one open pause per work day, so simultaneous
 * requests cannot both succeed whatever the application code does.
 */
export const workday: DaybookMigration = {
  async up(db, t) {
    await t
      .id(db.schema.createTable('work_days'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('work_date', t.date, (c) => c.notNull())
      .addColumn('check_in_at', t.instant, (c) => c.notNull())
      .addColumn('check_out_at', t.instant)
      .addColumn('check_in_latitude', 'double precision')
      .addColumn('check_in_longitude', 'double precision')
      .addColumn('check_in_accuracy', 'double precision')
      .addColumn('check_out_latitude', 'double precision')
      .addColumn('check_out_longitude', 'double precision')
      .addColumn('check_out_accuracy', 'double precision')
      .addColumn('worked_minutes', 'integer', (c) => c.check(sql`worked_minutes is null or worked_minutes >= 0`))
      .addColumn('paused_minutes', 'integer', (c) => c.notNull().defaultTo(0).check(sql`paused_minutes >= 0`))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .addUniqueConstraint('work_days_user_date_unique', ['user_id', 'work_date'])
      .addCheckConstraint('work_days_out_after_in', sql`check_out_at is null or check_out_at >= check_in_at`)
      .execute();
    // The monitoring report reads a date range across everyone (bench/admin-report.mjs).
    await db.schema.createIndex('work_days_date_user_idx').on('work_days').columns(['work_date', 'user_id']).execute();
    // Finding a user's open day (check-out, pause) without scanning their history.
    await db.schema
      .createIndex('work_days_open_idx')
      .on('work_days')
      .column('user_id')
      .where(sql.ref('check_out_at'), 'is', null)
      .execute();

    await t
      .id(db.schema.createTable('work_day_pauses'))
      .addColumn('work_day_id', 'integer', (c) => c.notNull().references('work_days.id').onDelete('cascade'))
      .addColumn('paused_at', t.instant, (c) => c.notNull())
      .addColumn('resumed_at', t.instant)
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('resume_note', 'text')
      .addColumn('pause_latitude', 'double precision')
      .addColumn('pause_longitude', 'double precision')
      .addColumn('pause_accuracy', 'double precision')
      .addColumn('resume_latitude', 'double precision')
      .addColumn('resume_longitude', 'double precision')
      .addColumn('resume_accuracy', 'double precision')
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addCheckConstraint('work_day_pauses_resume_after_pause', sql`resumed_at is null or resumed_at >= paused_at`)
      .execute();
    await db.schema.createIndex('work_day_pauses_day_idx').on('work_day_pauses').column('work_day_id').execute();
    // At most one open pause per work day.
    await db.schema
      .createIndex('work_day_pauses_open_unique')
      .on('work_day_pauses')
      .column('work_day_id')
      .unique()
      .where(sql.ref('resumed_at'), 'is', null)
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('work_day_pauses').execute();
    await db.schema.dropTable('work_days').execute();
  },
};
