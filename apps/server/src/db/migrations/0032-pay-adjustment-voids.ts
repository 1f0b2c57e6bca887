import { sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/**
 * Back pay that will never be paid (docs/payroll-rules.md, "A reopened period and its back pay"):
 * back pay still waiting on a period an admin reopens, which its recomputation at the current rates
 * pays instead, and a shared workweek's difference paid by a card that is reopened and so computes
 * it again. The row is kept, with who voided it, when and why; nothing is deleted.
 *
 * Rows left waiting by a reopen before this migration are voided by it (no one: `voided_by` null):
 * those owed on a period that is not approved now, and those recorded before their period's
 * current approval (it was reopened since and re-approved at the rates that include them).
 */
export const payAdjustmentVoids: DaybookMigration = {
  async up(db, t) {
    await db.schema.alterTable('pay_adjustments').addColumn('voided_at', t.instant).execute();
    await db.schema
      .alterTable('pay_adjustments')
      .addColumn('voided_by', 'integer', (c) => c.references('users.id'))
      .execute();
    await db.schema.alterTable('pay_adjustments').addColumn('void_reason', 'text').execute();
    const now = new Date().toISOString();
    await sql`
      update pay_adjustments set voided_at = ${now}, void_reason = 'period_reopened'
      where paid_in_period_start is null and not exists (
        select 1 from timecards c
        where c.user_id = pay_adjustments.user_id and c.period_start = pay_adjustments.period_start
          and c.status = 'approved' and c.approved_at <= pay_adjustments.created_at
      )`.execute(db);
  },
  async down(db) {
    await db.schema.alterTable('pay_adjustments').dropColumn('void_reason').execute();
    await db.schema.alterTable('pay_adjustments').dropColumn('voided_by').execute();
    await db.schema.alterTable('pay_adjustments').dropColumn('voided_at').execute();
  },
};
