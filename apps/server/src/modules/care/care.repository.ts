import { type Insertable, type Selectable, type SelectQueryBuilder, sql, type Updateable } from 'kysely';
import type { Actor } from '../../context.js';
import { type Dialect, type Executor, lockedOnPostgres } from '../../db/database.js';
import { deleteById } from '../../db/delete-by-id.js';
import { prepared } from '../../db/prepared.js';
import type {
  ClientAttendanceRow,
  ClientAttendanceTable,
  ClientRow,
  ClientTable,
  DailyProgressRow,
  DailyProgressTable,
  Database,
  GoalRow,
  GoalTable,
  TrialRow,
  TrialTable,
} from '../../db/schema.js';
import { seesAllClients } from './care.policy.js';

/**
 * The query narrowed to the records of the clients (joined as `c`) the actor may see: every
 * client's, or only their own clients' (seesAllClients, care.policy.ts).
 */
function visibleTo<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  actor: Actor,
): SelectQueryBuilder<DB, TB, O> {
  return seesAllClients(actor) ? query : query.where(sql.ref('c.owner_id'), '=', actor.id as never);
}

/** The query's first row, locked for the rest of the transaction on PostgreSQL (SQLite writes one at a time). */
function firstLocked<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  dialect: Dialect,
): Promise<O | undefined> {
  return lockedOnPostgres(query, dialect).executeTakeFirst();
}

/** A client with its owner's name. */
export interface ClientView extends ClientRow {
  owner_name: string;
  /** The name of the client's locations row (ADR 0028); null for a row written without location_id. */
  location_name: string | null;
}

/** Clients with their owner's name (`c`), whoever owns them. */
export function clientsQuery(db: Executor) {
  return db
    .selectFrom('clients as c')
    .innerJoin('users as o', 'o.id', 'c.owner_id')
    .leftJoin('locations as l', 'l.id', 'c.location_id')
    .selectAll('c')
    .select(['o.name as owner_name', 'l.name as location_name']);
}

// The list behind GET /api/clients/, compiled once (db/prepared.ts, docs/performance.md): every
// client's for who sees all clients, else the owner's own (the two cases of visibleTo).
const allClientsQuery = prepared((db: Executor) =>
  clientsQuery(db).orderBy('c.last_name').orderBy('c.first_name').orderBy('c.id'),
);
const ownClientsQuery = prepared((db: Executor, ownerId: number) =>
  clientsQuery(db).where('c.owner_id', '=', ownerId).orderBy('c.last_name').orderBy('c.first_name').orderBy('c.id'),
);

/** The clients the actor may see, last name first. */
export function listVisibleClients(db: Executor, actor: Actor): Promise<ClientView[]> {
  return seesAllClients(actor) ? allClientsQuery.execute(db) : ownClientsQuery.execute(db, actor.id);
}

/** One client the actor may see, or undefined (another provider's client looks missing). */
export function findVisibleClient(db: Executor, actor: Actor, id: number): Promise<ClientView | undefined> {
  return visibleTo(clientsQuery(db).where('c.id', '=', id), actor).executeTakeFirst();
}

/** A visible client by business client id. */
export function findVisibleClientByCode(db: Executor, actor: Actor, code: string): Promise<ClientView | undefined> {
  return visibleTo(clientsQuery(db).where('c.client_code', '=', code), actor).executeTakeFirst();
}

/** A client row whoever owns it, locked for the transaction on PostgreSQL. */
export function lockClient(db: Executor, id: number, dialect: Dialect): Promise<ClientRow | undefined> {
  const query = db.selectFrom('clients').selectAll().where('id', '=', id);
  return firstLocked(query, dialect);
}

export function listGoals(db: Executor, clientId: number): Promise<GoalRow[]> {
  return db
    .selectFrom('goals')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** A client attendance record with what its presentation needs. */
export interface AttendanceView extends ClientAttendanceRow {
  client_code: string;
  first_name: string;
  last_name: string;
  owner_id: number;
  created_by_name: string;
  progress_id: number | null;
}

export interface AttendanceFilter {
  id?: number;
  date?: string;
  from?: string;
  to?: string;
  location?: string;
  clientId?: number;
  ownerId?: number;
}

/** Attendance records of the clients the actor may see, newest first. */
export function listVisibleAttendance(
  db: Executor,
  actor: Actor,
  filter: AttendanceFilter = {},
): Promise<AttendanceView[]> {
  let query = db
    .selectFrom('client_attendance as a')
    .innerJoin('clients as c', 'c.id', 'a.client_id')
    .innerJoin('users as u', 'u.id', 'a.created_by')
    .leftJoin('daily_progress as p', (join) =>
      join.onRef('p.client_id', '=', 'a.client_id').onRef('p.date', '=', 'a.date'),
    )
    .selectAll('a')
    .select([
      'c.client_code',
      'c.first_name',
      'c.last_name',
      'c.owner_id',
      'u.name as created_by_name',
      'p.id as progress_id',
    ]);
  query = visibleTo(query, actor);
  if (filter.id !== undefined) query = query.where('a.id', '=', filter.id);
  if (filter.date !== undefined) query = query.where('a.date', '=', filter.date);
  if (filter.from !== undefined) query = query.where('a.date', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('a.date', '<=', filter.to);
  if (filter.location !== undefined) query = query.where('a.location', '=', filter.location);
  if (filter.clientId !== undefined) query = query.where('a.client_id', '=', filter.clientId);
  if (filter.ownerId !== undefined) query = query.where('c.owner_id', '=', filter.ownerId);
  return query.orderBy('a.date', 'desc').orderBy('a.time_in', 'desc').orderBy('a.id', 'desc').execute();
}

/**
 * A row of a client's record table by id when its client is visible to the actor, locked for the
 * rest of the transaction on PostgreSQL (with its client row).
 */
function lockVisibleRecord<T extends 'client_attendance' | 'daily_progress'>(
  db: Executor,
  actor: Actor,
  table: T,
  id: number,
  dialect: Dialect,
): Promise<Selectable<Database[T]> | undefined> {
  // typed as the attendance table: both tables have the only columns the query names (id, client_id)
  const query = db
    .selectFrom(`${table} as r` as 'client_attendance as r')
    .innerJoin('clients as c', 'c.id', 'r.client_id')
    .selectAll('r')
    .where('r.id', '=', id);
  return firstLocked(visibleTo(query, actor), dialect) as Promise<Selectable<Database[T]> | undefined>;
}

/** An attendance row of a visible client, locked on PostgreSQL (with its client row). */
export function lockVisibleAttendance(
  db: Executor,
  actor: Actor,
  id: number,
  dialect: Dialect,
): Promise<ClientAttendanceRow | undefined> {
  return lockVisibleRecord(db, actor, 'client_attendance', id, dialect);
}

/** A progress record with its client's business id and owner. */
export interface ProgressView extends DailyProgressRow {
  client_code: string;
  owner_id: number;
}

export interface ProgressFilter {
  id?: number;
  clientId?: number;
  date?: string;
}

export function listVisibleProgress(db: Executor, actor: Actor, filter: ProgressFilter = {}): Promise<ProgressView[]> {
  let query = db
    .selectFrom('daily_progress as p')
    .innerJoin('clients as c', 'c.id', 'p.client_id')
    .selectAll('p')
    .select(['c.client_code', 'c.owner_id']);
  query = visibleTo(query, actor);
  if (filter.id !== undefined) query = query.where('p.id', '=', filter.id);
  if (filter.clientId !== undefined) query = query.where('p.client_id', '=', filter.clientId);
  if (filter.date !== undefined) query = query.where('p.date', '=', filter.date);
  return query.orderBy('p.date', 'desc').orderBy('p.id', 'desc').execute();
}

/** A progress row of a visible client, locked on PostgreSQL. */
export function lockVisibleProgress(
  db: Executor,
  actor: Actor,
  id: number,
  dialect: Dialect,
): Promise<DailyProgressRow | undefined> {
  return lockVisibleRecord(db, actor, 'daily_progress', id, dialect);
}

export function findProgressByClientDate(
  db: Executor,
  clientId: number,
  date: string,
  dialect: Dialect,
): Promise<DailyProgressRow | undefined> {
  const query = db.selectFrom('daily_progress').selectAll().where('client_id', '=', clientId).where('date', '=', date);
  return firstLocked(query, dialect);
}

export function listTrials(db: Executor, progressId: number): Promise<TrialRow[]> {
  return db
    .selectFrom('trials as t')
    .innerJoin('goals as g', 'g.id', 't.goal_id')
    .selectAll('t')
    .where('t.daily_progress_id', '=', progressId)
    .orderBy('g.position')
    .orderBy('t.goal_id')
    .orderBy('t.trial_number')
    .orderBy('t.id')
    .execute();
}

/** A trial with its progress record's client, when that client is visible; locked on PostgreSQL. */
export function lockVisibleTrial(
  db: Executor,
  actor: Actor,
  id: number,
  dialect: Dialect,
): Promise<(TrialRow & { client_id: number }) | undefined> {
  const query = db
    .selectFrom('trials as t')
    .innerJoin('daily_progress as p', 'p.id', 't.daily_progress_id')
    .innerJoin('clients as c', 'c.id', 'p.client_id')
    .selectAll('t')
    .select('p.client_id')
    .where('t.id', '=', id);
  // The note's row (and its client's) is what a trial's writers hold, the trial's own is not: a
  // Save Progress holds the note and then writes its trials, so a lock taken on the trial first
  // deadlocked with it on PostgreSQL (walkthrough 40). The note's lock also makes the edit wait
  // for a signing of the note (trial-checks.ts).
  const visible = visibleTo(query, actor);
  return (dialect === 'postgres' ? visible.forUpdate(['p', 'c']) : visible).executeTakeFirst();
}

/** Trials of a client between two dates (inclusive) with the day they were recorded on. */
export function listClientTrialsBetween(db: Executor, clientId: number, from: string, to: string) {
  return db
    .selectFrom('trials as t')
    .innerJoin('daily_progress as p', 'p.id', 't.daily_progress_id')
    .select(['t.goal_id', 't.value', 'p.date'])
    .where('p.client_id', '=', clientId)
    .where('p.date', '>=', from)
    .where('p.date', '<=', to)
    .execute();
}

export function insertClient(db: Executor, values: Insertable<ClientTable>) {
  return db.insertInto('clients').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateClientRow(db: Executor, id: number, changes: Updateable<ClientTable>) {
  return db.updateTable('clients').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Whether the row was there to delete (a simultaneous delete may have gone first). */
export function deleteClientRow(db: Executor, id: number): Promise<boolean> {
  return deleteById(db, 'clients', id);
}

/** Whether the client has attendance or progress records (such a client is kept: set it inactive). */
export async function clientHasRecords(db: Executor, clientId: number): Promise<boolean> {
  const [attendance, progress] = await Promise.all([
    db.selectFrom('client_attendance').select('id').where('client_id', '=', clientId).limit(1).executeTakeFirst(),
    db.selectFrom('daily_progress').select('id').where('client_id', '=', clientId).limit(1).executeTakeFirst(),
  ]);
  return attendance !== undefined || progress !== undefined;
}

/** Every goal as stored (the admin console's list and record). */
export function goalsQuery(db: Executor) {
  return db.selectFrom('goals').selectAll();
}

/** The highest goal position of a client (0 when it has none). */
export async function lastGoalPosition(db: Executor, clientId: number): Promise<number> {
  const last = await db
    .selectFrom('goals')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(last?.p ?? 0);
}

export function insertGoal(db: Executor, values: Insertable<GoalTable>) {
  return db.insertInto('goals').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateGoalRow(db: Executor, id: number, changes: Updateable<GoalTable>): Promise<void> {
  await db.updateTable('goals').set(changes).where('id', '=', id).execute();
}

/** Whether the row was there to delete (a simultaneous delete may have gone first). */
export function deleteGoalRow(db: Executor, id: number): Promise<boolean> {
  return deleteById(db, 'goals', id);
}

/** Whether trials reference the goal (such a goal is kept: set it inactive). */
export async function goalHasTrials(db: Executor, goalId: number): Promise<boolean> {
  const trial = await db.selectFrom('trials').select('id').where('goal_id', '=', goalId).limit(1).executeTakeFirst();
  return trial !== undefined;
}

/**
 * Locks a goal row for the rest of the transaction on PostgreSQL, so the check for trials and the
 * delete cannot interleave with a trial being recorded (SQLite writes one at a time already).
 */
export async function lockGoal(db: Executor, id: number, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('goals').select('id').where('id', '=', id).forUpdate().execute();
}

/** Whether the user owns clients or wrote attendance or progress records. */
export async function hasCareRecordsBy(db: Executor, userId: number): Promise<boolean> {
  const found = await Promise.all([
    db.selectFrom('clients').select('id').where('owner_id', '=', userId).limit(1).executeTakeFirst(),
    db.selectFrom('client_attendance').select('id').where('created_by', '=', userId).limit(1).executeTakeFirst(),
    db.selectFrom('daily_progress').select('id').where('created_by', '=', userId).limit(1).executeTakeFirst(),
  ]);
  return found.some((row) => row !== undefined);
}

/** Every client's id, business id and names (exports that name clients). */
export function listClientNames(db: Executor) {
  return db.selectFrom('clients').select(['id', 'client_code', 'first_name', 'last_name']).execute();
}

export function insertAttendance(db: Executor, values: Insertable<ClientAttendanceTable>) {
  return db.insertInto('client_attendance').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateAttendanceRow(db: Executor, id: number, changes: Updateable<ClientAttendanceTable>) {
  return db.updateTable('client_attendance').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Whether the row was there to delete (a simultaneous delete may have gone first). */
export function deleteAttendanceRow(db: Executor, id: number): Promise<boolean> {
  return deleteById(db, 'client_attendance', id);
}

/** A progress note's id and signature time (a signed note refuses changes to it and its trials). */
export function findProgressSignature(db: Executor, progressId: number) {
  return db.selectFrom('daily_progress').select(['id', 'signed_at']).where('id', '=', progressId).executeTakeFirst();
}

export function insertProgress(db: Executor, values: Insertable<DailyProgressTable>) {
  return db.insertInto('daily_progress').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Inserts a progress note unless the client already has one that date; undefined then. */
export function insertProgressIfNew(db: Executor, values: Insertable<DailyProgressTable>) {
  return db
    .insertInto('daily_progress')
    .values(values)
    .onConflict((oc) => oc.columns(['client_id', 'date']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateProgressRow(db: Executor, id: number, changes: Updateable<DailyProgressTable>) {
  return db.updateTable('daily_progress').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Whether the goal is one of the client's. */
export async function isGoalOfClient(db: Executor, clientId: number, goalId: number): Promise<boolean> {
  const goal = await db
    .selectFrom('goals')
    .select('id')
    .where('id', '=', goalId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return goal !== undefined;
}

export function insertTrial(db: Executor, values: Insertable<TrialTable>) {
  return db.insertInto('trials').values(values).returningAll().executeTakeFirstOrThrow();
}

export function insertTrials(db: Executor, values: Insertable<TrialTable>[]) {
  return db.insertInto('trials').values(values).returningAll().execute();
}

/** Answers the trial as changed, or undefined when it is gone (deleted while its note was awaited). */
export function updateTrialRow(db: Executor, id: number, changes: Updateable<TrialTable>) {
  return db.updateTable('trials').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Whether the trial was there to delete. On PostgreSQL a writer that waited for the trial's note
 * still holds the trial as it read it, so a simultaneous delete may have removed it meanwhile.
 */
export function deleteTrialRow(db: Executor, id: number): Promise<boolean> {
  return deleteById(db, 'trials', id);
}

/** Marks a progress note signed, once: answers the row, or undefined when it was signed already. */
export function markProgressSigned(db: Executor, id: number, stamp: string) {
  return db
    .updateTable('daily_progress')
    .set({ signed_at: stamp })
    .where('id', '=', id)
    .where('signed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Marks an attendance record signed, once: answers the row, or undefined when it was signed already. */
export function markAttendanceSigned(db: Executor, id: number, stamp: string) {
  return db
    .updateTable('client_attendance')
    .set({ signed_at: stamp })
    .where('id', '=', id)
    .where('signed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Sets whether a client's progress notes need a supervisor's co-signature. */
export async function updateClientCosign(
  db: Executor,
  id: number,
  requiresCosign: boolean,
  stamp: string,
): Promise<void> {
  await db
    .updateTable('clients')
    .set({ requires_cosign: requiresCosign, updated_at: stamp })
    .where('id', '=', id)
    .execute();
}
