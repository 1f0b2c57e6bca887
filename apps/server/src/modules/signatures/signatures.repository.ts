import { type Expression, expressionBuilder, type Insertable, type Selectable, type SqlBool } from 'kysely';
import type { Actor } from '../../context.js';
import { type Dialect, type Executor, lockedOnPostgres } from '../../db/database.js';
import {
  type Database,
  type RecordAddendumRow,
  type RecordAddendumTable,
  type RecordSignatureRow,
  type RecordSignatureTable,
  toBool,
} from '../../db/schema.js';

export type RecordType = RecordSignatureRow['record_type'];

/** Ids per query when loading signatures of many records (well under both dialects' limits). */
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** What `read` answers for the ids, deduplicated and asked CHUNK at a time, in the order read. */
async function readInChunks<T>(ids: number[], read: (part: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (const part of chunks([...new Set(ids)])) out.push(...(await read(part)));
  return out;
}

/** When each kind of row was made: the order its rows are listed in. */
const MADE_AT = { record_signatures: 'signed_at', record_addenda: 'created_at' } as const;

/**
 * The rows of `table` (signatures or addenda) about records of one type, oldest first. Both tables
 * have the columns the query names (typed as the signatures table).
 */
function listAbout<T extends keyof typeof MADE_AT>(
  db: Executor,
  table: T,
  type: RecordType,
  ids: number[],
): Promise<Selectable<Database[T]>[]> {
  return readInChunks(ids, (part) =>
    db
      .selectFrom(table as 'record_signatures')
      .selectAll()
      .where('record_type', '=', type)
      .where('record_id', 'in', part)
      .orderBy(MADE_AT[table] as 'signed_at')
      .orderBy('id')
      .execute(),
  ) as Promise<Selectable<Database[T]>[]>;
}

/** The signatures of records of one type, oldest first. */
export const listSignatures = (db: Executor, type: RecordType, ids: number[]): Promise<RecordSignatureRow[]> =>
  listAbout(db, 'record_signatures', type, ids);

/** The addenda of records of one type, oldest first. */
export const listAddenda = (db: Executor, type: RecordType, ids: number[]): Promise<RecordAddendumRow[]> =>
  listAbout(db, 'record_addenda', type, ids);

/** Whether each client requires a co-signature. */
export async function clientsRequiringCosign(db: Executor, clientIds: number[]): Promise<Set<number>> {
  const rows = await readInChunks(clientIds, (part) =>
    db.selectFrom('clients').select(['id', 'requires_cosign']).where('id', 'in', part).execute(),
  );
  return new Set(rows.filter((row) => toBool(row.requires_cosign)).map((row) => row.id));
}

export function insertSignature(db: Executor, row: Insertable<RecordSignatureTable>): Promise<RecordSignatureRow> {
  return db.insertInto('record_signatures').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findSignature(db: Executor, type: RecordType, id: number, kind: RecordSignatureRow['kind']) {
  return db
    .selectFrom('record_signatures')
    .selectAll()
    .where('record_type', '=', type)
    .where('record_id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** A progress note with its author's manager, whoever may see it; locked on PostgreSQL. */
export function findNoteWithAuthor(db: Executor, id: number, lockFor?: Dialect) {
  const query = db
    .selectFrom('daily_progress as p')
    .innerJoin('users as a', 'a.id', 'p.created_by')
    .selectAll('p')
    .select(['a.manager_id as author_manager_id'])
    .where('p.id', '=', id);
  return lockedOnPostgres(query, lockFor).executeTakeFirst();
}

/** An attendance record with its client's provider and that provider's manager; locked on PostgreSQL. */
export function findAttendanceWithProvider(db: Executor, id: number, lockFor?: Dialect) {
  const query = db
    .selectFrom('client_attendance as a')
    .innerJoin('clients as c', 'c.id', 'a.client_id')
    .innerJoin('users as o', 'o.id', 'c.owner_id')
    .selectAll('a')
    .select(['c.owner_id', 'o.manager_id as owner_manager_id'])
    .where('a.id', '=', id);
  return lockedOnPostgres(query, lockFor).executeTakeFirst();
}

/** The attendance records of a day of the clients the actor provides for, by time in; locked on PostgreSQL. */
export function lockDayAttendance(db: Executor, actor: Actor, date: string, dialect: Dialect) {
  const query = db
    .selectFrom('client_attendance as a')
    .innerJoin('clients as c', 'c.id', 'a.client_id')
    .selectAll('a')
    .where('c.owner_id', '=', actor.id)
    .where('a.date', '=', date)
    .orderBy('a.time_in')
    .orderBy('a.id');
  return lockedOnPostgres(query, dialect).execute();
}

/** Whose records a list of overdue unsigned records covers. */
export type UnsignedScope = { kind: 'own'; userId: number } | { kind: 'team'; managerId: number } | { kind: 'all' };

/** What a list of unsigned records reads of each: the record (`r`), its client (`c`), its author (`u`). */
const UNSIGNED_COLUMNS = [
  'r.id',
  'r.date',
  'r.client_id',
  'c.client_code',
  'c.first_name',
  'c.last_name',
  'u.id as author_id',
  'u.name as author_name',
] as const;

/** A record (`r`) not signed and dated before `before`, whose author (`u`) the scope covers. */
function unsignedInScope(scope: UnsignedScope, before: string): Expression<SqlBool> {
  const eb = expressionBuilder<{ r: { signed_at: string | null; date: string }; u: Database['users'] }, 'r' | 'u'>();
  const conditions = [eb('r.signed_at', 'is', null), eb('r.date', '<', before)];
  if (scope.kind === 'own') conditions.push(eb('u.id', '=', scope.userId));
  if (scope.kind === 'team') {
    conditions.push(eb.or([eb('u.id', '=', scope.managerId), eb('u.manager_id', '=', scope.managerId)]));
  }
  return eb.and(conditions);
}

/** Unsigned notes (their author wrote them) and attendance logs (their client's owner keeps them), oldest first. */
export async function listUnsignedRows(db: Executor, scope: UnsignedScope, before: string, limit: number) {
  const where = unsignedInScope(scope, before);
  const notes = db
    .selectFrom('daily_progress as r')
    .innerJoin('clients as c', 'c.id', 'r.client_id')
    .innerJoin('users as u', 'u.id', 'r.created_by')
    .select(UNSIGNED_COLUMNS)
    .where(where);
  const logs = db
    .selectFrom('client_attendance as r')
    .innerJoin('clients as c', 'c.id', 'r.client_id')
    .innerJoin('users as u', 'u.id', 'c.owner_id')
    .select(UNSIGNED_COLUMNS)
    .where(where);
  const [noteRows, logRows] = [
    await notes.orderBy('r.date').orderBy('r.id').limit(limit).execute(),
    await logs.orderBy('r.date').orderBy('r.id').limit(limit).execute(),
  ];
  return { notes: noteRows, logs: logRows };
}

/** Re-exported for the service: a signed addendum row. */
export type { RecordAddendumRow, RecordSignatureRow };

export function insertAddendum(db: Executor, values: Insertable<RecordAddendumTable>) {
  return db.insertInto('record_addenda').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Whether a client's notes need a co-signature, or undefined when there is no such client. */
export function findClientCosign(db: Executor, id: number) {
  return db.selectFrom('clients').select(['id', 'requires_cosign']).where('id', '=', id).executeTakeFirst();
}
