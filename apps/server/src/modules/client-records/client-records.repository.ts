import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * Everything held about one client, as stored (docs/retention.md): the record, goals, attendance,
 * progress notes with their trials and signatures, and the audit entries about any of them.
 */

export const findClientRow = (db: Executor, id: number) =>
  db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();

export const clientGoalRows = (db: Executor, clientId: number) =>
  db.selectFrom('goals').selectAll().where('client_id', '=', clientId).orderBy('position').orderBy('id').execute();

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
    .where((eb: ExpressionBuilder<Database, 'audit_log'>) =>
      eb.or([
        eb.and([eb('entity', '=', 'client'), eb('entity_id', '=', id)]),
        eb.and([
          eb('entity', '=', 'goal'),
          eb(
            'entity_id',
            'in',
            eb.selectFrom('goals').select(asText('goals.id').as('id')).where('client_id', '=', clientId),
          ),
        ]),
        eb.and([
          eb('entity', '=', 'client_attendance'),
          eb(
            'entity_id',
            'in',
            eb
              .selectFrom('client_attendance')
              .select(asText('client_attendance.id').as('id'))
              .where('client_id', '=', clientId),
          ),
        ]),
        eb.and([
          eb('entity', '=', 'daily_progress'),
          eb(
            'entity_id',
            'in',
            eb
              .selectFrom('daily_progress')
              .select(asText('daily_progress.id').as('id'))
              .where('client_id', '=', clientId),
          ),
        ]),
        eb.and([
          eb('entity', '=', 'trial'),
          eb(
            'entity_id',
            'in',
            eb
              .selectFrom('trials')
              .innerJoin('daily_progress', 'daily_progress.id', 'trials.daily_progress_id')
              .select(asText('trials.id').as('id'))
              .where('daily_progress.client_id', '=', clientId),
          ),
        ]),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** The client a progress note belongs to. */
export async function clientOfProgress(db: Executor, progressId: number): Promise<number | undefined> {
  const row = await db.selectFrom('daily_progress').select('client_id').where('id', '=', progressId).executeTakeFirst();
  return row?.client_id;
}
