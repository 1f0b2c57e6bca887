import { type ColumnDataType, type ColumnDefinitionBuilder, sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/**
 * Location trust and EVV-complete member visits (issue 13, ADR 0017, docs/evv.md).
 * - locations already carry address, coordinates, radius_meters and active (0005); a null radius
 *   means the default of 150 m. user_locations assigns employees to locations (none assigned:
 *   every active location applies).
 * - members gain the AHCCCS-style member id, the service address with coordinates, the home
 *   geofence radius (default 300 m) and the authorised service codes (a JSON list; null: any).
 * - organisation gains the low-accuracy limit (default 200 m). Which services need EVV is
 *   service_codes.requires_evv (migration 0013).
 * - location_exceptions: one row per flagged action (outside, low_accuracy, no_location), linked
 *   to the work day or member visit; open until a manager accepts or rejects it.
 * - member_visits gain the verification status and reasons, each end's geofence result, the
 *   member's confirmation, and the latest maintenance codes; member_visit_changes keeps every
 *   after-the-fact change with the original values, codes, attestation, who and when.
 * The code lists are spelled out here (not imported) so that the migration never changes.
 */
const KINDS = ['outside', 'low_accuracy', 'no_location'];
const ACTIONS = ['check_in', 'check_out', 'pause', 'resume', 'member_check_in', 'member_check_out'];
const EXCEPTION_STATUSES = ['open', 'accepted', 'rejected'];
const VERIFICATION = ['verified', 'exception', 'manual'];
const CONFIRMATION_REASONS = ['unable', 'refused', 'not_present'];

type Build = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

const inList = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
const nullOrIn = (column: string, values: string[]) => sql`${sql.ref(column)} is null or ${inList(column, values)}`;

export const locationTrust: DaybookMigration = {
  async up(db, t) {
    // SQLite adds one column per statement
    const addColumns = async (table: string, columns: Array<[string, ColumnDataType, Build?]>) => {
      for (const [name, type, build] of columns) {
        await db.schema
          .alterTable(table)
          .addColumn(name, type, build ?? ((c) => c))
          .execute();
      }
    };

    await db.schema
      .createTable('user_locations')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addPrimaryKeyConstraint('user_locations_pk', ['user_id', 'location_id'])
      .execute();

    await addColumns('members', [
      ['member_id', 'text'],
      ['service_address', 'text'],
      ['latitude', 'double precision', (c) => c.check(sql`latitude is null or latitude between -90 and 90`)],
      ['longitude', 'double precision', (c) => c.check(sql`longitude is null or longitude between -180 and 180`)],
      ['home_radius_m', 'integer', (c) => c.notNull().defaultTo(300).check(sql`home_radius_m > 0`)],
      ['service_codes', 'text'],
    ]);
    await db.schema.createIndex('members_member_id_unique').on('members').column('member_id').unique().execute();

    await addColumns('organisation', [
      ['low_accuracy_limit_m', 'integer', (c) => c.notNull().defaultTo(200).check(sql`low_accuracy_limit_m > 0`)],
    ]);

    await addColumns('member_visits', [
      ['verification_status', 'text', (c) => c.check(nullOrIn('verification_status', VERIFICATION))],
      ['verification_reasons', 'text'],
      ['check_in_location_status', 'text'],
      ['check_in_distance_m', 'integer'],
      ['check_out_location_status', 'text'],
      ['check_out_distance_m', 'integer'],
      ['confirmation_name', 'text'],
      ['confirmation_reason', 'text', (c) => c.check(nullOrIn('confirmation_reason', CONFIRMATION_REASONS))],
      ['confirmed_at', t.instant],
      ['reason_code', 'text'],
      ['resolution_code', 'text'],
      ['attestation', 'text'],
    ]);
    await db.schema.createIndex('member_visits_date_idx').on('member_visits').columns(['visit_date', 'id']).execute();

    await t
      .id(db.schema.createTable('member_visit_changes'))
      .addColumn('visit_id', 'integer', (c) => c.notNull().references('member_visits.id').onDelete('cascade'))
      .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reason_code', 'text', (c) => c.notNull())
      .addColumn('resolution_code', 'text', (c) => c.notNull())
      .addColumn('attestation', 'text', (c) => c.notNull())
      .addColumn('before_check_in_at', t.instant, (c) => c.notNull())
      .addColumn('before_check_out_at', t.instant)
      .addColumn('before_service', 'text', (c) => c.notNull())
      .addColumn('after_check_in_at', t.instant, (c) => c.notNull())
      .addColumn('after_check_out_at', t.instant)
      .addColumn('after_service', 'text', (c) => c.notNull())
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('member_visit_changes_visit_idx')
      .on('member_visit_changes')
      .column('visit_id')
      .execute();

    await t
      .id(db.schema.createTable('location_exceptions'))
      .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', KINDS)))
      .addColumn('action', 'text', (c) => c.notNull().check(inList('action', ACTIONS)))
      .addColumn('work_day_id', 'integer', (c) => c.references('work_days.id').onDelete('cascade'))
      .addColumn('member_visit_id', 'integer', (c) => c.references('member_visits.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('occurred_at', t.instant, (c) => c.notNull())
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .addColumn('accuracy', 'double precision')
      .addColumn('distance_m', 'integer')
      .addColumn('location_id', 'integer', (c) => c.references('locations.id').onDelete('set null'))
      .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
      .addColumn('note', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(inList('status', EXCEPTION_STATUSES)))
      .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('resolved_at', t.instant)
      .addColumn('resolution_note', 'text')
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addCheckConstraint('location_exceptions_one_action', sql`(work_day_id is null) <> (member_visit_id is null)`)
      .execute();
    await db.schema
      .createIndex('location_exceptions_status_idx')
      .on('location_exceptions')
      .columns(['status', 'occurred_at'])
      .execute();
    await db.schema
      .createIndex('location_exceptions_user_idx')
      .on('location_exceptions')
      .columns(['user_id', 'status', 'occurred_at'])
      .execute();
    await db.schema
      .createIndex('location_exceptions_visit_idx')
      .on('location_exceptions')
      .column('member_visit_id')
      .execute();
    await db.schema
      .createIndex('location_exceptions_day_idx')
      .on('location_exceptions')
      .column('work_day_id')
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('location_exceptions').execute();
    await db.schema.dropTable('member_visit_changes').execute();
    await db.schema.dropTable('user_locations').execute();
  },
};
