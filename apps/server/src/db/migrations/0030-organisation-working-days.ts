import { sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';
import { DEFAULT_HOURS } from './0025-organisation-hours-es.js';

/**
 * The days of the week the program opens (docs/product-rules.md §10, "Late"), as weekday numbers
 * 0 = Sunday … 6 = Saturday, comma-separated; lateness is marked on those days only. Monday to
 * Friday by default, as the default opening hours say ("Mon-Fri 8am-4pm"). An organisation that
 * had already written other hours keeps every day, the lateness it had before this column, until
 * an admin chooses its days.
 */
export const organisationWorkingDays: DaybookMigration = {
  async up(db) {
    await db.schema
      .alterTable('organisation')
      .addColumn('working_days', 'text', (col) => col.notNull().defaultTo('1,2,3,4,5'))
      .execute();
    await sql`update organisation set working_days = '0,1,2,3,4,5,6' where hours_text <> ${DEFAULT_HOURS.en}`.execute(
      db,
    );
  },
  async down(db) {
    await db.schema.alterTable('organisation').dropColumn('working_days').execute();
  },
};
