import type { ServiceRule } from '@daybook/domain';
import { type Insertable, sql, type Updateable } from 'kysely';
import { type Dialect, type Executor, lockedOnPostgres } from '../../db/database.js';
import { deleteById } from '../../db/delete-by-id.js';
import {
  type ServiceAuthorizationRow,
  type ServiceAuthorizationTable,
  type ServiceCodeTable,
  toBool,
} from '../../db/schema.js';

/** Every service code's unit rule, by code (inactive codes still bill the records that name them). */
export async function loadServiceRules(db: Executor): Promise<Map<string, ServiceRule>> {
  const rows = await db
    .selectFrom('service_codes')
    .select(['code', 'unit_kind', 'rate_cents', 'increment_minutes', 'daily_cap_minutes', 'min_minutes'])
    .execute();
  return new Map(rows.map((row) => [row.code, row]));
}

/** An attendance record as billing reads it, with whether its author signed it. */
export interface BillingAttendanceRow {
  id: number;
  client_id: number;
  date: string;
  time_in: string;
  time_out: string | null;
  service: string;
  absent: boolean;
  signed: boolean;
}

/**
 * Some clients' dates in a billing read: [from, to] inclusive of the clients listed (all clients
 * when `clientIds` is null). One read takes several: a client whose authorizations reach past the
 * range asked about is read over a wider range of its own (billing-ledger.ts).
 */
export interface ClientDates {
  clientIds: readonly number[] | null;
  from: string;
  to: string;
}

/**
 * Most clients one statement names, and most date ranges it ORs together (bind-parameter and
 * expression-depth limits, SQLite's 1000 the lower); a longer read is sent in several.
 */
const CLIENTS_PER_STATEMENT = 500;
const RANGES_PER_STATEMENT = 200;

/** The reads in statements within those limits (a read of no client is no statement). */
function inStatements(reads: readonly ClientDates[]): ClientDates[][] {
  const statements: ClientDates[][] = [];
  let current: ClientDates[] = [];
  let named = 0;
  const add = (read: ClientDates, size: number) => {
    if (current.length > 0 && (named + size > CLIENTS_PER_STATEMENT || current.length === RANGES_PER_STATEMENT)) {
      statements.push(current);
      current = [];
      named = 0;
    }
    current.push(read);
    named += size;
  };
  for (const read of reads) {
    if (read.clientIds === null) {
      add(read, 0);
      continue;
    }
    const ids = [...new Set(read.clientIds)];
    for (let at = 0; at < ids.length; at += CLIENTS_PER_STATEMENT) {
      const part = ids.slice(at, at + CLIENTS_PER_STATEMENT);
      add({ ...read, clientIds: part }, part.length);
    }
  }
  if (current.length > 0) statements.push(current);
  return statements;
}

/**
 * Attendance of the reads' clients and dates, each record once, with `signed`: an author
 * signature row exists (record_signatures, docs/billing-rules.md).
 */
export async function listBillingAttendance(
  db: Executor,
  reads: readonly ClientDates[],
): Promise<BillingAttendanceRow[]> {
  const byId = new Map<number, BillingAttendanceRow>();
  for (const statement of inStatements(reads)) {
    const rows = await db
      .selectFrom('client_attendance as a')
      .leftJoin('record_signatures as s', (join) =>
        join.onRef('s.record_id', '=', 'a.id').on('s.record_type', '=', 'attendance').on('s.kind', '=', 'author'),
      )
      .select([
        'a.id',
        'a.client_id',
        'a.date',
        'a.time_in',
        'a.time_out',
        'a.service',
        'a.absent',
        's.id as signature_id',
      ])
      .where((eb) =>
        eb.or(
          statement.map((read) =>
            eb.and([
              eb('a.date', '>=', read.from),
              eb('a.date', '<=', read.to),
              ...(read.clientIds === null ? [] : [eb('a.client_id', 'in', read.clientIds)]),
            ]),
          ),
        ),
      )
      .execute();
    for (const { absent, signature_id, ...row } of rows) {
      byId.set(row.id, { ...row, absent: toBool(absent), signed: signature_id !== null });
    }
  }
  return [...byId.values()];
}

/** Authorizations of the reads' clients whose range overlaps the read's dates, each once, by start date and id. */
export async function listOverlappingAuthorizations(
  db: Executor,
  reads: readonly ClientDates[],
): Promise<ServiceAuthorizationRow[]> {
  const byId = new Map<number, ServiceAuthorizationRow>();
  for (const statement of inStatements(reads)) {
    const rows = await db
      .selectFrom('service_authorizations')
      .selectAll()
      .where((eb) =>
        eb.or(
          statement.map((read) =>
            eb.and([
              eb('start_date', '<=', read.to),
              eb('end_date', '>=', read.from),
              ...(read.clientIds === null ? [] : [eb('client_id', 'in', read.clientIds)]),
            ]),
          ),
        ),
      )
      .execute();
    for (const row of rows) byId.set(row.id, row);
  }
  return [...byId.values()].sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
}

/** Whether any attendance record or authorization names a service code. */
export async function serviceCodeInUse(db: Executor, code: string): Promise<boolean> {
  const row = await sql<{ n: number | string }>`select
      (select count(*) from client_attendance where service = ${code})
      + (select count(*) from service_authorizations where service_code = ${code}) as n`.execute(db);
  return Number(row.rows[0]?.n ?? 0) > 0;
}

/** One service code's row by its code (undefined when there is none). */
export async function findServiceCode(
  db: Executor,
  code: string,
): Promise<{ code: string; name: string; active: boolean } | undefined> {
  const row = await db
    .selectFrom('service_codes')
    .select(['code', 'name', 'active'])
    .where('code', '=', code)
    .executeTakeFirst();
  return row && { code: row.code, name: row.name, active: toBool(row.active) };
}

/** The active service codes, by code: what a new attendance record may name. */
export async function listActiveServiceCodes(db: Executor) {
  return db
    .selectFrom('service_codes')
    .select(['code', 'name', 'unit_kind'])
    .where('active', '=', true)
    .orderBy('code')
    .execute();
}

/** Deletes a service code row (the admin console's delete, after its checks). */
export function deleteServiceCodeRow(db: Executor, id: number): Promise<boolean> {
  return deleteById(db, 'service_codes', id);
}

/** Deletes a service authorization row. */
export function deleteServiceAuthorizationRow(db: Executor, id: number): Promise<boolean> {
  return deleteById(db, 'service_authorizations', id);
}

/** Service codes as stored (the admin console's list and record). */
export function serviceCodesQuery(db: Executor) {
  return db.selectFrom('service_codes').selectAll();
}

export function insertServiceCode(db: Executor, values: Insertable<ServiceCodeTable>) {
  return db.insertInto('service_codes').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateServiceCodeRow(db: Executor, id: number, changes: Updateable<ServiceCodeTable>) {
  await db.updateTable('service_codes').set(changes).where('id', '=', id).execute();
}

/**
 * Locks a service code row for the rest of the transaction on PostgreSQL: an authorization
 * inserted meanwhile waits on it through its foreign key (SQLite writes one at a time already).
 */
export async function lockServiceCode(db: Executor, id: number, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('service_codes').select('id').where('id', '=', id).forUpdate().execute();
}

/** Whether a service code exists (active or not). */
export async function serviceCodeExists(db: Executor, code: string): Promise<boolean> {
  return (await db.selectFrom('service_codes').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
}

/** Service authorizations with their client's id and names. */
export function authorizationsQuery(db: Executor) {
  return db
    .selectFrom('service_authorizations as a')
    .innerJoin('clients as c', 'c.id', 'a.client_id')
    .selectAll('a')
    .select(['c.client_code', 'c.first_name', 'c.last_name']);
}

export function insertAuthorization(db: Executor, values: Insertable<ServiceAuthorizationTable>) {
  return db.insertInto('service_authorizations').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateAuthorizationRow(
  db: Executor,
  id: number,
  changes: Updateable<ServiceAuthorizationTable>,
): Promise<void> {
  await db.updateTable('service_authorizations').set(changes).where('id', '=', id).execute();
}

/** An authorization's identity: its client, service code and number, on its dates. */
export interface AuthorizationNumber {
  client_id: number;
  service_code: string;
  authorization_number: string;
  start_date: string;
  end_date: string;
}

/** Another authorization with the same client, code and number whose dates meet these (but `except`). */
export function findSameNumber(db: Executor, authorization: AuthorizationNumber, except?: number) {
  let query = db
    .selectFrom('service_authorizations')
    .select('id')
    .where('client_id', '=', authorization.client_id)
    .where('service_code', '=', authorization.service_code)
    .where('authorization_number', '=', authorization.authorization_number)
    .where('start_date', '<=', authorization.end_date)
    .where('end_date', '>=', authorization.start_date);
  if (except !== undefined) query = query.where('id', '<>', except);
  return query.executeTakeFirst();
}

/** An authorization's row, locked until the transaction ends on PostgreSQL (SQLite's writer is alone). */
export function lockAuthorizationRow(db: Executor, id: number, dialect: Dialect) {
  const query = db.selectFrom('service_authorizations').selectAll().where('id', '=', id);
  return lockedOnPostgres(query, dialect).executeTakeFirst();
}
