import { sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

const inList = (column: string, values: readonly (string | number)[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

const LOCATIONS = ['GUADALUPE_DTA', 'GUADALUPE_DTT', 'GUADALUPE_SPECIAL'] as const;
const SERVICES = ['DTA1', 'DTA2', 'DTT', 'SDTA'] as const;
const TRIAL_VALUES = ['Barriers', 'HH', 'I', 'M', 'P', 'R', 'S', 'G', 'VP'] as const;

/**
 * Care documentation (issue 4, docs/product-rules.md §10): clients owned by a provider, their goals, client
 * attendance, daily progress and trials. The uniqueness rules live in constraints so that
 * simultaneous requests cannot break them: one attendance record per client, date and service;
 * one progress record per client and date; trial numbers unique per goal within a day.
 * The code lists are spelled out here (not imported) so that the migration never changes.
 */
export const care: DaybookMigration = {
  async up(db, t) {
    await t
      .id(db.schema.createTable('clients'))
      .addColumn('client_code', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('dob', t.date, (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull().check(inList('location', LOCATIONS)))
      .addColumn('bill_type', 'text', (c) => c.notNull().check(inList('bill_type', ['yearly', 'monthly', 'quarterly'])))
      .addColumn('phone', 'text')
      .addColumn('guardian', 'text')
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('active')
          .check(inList('status', ['active', 'inactive', 'pending'])),
      )
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('clients_owner_idx').on('clients').column('owner_id').execute();

    await t
      .id(db.schema.createTable('goals'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('activities', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('outcome', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('active', t.bool, t.boolDefault(true))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('goals_client_idx').on('goals').columns(['client_id', 'position']).execute();

    await t
      .id(db.schema.createTable('client_attendance'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('date', t.date, (c) => c.notNull())
      .addColumn('time_in', 'text', (c) => c.notNull())
      .addColumn('time_out', 'text')
      .addColumn('service', 'text', (c) => c.notNull().check(inList('service', SERVICES)))
      .addColumn('location', 'text', (c) => c.notNull().check(inList('location', LOCATIONS)))
      .addColumn('one_on_one', t.bool, t.boolDefault(false))
      .addColumn('absent', t.bool, t.boolDefault(false))
      .addColumn('provider_text', 'text')
      .addColumn('documentation', 'text')
      .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .addUniqueConstraint('client_attendance_client_date_service_unique', ['client_id', 'date', 'service'])
      .addCheckConstraint('client_attendance_out_after_in', sql`time_out is null or time_out > time_in`)
      .execute();
    await db.schema.createIndex('client_attendance_date_idx').on('client_attendance').column('date').execute();

    await t
      .id(db.schema.createTable('daily_progress'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('date', t.date, (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull().check(inList('location', LOCATIONS)))
      .addColumn('general_notes', 'text')
      .addColumn('additional_notes', 'text')
      .addColumn('provider_initials', 'text')
      .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .addUniqueConstraint('daily_progress_client_date_unique', ['client_id', 'date'])
      .execute();
    await db.schema.createIndex('daily_progress_date_idx').on('daily_progress').column('date').execute();

    await t
      .id(db.schema.createTable('trials'))
      .addColumn('daily_progress_id', 'integer', (c) => c.notNull().references('daily_progress.id').onDelete('cascade'))
      .addColumn('goal_id', 'integer', (c) => c.notNull().references('goals.id').onDelete('cascade'))
      .addColumn('trial_number', 'integer', (c) => c.notNull().check(sql`trial_number between 1 and 999`))
      .addColumn('percentage', 'integer', (c) =>
        c.check(sql`percentage is null or ${inList('percentage', [0, 25, 50, 75, 100])}`),
      )
      .addColumn('value', 'text', (c) => c.notNull().check(inList('value', TRIAL_VALUES)))
      .addColumn('initials', 'text')
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .addUniqueConstraint('trials_progress_goal_number_unique', ['daily_progress_id', 'goal_id', 'trial_number'])
      .execute();
    await db.schema.createIndex('trials_goal_idx').on('trials').column('goal_id').execute();
  },
  async down(db) {
    await db.schema.dropTable('trials').execute();
    await db.schema.dropTable('daily_progress').execute();
    await db.schema.dropTable('client_attendance').execute();
    await db.schema.dropTable('goals').execute();
    await db.schema.dropTable('clients').execute();
  },
};
