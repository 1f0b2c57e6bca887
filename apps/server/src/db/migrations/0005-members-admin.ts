import { type Kysely, sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

const SERVICES = ['DTA1', 'DTA2', 'DTT', 'SDTA'] as const;

interface LocationSeed {
  locations: {
    code: string;
    name: string;
    address: string;
    latitude: number;
    longitude: number;
    radius_meters: number;
    created_at: string;
    updated_at: string;
  };
}

/**
 * Members check-in and the admin console (issue 5, ADR 0010).
 * - members: people served by one assigned staff member (docs/product-rules.md §3 "Member").
 * - member_visits: the six EVV data elements (who provided, for whom, service, date, start and end
 *   instants, location at both ends). One open visit per member by a partial unique index, so
 *   simultaneous check-ins cannot both succeed.
 * - locations: program locations (docs/product-rules.md §3/§9) with coordinates for later geofencing.
 * - work_day_corrections: the times of a work day before and after an administrator's correction.
 * The service list is spelled out here (not imported) so that the migration never changes.
 */
export const membersAdmin: DaybookMigration = {
  async up(db, t) {
    await t
      .id(db.schema.createTable('members'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.unique())
      .addColumn('phone', 'text')
      .addColumn('notes', 'text')
      .addColumn('assigned_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('active', t.bool, t.boolDefault(true))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('members_assigned_idx').on('members').column('assigned_user_id').execute();

    await t
      .id(db.schema.createTable('member_visits'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('provider_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('service', 'text', (c) =>
        c
          .notNull()
          .defaultTo('DTA1')
          .check(sql`service in (${sql.join(SERVICES.map((s) => sql.lit(s)))})`),
      )
      .addColumn('visit_date', t.date, (c) => c.notNull())
      .addColumn('check_in_at', t.instant, (c) => c.notNull())
      .addColumn('check_out_at', t.instant)
      .addColumn('check_in_latitude', 'double precision')
      .addColumn('check_in_longitude', 'double precision')
      .addColumn('check_in_accuracy', 'double precision')
      .addColumn('check_out_latitude', 'double precision')
      .addColumn('check_out_longitude', 'double precision')
      .addColumn('check_out_accuracy', 'double precision')
      .addColumn('worked_minutes', 'integer', (c) => c.check(sql`worked_minutes is null or worked_minutes >= 0`))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .addCheckConstraint('member_visits_out_after_in', sql`check_out_at is null or check_out_at >= check_in_at`)
      .execute();
    await db.schema
      .createIndex('member_visits_member_idx')
      .on('member_visits')
      .columns(['member_id', 'check_in_at'])
      .execute();
    await db.schema.createIndex('member_visits_provider_idx').on('member_visits').column('provider_id').execute();
    // At most one open visit per member.
    await db.schema
      .createIndex('member_visits_open_unique')
      .on('member_visits')
      .column('member_id')
      .unique()
      .where(sql.ref('check_out_at'), 'is', null)
      .execute();

    await t
      .id(db.schema.createTable('locations'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('latitude', 'double precision', (c) => c.check(sql`latitude is null or latitude between -90 and 90`))
      .addColumn('longitude', 'double precision', (c) =>
        c.check(sql`longitude is null or longitude between -180 and 180`),
      )
      .addColumn('radius_meters', 'integer', (c) => c.check(sql`radius_meters is null or radius_meters > 0`))
      .addColumn('active', t.bool, t.boolDefault(true))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .execute();
    // The three program locations of docs/product-rules.md §3/§9 (the codes clients and attendance records use),
    // around Guadalupe, AZ.
    const stamp = new Date().toISOString();
    await (db as unknown as Kysely<LocationSeed>)
      .insertInto('locations')
      .values(
        [
          ['GUADALUPE_DTA', 'Guadalupe DTA', 33.3703, -111.9633],
          ['GUADALUPE_DTT', 'Guadalupe DTT', 33.3709, -111.9627],
          ['GUADALUPE_SPECIAL', 'Guadalupe Special DTA', 33.3698, -111.964],
        ].map(([code, name, latitude, longitude]) => ({
          code: code as string,
          name: name as string,
          address: 'Guadalupe, AZ 85283',
          latitude: latitude as number,
          longitude: longitude as number,
          radius_meters: 150,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();

    await t
      .id(db.schema.createTable('work_day_corrections'))
      .addColumn('work_day_id', 'integer', (c) => c.notNull().references('work_days.id').onDelete('cascade'))
      .addColumn('corrected_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('before_check_in_at', t.instant, (c) => c.notNull())
      .addColumn('before_check_out_at', t.instant)
      .addColumn('after_check_in_at', t.instant, (c) => c.notNull())
      .addColumn('after_check_out_at', t.instant)
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('work_day_corrections_day_idx')
      .on('work_day_corrections')
      .column('work_day_id')
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('work_day_corrections').execute();
    await db.schema.dropTable('locations').execute();
    await db.schema.dropTable('member_visits').execute();
    await db.schema.dropTable('members').execute();
  },
};
