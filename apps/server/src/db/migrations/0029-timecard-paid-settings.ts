import type { DaybookMigration } from '../migration-helpers.js';

/**
 * The payroll settings an approved timecard was paid under (docs/payroll-rules.md, "A rate dated
 * into an approved period"): the time zone, workweek, overtime threshold and multiplier, rounding
 * and minimum wage, as JSON, frozen at approval beside its figures and cleared when it is reopened.
 * Back pay on that period is then computed under them, not under settings changed since. Cards
 * approved before this column existed hold null and are computed under the current settings.
 */
export const timecardPaidSettings: DaybookMigration = {
  async up(db) {
    await db.schema.alterTable('timecards').addColumn('paid_settings', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('timecards').dropColumn('paid_settings').execute();
  },
};
