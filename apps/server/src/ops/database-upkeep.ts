import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';

/** What the start-up check says about the database's own upkeep (docs/operations.md, "PostgreSQL upkeep"). */
export interface UpkeepFinding {
  setting: string;
  value: string;
  message: string;
}

/**
 * PostgreSQL settings Daybook relies on being left at their defaults: autovacuum, and the table
 * statistics it works from. A check-out, a pause, a refreshed session and an idempotent retry each
 * update a row, and PostgreSQL keeps the old version until a vacuum; with autovacuum off the
 * tables read on every clock action (`work_days`, `sessions`, `refresh_tokens`) grow dead rows all
 * day and every lock and read walks them. SQLite has no such upkeep: it reuses freed pages itself.
 */
export async function checkDatabaseUpkeep(database: Pick<DatabaseHandle, 'db' | 'dialect'>): Promise<UpkeepFinding[]> {
  if (database.dialect !== 'postgres') return [];
  const { rows } = await sql<{ name: string; setting: string }>`
    select name, setting from pg_settings where name in ('autovacuum', 'track_counts') order by name
  `.execute(database.db);
  return upkeepFindings(rows);
}

/** The findings for PostgreSQL's settings as `pg_settings` gives them (name and setting). */
export function upkeepFindings(rows: readonly { name: string; setting: string }[]): UpkeepFinding[] {
  const findings: UpkeepFinding[] = [];
  for (const row of rows) {
    if (row.setting !== 'off') continue;
    findings.push({
      setting: row.name,
      value: row.setting,
      message:
        row.name === 'autovacuum'
          ? 'PostgreSQL autovacuum is off: rows Daybook updates all day (work days, sessions) leave dead versions that are never cleared, and clock actions slow down as they grow. Turn it on, or vacuum on a schedule (docs/operations.md, "PostgreSQL upkeep").'
          : 'PostgreSQL track_counts is off: autovacuum cannot see which tables need a vacuum or fresh statistics (docs/operations.md, "PostgreSQL upkeep").',
    });
  }
  return findings;
}
