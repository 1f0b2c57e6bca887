import { type ColumnDataType, type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/**
 * Offline actions and the device's time (issue 15, ADR 0023, docs/offline.md).
 * - organisation.offline_max_age_hours (default 72): how old an offline action may be.
 * - work_days, work_day_pauses and member_visits: for each end of the record, whether it was
 *   recorded offline (`*_offline`) and when the server received it (`*_received_at`, null when
 *   recorded online). The record's own instant (check_in_at, paused_at …) is the effective one:
 *   the device's time for an accepted offline action, else the server's.
 * - location_exceptions.kind gains 'offline': every offline punch is put before a manager. SQLite
 *   cannot change a CHECK constraint, so there the table is rebuilt from its own DDL with the list
 *   extended (same columns, same rows, same indexes).
 * The lists are spelled out here so that this migration never changes.
 */
type Build = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

const OLD_KINDS = "'outside', 'low_accuracy', 'no_location'";
const NEW_KINDS = "'outside', 'low_accuracy', 'no_location', 'offline'";

async function allowOfflineKind(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table location_exceptions drop constraint if exists location_exceptions_kind_check`.execute(db);
    await sql`alter table location_exceptions add constraint location_exceptions_kind_check
      check (kind in (${sql.raw(NEW_KINDS)}))`.execute(db);
    return;
  }
  const table = (
    await sql<{
      sql: string;
    }>`select sql from sqlite_master where type = 'table' and name = 'location_exceptions'`.execute(db)
  ).rows[0];
  const indexes = (
    await sql<{ sql: string }>`select sql from sqlite_master
      where type = 'index' and tbl_name = 'location_exceptions' and sql is not null`.execute(db)
  ).rows;
  if (!table?.sql.includes(OLD_KINDS)) throw new Error('location_exceptions: the kind list is not the expected one');
  const ddl = table.sql
    .replace(OLD_KINDS, NEW_KINDS)
    .replace(/^create table "?location_exceptions"?/i, 'create table "location_exceptions_next"');
  await sql.raw(ddl).execute(db);
  await sql`insert into location_exceptions_next select * from location_exceptions`.execute(db);
  await sql`drop table location_exceptions`.execute(db);
  await sql`alter table location_exceptions_next rename to location_exceptions`.execute(db);
  for (const index of indexes) await sql.raw(index.sql).execute(db);
}

export const offlineActions: DaybookMigration = {
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
    const ends = (a: string, b: string): Array<[string, ColumnDataType, Build?]> => [
      [`${a}_offline`, t.bool, t.boolDefault(false)],
      [`${a}_received_at`, t.instant],
      [`${b}_offline`, t.bool, t.boolDefault(false)],
      [`${b}_received_at`, t.instant],
    ];
    await addColumns('organisation', [
      [
        'offline_max_age_hours',
        'integer',
        (c) => c.notNull().defaultTo(72).check(sql`offline_max_age_hours between 1 and 168`),
      ],
    ]);
    await addColumns('work_days', ends('check_in', 'check_out'));
    await addColumns('work_day_pauses', ends('pause', 'resume'));
    await addColumns('member_visits', ends('check_in', 'check_out'));
    await allowOfflineKind(db, t.dialect);
  },
};
