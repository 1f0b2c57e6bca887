import { sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/**
 * The date the user's current hourly rate next changes (docs/payroll-rules.md, "The current
 * rate"): `users.hourly_rate_cents` keeps the rate in effect today for the screens that show it,
 * and a rate entered ahead of its effective date takes over on that date. With the date beside
 * the rate, a read that finds it reached refreshes both from the history (payroll/current-rate.ts)
 * and every other read costs nothing. Every user with a history starts with its first date, so
 * each one's current rate is checked against the history once.
 */
export const rateNextDate: DaybookMigration = {
  async up(db, t) {
    await db.schema.alterTable('users').addColumn('hourly_rate_next_date', t.date).execute();
    await sql`update users set hourly_rate_next_date =
      (select min(r.effective_date) from user_rates r where r.user_id = users.id)`.execute(db);
  },
  async down(db) {
    await db.schema.alterTable('users').dropColumn('hourly_rate_next_date').execute();
  },
};
