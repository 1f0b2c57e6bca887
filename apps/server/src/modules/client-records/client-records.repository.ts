import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * Everything held about one client, as stored (docs/retention.md): the record, goals, attendance,
 * progress notes with their trials and signatures, and the audit entries about any of them.
 */

export const findClientRow = (db: Executor, id: number) =>
  db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();

export const clientAttendanceRows = (db: Executor, clientId: number) =>
  db
    .selectFrom('client_attendance')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('date')
    .orderBy('id')
    .execute();

export const clientProgressRows = (db: Executor, clientId: number) =>
  db.selectFrom('daily_progress').selectAll().where('client_id', '=', clientId).orderBy('date').orderBy('id').execute();

export const clientTrialRows = (db: Executor, clientId: number) =>
  db
    .selectFrom('trials as t')
    .innerJoin('daily_progress as p', 'p.id', 't.daily_progress_id')
    .selectAll('t')
    .where('p.client_id', '=', clientId)
    .orderBy('t.daily_progress_id')
    .orderBy('t.goal_id')
    .orderBy('t.trial_number')
    .execute();

/** Ids as the audit log keeps them (text), for an `entity_id in (…)` subquery. */
const asText = (column: string) => sql<string>`cast(${sql.ref(column)} as text)`;

/**
 * The audit entries about the client or any record of theirs that still exists (the client row,
 * goals, attendance, progress notes, trials), oldest first.
 */
export function clientAuditRows(db: Executor, clientId: number) {
  const id = String(clientId);
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where((eb: ExpressionBuilder<Database, 'audit_log'>) => {
      /** The client's rows of a table with a client_id, their ids as text. */
      const ofClient = (table: 'goals' | 'client_attendance' | 'daily_progress') =>
        eb
          .selectFrom(table)
          .select(asText(`${table}.id`).as('id'))
          .where('client_id', '=', clientId);
      const trialsOfClient = eb
        .selectFrom('trials')
        .innerJoin('daily_progress', 'daily_progress.id', 'trials.daily_progress_id')
        .select(asText('trials.id').as('id'))
        .where('daily_progress.client_id', '=', clientId);
      const about = (entity: string, ids: ReturnType<typeof ofClient> | typeof trialsOfClient) =>
        eb.and([eb('entity', '=', entity), eb('entity_id', 'in', ids)]);
      return eb.or([
        eb.and([eb('entity', '=', 'client'), eb('entity_id', '=', id)]),
        about('goal', ofClient('goals')),
        about('client_attendance', ofClient('client_attendance')),
        about('daily_progress', ofClient('daily_progress')),
        about('trial', trialsOfClient),
      ]);
    })
    .orderBy('id')
    .execute();
}

/** The client a progress note belongs to. */
export async function clientOfProgress(db: Executor, progressId: number): Promise<number | undefined> {
  const row = await db.selectFrom('daily_progress').select('client_id').where('id', '=', progressId).executeTakeFirst();
  return row?.client_id;
}
