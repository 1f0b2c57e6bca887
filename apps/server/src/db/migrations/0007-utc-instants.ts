import { type Kysely, sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/** An ISO instant written with a zone offset (…-07:00) rather than in UTC (…Z). */
const WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?[+-]\d\d:\d\d$/;
/** The same, as a JSON string value inside an audit snapshot. */
const WITH_OFFSET_IN_JSON = /"(\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?[+-]\d\d:\d\d)"/g;

/** The UTC form of an instant written with an offset; anything else is kept as it is. */
export function toUtc(text: string): string {
  if (!WITH_OFFSET.test(text)) return text;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? text : instant.toISOString();
}

/** A snapshot with every offset instant inside rewritten in UTC. */
export function snapshotToUtc(json: string): string {
  return json.replace(WITH_OFFSET_IN_JSON, (whole, instant: string) => {
    const utc = toUtc(instant);
    return utc === instant ? whole : `"${utc}"`;
  });
}

/** Instant columns are named `at` or `…_at` (docs/ARCHITECTURE.md "Data": instants are ISO UTC). */
const isInstantColumn = (name: string) => name === 'at' || name.endsWith('_at');

async function sqliteColumnsToUtc(db: Kysely<unknown>): Promise<void> {
  const tables = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db);
  for (const { name: table } of tables.rows) {
    const columns = (
      await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${table})`.execute(db)
    ).rows
      .filter((c) => isInstantColumn(c.name) && c.type.toLowerCase() === 'text')
      .map((c) => c.name);
    if (columns.length === 0) continue;
    // A row's instants are rewritten together, in one update, so a check between two of them
    // (check-out not before check-in) never sees one column in UTC and the other with an offset.
    const rows = await sql<Record<string, string | number | null>>`
      select rowid as rid, ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table)}
      where ${sql.join(
        columns.map((c) => sql`(${sql.ref(c)} is not null and ${sql.ref(c)} not like '%Z')`),
        sql` or `,
      )}`.execute(db);
    for (const row of rows.rows) {
      const changes = columns
        .map((c) => [c, row[c]] as const)
        .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string')
        .map(([c, value]) => [c, toUtc(value), value] as const)
        .filter(([, utc, value]) => utc !== value);
      if (changes.length === 0) continue;
      await sql`update ${sql.table(table)} set ${sql.join(
        changes.map(([c, utc]) => sql`${sql.ref(c)} = ${utc}`),
      )} where rowid = ${row.rid}`.execute(db);
    }
  }
}

async function auditSnapshotsToUtc(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: number; before: string | null; after: string | null }>`
    select id, ${sql.ref('before')} as before, ${sql.ref('after')} as after from audit_log
    where ${sql.ref('before')} like '%-__:__"%' or ${sql.ref('before')} like '%+__:__"%'
       or ${sql.ref('after')} like '%-__:__"%' or ${sql.ref('after')} like '%+__:__"%'`.execute(db);
  for (const row of rows.rows) {
    const before = row.before === null ? null : snapshotToUtc(row.before);
    const after = row.after === null ? null : snapshotToUtc(row.after);
    if (before !== row.before || after !== row.after) {
      await sql`update audit_log set ${sql.ref('before')} = ${before}, ${sql.ref('after')} = ${after} where id = ${row.id}`.execute(
        db,
      );
    }
  }
}

/**
 * Issue 10 item 15: the SQLite demo seeds and the SQLite audit log kept some instants with the
 * organisation's offset (…-07:00), so text comparisons against UTC bounds put entries after 17:00
 * Phoenix on the wrong day. Every instant is now written in UTC; this rewrites the rows already
 * written: on SQLite every text column named `at` or `…_at`, on both dialects the instants inside
 * the audit log's before/after snapshots (PostgreSQL's timestamptz columns hold instants, not text).
 * Re-running it changes nothing.
 */
export const utcInstants: DaybookMigration = {
  async up(db, t) {
    if (t.dialect === 'sqlite') await sqliteColumnsToUtc(db);
    await auditSnapshotsToUtc(db);
  },
};
