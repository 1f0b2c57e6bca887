import { sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/**
 * Payroll-grade time (docs/payroll-rules.md, ADR 0014):
 * - organisation: the workweek's first day, the overtime threshold and multiplier (hundredths),
 *   punch rounding and the minimum wage a rate may not go below.
 * - user_rates: an employee's rate history, one rate per effective date; every user's current
 *   rate becomes their first entry.
 * - timecards: one per employee and pay period, open → submitted → approved; the figures are
 *   frozen into the row when it is approved. timecard_events: who moved it, when and why.
 */
export const payroll: DaybookMigration = {
  async up(db, t) {
    await db.schema
      .alterTable('organisation')
      .addColumn('workweek_start_day', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('organisation')
      .addColumn('overtime_threshold_hundredths', 'integer', (c) => c.notNull().defaultTo(4000))
      .execute();
    await db.schema
      .alterTable('organisation')
      .addColumn('overtime_multiplier_hundredths', 'integer', (c) => c.notNull().defaultTo(150))
      .execute();
    await db.schema
      .alterTable('organisation')
      .addColumn('rounding_minutes', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('organisation')
      .addColumn('minimum_wage_cents', 'integer', (c) => c.notNull().defaultTo(1515))
      .execute();

    await t
      .id(db.schema.createTable('user_rates'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('hourly_rate_cents', 'integer', (c) => c.notNull().check(sql`hourly_rate_cents >= 0`))
      .addColumn('effective_date', t.date, (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id'))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addUniqueConstraint('user_rates_user_date_unique', ['user_id', 'effective_date'])
      .execute();
    await sql`insert into user_rates (user_id, hourly_rate_cents, effective_date, created_at)
      select id, hourly_rate_cents, ${t.dialect === 'postgres' ? sql`(created_at at time zone 'UTC')::date` : sql`substr(created_at, 1, 10)`}, created_at
      from users`.execute(db);

    await t
      .id(db.schema.createTable('timecards'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('period_start', t.date, (c) => c.notNull())
      .addColumn('period_end', t.date, (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().defaultTo('open').check(sql`status in ('open', 'submitted', 'approved')`),
      )
      .addColumn('submitted_at', t.instant)
      .addColumn('submitted_by', 'integer', (c) => c.references('users.id'))
      .addColumn('approved_at', t.instant)
      .addColumn('approved_by', 'integer', (c) => c.references('users.id'))
      // Frozen at approval: what was paid. Null while the card is not approved.
      .addColumn('worked_seconds', 'integer')
      .addColumn('regular_seconds', 'integer')
      .addColumn('overtime_seconds', 'integer')
      .addColumn('gross_pay_cents', 'integer')
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .addUniqueConstraint('timecards_user_period_unique', ['user_id', 'period_start'])
      .execute();
    await db.schema.createIndex('timecards_period_idx').on('timecards').columns(['period_start', 'status']).execute();

    await t
      .id(db.schema.createTable('timecard_events'))
      .addColumn('timecard_id', 'integer', (c) => c.notNull().references('timecards.id').onDelete('cascade'))
      .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('submit', 'approve', 'reopen')`))
      .addColumn('actor_id', 'integer', (c) => c.references('users.id'))
      .addColumn('reason', 'text')
      .addColumn('at', t.instant, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('timecard_events_card_idx').on('timecard_events').column('timecard_id').execute();
  },
};
