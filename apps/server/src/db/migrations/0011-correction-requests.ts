import { sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/**
 * Correction requests (docs/payroll-rules.md): an employee proposes new times for one of their
 * days (or a day never punched) with a reason; their manager or an admin approves (the day is
 * changed, the original values kept in work_day_corrections and the audit) or denies with a note.
 * At most one pending request per user, date and work day, by a partial unique index.
 */
export const correctionRequests: DaybookMigration = {
  async up(db, t) {
    await t
      .id(db.schema.createTable('correction_requests'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('work_date', t.date, (c) => c.notNull())
      .addColumn('work_day_id', 'integer', (c) => c.references('work_days.id').onDelete('set null'))
      .addColumn('check_in_at', t.instant)
      .addColumn('check_out_at', t.instant)
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'denied')`),
      )
      .addColumn('note', 'text')
      .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('decided_at', t.instant)
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .execute();
    await sql`create unique index correction_requests_one_pending
      on correction_requests (user_id, work_date, coalesce(work_day_id, 0))
      where status = 'pending'`.execute(db);
    await db.schema
      .createIndex('correction_requests_status_idx')
      .on('correction_requests')
      .columns(['status', 'work_date'])
      .execute();
    await db.schema
      .createIndex('correction_requests_user_idx')
      .on('correction_requests')
      .columns(['user_id', 'work_date'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('correction_requests').execute();
  },
};
