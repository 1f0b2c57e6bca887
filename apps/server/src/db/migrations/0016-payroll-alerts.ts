import { type Kysely, sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/**
 * Exact work-day seconds (issue 12, ADR 0019, docs/payroll-rules.md "Exact time"):
 * work_days gain `worked_seconds` (null while the day is open) and `paused_seconds`, and every
 * closed day's figures are computed again from its stored instants and pauses, so the seconds a
 * per-day minute floor lost come back. `worked_minutes` and `paused_minutes` stay, for the
 * clients that read them. The arithmetic is spelled out here (not imported) so that this
 * migration never changes: instants truncated to the second, pauses clipped to the shift and
 * merged where they overlap, an open pause running to check-out.
 *
 * work_day_corrections may now hold a day's creation by a manager or an administrator: its
 * `before_check_in_at` becomes nullable (before = nothing) and `action` says which it is
 * ('correct' or 'create'). SQLite cannot drop a NOT NULL, so there the table is rebuilt.
 */

type Instant = string | Date;
const seconds = (instant: Instant) => Math.floor(new Date(instant).getTime() / 1000);

export function exactSeconds(
  checkIn: Instant,
  checkOut: Instant,
  pauses: readonly { paused_at: Instant; resumed_at: Instant | null }[],
): { worked: number; paused: number } {
  const start = seconds(checkIn);
  const end = seconds(checkOut);
  if (end <= start) return { worked: 0, paused: 0 };
  const spans = pauses
    .map((p) => [Math.max(start, seconds(p.paused_at)), Math.min(end, p.resumed_at ? seconds(p.resumed_at) : end)])
    .filter(([s, e]) => (e as number) > (s as number))
    .sort((a, b) => (a[0] as number) - (b[0] as number)) as [number, number][];
  let paused = 0;
  let cursor = start;
  for (const [s, e] of spans) {
    const from = Math.max(s, cursor);
    if (e > from) {
      paused += e - from;
      cursor = e;
    }
  }
  return { worked: end - start - paused, paused };
}

const BATCH = 2000;

async function backfill(db: Kysely<unknown>): Promise<void> {
  let after = 0;
  for (;;) {
    const days = (
      await sql<{ id: number; check_in_at: Instant; check_out_at: Instant }>`
        select id, check_in_at, check_out_at from work_days
        where check_out_at is not null and id > ${after} order by id limit ${BATCH}`.execute(db)
    ).rows;
    if (days.length === 0) return;
    after = Number(days[days.length - 1]?.id);
    const ids = days.map((d) => Number(d.id));
    const pauses = (
      await sql<{ work_day_id: number; paused_at: Instant; resumed_at: Instant | null }>`
        select work_day_id, paused_at, resumed_at from work_day_pauses
        where work_day_id in (${sql.join(ids)})`.execute(db)
    ).rows;
    const byDay = new Map<number, typeof pauses>();
    for (const p of pauses) {
      const list = byDay.get(Number(p.work_day_id)) ?? [];
      list.push(p);
      byDay.set(Number(p.work_day_id), list);
    }
    for (const day of days) {
      const time = exactSeconds(day.check_in_at, day.check_out_at, byDay.get(Number(day.id)) ?? []);
      await sql`update work_days set worked_seconds = ${time.worked}, paused_seconds = ${time.paused}
        where id = ${day.id}`.execute(db);
    }
  }
}

async function correctionsAllowCreation(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table work_day_corrections alter column before_check_in_at drop not null`.execute(db);
    await sql`alter table work_day_corrections add column action text not null default 'correct'
      check (action in ('correct', 'create'))`.execute(db);
    return;
  }
  await sql`create table work_day_corrections_next (
    id integer primary key autoincrement,
    work_day_id integer not null references work_days(id) on delete cascade,
    corrected_by integer references users(id) on delete set null,
    reason text not null,
    before_check_in_at text,
    before_check_out_at text,
    after_check_in_at text not null,
    after_check_out_at text,
    created_at text not null,
    action text not null default 'correct' check (action in ('correct', 'create'))
  )`.execute(db);
  await sql`insert into work_day_corrections_next (id, work_day_id, corrected_by, reason, before_check_in_at,
      before_check_out_at, after_check_in_at, after_check_out_at, created_at)
    select id, work_day_id, corrected_by, reason, before_check_in_at, before_check_out_at, after_check_in_at,
      after_check_out_at, created_at from work_day_corrections`.execute(db);
  await sql`drop table work_day_corrections`.execute(db);
  await sql`alter table work_day_corrections_next rename to work_day_corrections`.execute(db);
  await sql`create index work_day_corrections_day_idx on work_day_corrections (work_day_id)`.execute(db);
}

export const payrollAlerts: DaybookMigration = {
  async up(db, t) {
    await db.schema.alterTable('work_days').addColumn('worked_seconds', 'integer').execute();
    await db.schema
      .alterTable('work_days')
      .addColumn('paused_seconds', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // PostgreSQL runs migrations inside a transaction already; SQLite's updates share one here.
    if (db.isTransaction) await backfill(db);
    else await db.transaction().execute(backfill);
    await correctionsAllowCreation(db, t.dialect);
  },
  async down(db) {
    await db.schema.alterTable('work_days').dropColumn('paused_seconds').execute();
    await db.schema.alterTable('work_days').dropColumn('worked_seconds').execute();
  },
};
