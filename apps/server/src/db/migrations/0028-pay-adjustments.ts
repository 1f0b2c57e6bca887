import type { DaybookMigration } from '../migration-helpers.js';

/**
 * Back pay owed on approved timecards (docs/payroll-rules.md, "A rate dated into an approved
 * period"): an approved card's figures never change, so a rate entered later whose date reaches
 * into its days is paid as a row here, the difference it makes to that period's gross pay, carried
 * by the employee's next timecard not yet approved and marked paid when that one is approved.
 * An approved timecard also keeps the adjustment it paid beside its gross pay, so that its own
 * pay (gross less that adjustment) is what a neighbour's adjustment is measured against.
 */
export const payAdjustments: DaybookMigration = {
  async up(db, t) {
    await t
      .id(db.schema.createTable('pay_adjustments'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // the approved period whose pay the change altered
      .addColumn('period_start', t.date, (c) => c.notNull())
      .addColumn('cents', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id'))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      // the period whose approval paid it; null while it waits
      .addColumn('paid_in_period_start', t.date)
      .addColumn('paid_at', t.instant)
      .execute();
    await db.schema.alterTable('timecards').addColumn('adjustment_cents', 'integer').execute();
    await db.schema
      .createIndex('pay_adjustments_user_idx')
      .on('pay_adjustments')
      .columns(['user_id', 'period_start'])
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('timecards').dropColumn('adjustment_cents').execute();
    await db.schema.dropTable('pay_adjustments').execute();
  },
};
