import { sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/**
 * The day-program services as they stood before issue 14 (docs/product-rules.md §3: DTA1, DTA2, DTT, SDTA), now
 * rows: adult day treatment billed hourly in quarter hours with an 8-hour daily cap per client
 * (docs/billing-rules.md). The rates are starting values per quarter-hour unit; an admin sets the
 * agency's contracted rates in the admin console. Spelled out here so the migration never changes.
 */
const SEED = [
  { code: 'DTA1', name: 'Day Treatment for Adults (DTA1)', rate_cents: 325 },
  { code: 'DTA2', name: 'Day Treatment for Adults (DTA2)', rate_cents: 375 },
  { code: 'DTT', name: 'Day Treatment and Training (DTT)', rate_cents: 350 },
  { code: 'SDTA', name: 'Special Day Treatment for Adults (SDTA)', rate_cents: 450 },
] as const;

/**
 * Billing (issue 14, ADR 0016): service codes as data and service authorizations.
 * - service_codes: code (unique), name, unit kind and rate per unit in cents, the hourly increment
 *   and daily cap, the daily minimum, active, and requires_evv (read by electronic visit verification).
 * - service_authorizations: a client's authorised units of one service code for an inclusive date
 *   range, with the payer's authorization number; who created it and when.
 * Attendance keeps its check-constrained service codes (docs/product-rules.md §3) (as locations did in ADR 0010); every one
 * of them has a row here, so each record's units come from the data.
 */
export const billing: DaybookMigration = {
  async up(db, t) {
    await t
      .id(db.schema.createTable('service_codes'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('unit_kind', 'text', (c) => c.notNull().check(sql`unit_kind in ('minutes15', 'hourly', 'daily')`))
      .addColumn('rate_cents', 'integer', (c) => c.notNull().check(sql`rate_cents >= 0`))
      .addColumn('increment_minutes', 'integer', (c) =>
        c.check(sql`increment_minutes is null or increment_minutes > 0`),
      )
      .addColumn('daily_cap_minutes', 'integer', (c) =>
        c.check(sql`daily_cap_minutes is null or daily_cap_minutes > 0`),
      )
      .addColumn('min_minutes', 'integer', (c) => c.check(sql`min_minutes is null or min_minutes >= 0`))
      .addColumn('active', t.bool, t.boolDefault(true))
      .addColumn('requires_evv', t.bool, t.boolDefault(false))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .execute();

    const stamp = new Date().toISOString();
    await db
      .insertInto('service_codes' as never)
      .values(
        SEED.map((row) => ({
          ...row,
          unit_kind: 'hourly',
          increment_minutes: 15,
          daily_cap_minutes: 480,
          min_minutes: null,
          created_at: stamp,
          updated_at: stamp,
        })) as never,
      )
      .execute();

    await t
      .id(db.schema.createTable('service_authorizations'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('service_code', 'text', (c) => c.notNull().references('service_codes.code'))
      .addColumn('authorization_number', 'text', (c) => c.notNull())
      .addColumn('units', 'integer', (c) => c.notNull().check(sql`units > 0`))
      .addColumn('start_date', t.date, (c) => c.notNull())
      .addColumn('end_date', t.date, (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addCheckConstraint('service_authorizations_dates_in_order', sql`start_date <= end_date`)
      .execute();
    await db.schema
      .createIndex('service_authorizations_client_idx')
      .on('service_authorizations')
      .columns(['client_id', 'service_code', 'start_date'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('service_authorizations').execute();
    await db.schema.dropTable('service_codes').execute();
  },
};
