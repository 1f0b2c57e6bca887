import { DEFAULT_LOCATION_RADIUS_M, type Geofence, type LocationExceptionStatus } from '@daybook/domain';
import type { Insertable, Updateable } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import { deleteById } from '../../db/delete-by-id.js';
import { type BoundQuery, prepared, preparedRecord } from '../../db/prepared.js';
import type { LocationExceptionTable, LocationRow, LocationTable } from '../../db/schema.js';

type LocationPlace = Pick<LocationRow, 'id' | 'name' | 'latitude' | 'longitude' | 'radius_meters'>;

/**
 * Locations as geofences: those without coordinates cannot be judged against and are left out; a
 * null radius is the default 150 m.
 */
function asGeofences(rows: readonly LocationPlace[]): Geofence[] {
  return rows.flatMap((row) =>
    row.latitude === null || row.longitude === null
      ? []
      : [
          {
            id: row.id,
            name: row.name,
            latitude: row.latitude,
            longitude: row.longitude,
            radius_m: row.radius_meters ?? DEFAULT_LOCATION_RADIUS_M,
          },
        ],
  );
}

// The locations with the employee's assignment and the organisation's low-accuracy limit beside
// each: read in every clock action's transaction, so compiled once (db/prepared.ts).
const workDayLocationsQuery = prepared((db: Executor, userId: number) =>
  db
    .selectFrom('locations as l')
    .leftJoin('user_locations as ul', (join) => join.onRef('ul.location_id', '=', 'l.id').on('ul.user_id', '=', userId))
    .select([
      'l.id',
      'l.name',
      'l.latitude',
      'l.longitude',
      'l.radius_meters',
      'ul.user_id as assigned',
      (eb) => eb.selectFrom('organisation').select('low_accuracy_limit_m').as('low_accuracy_limit_m'),
    ])
    .where('l.active', '=', true),
);

/**
 * What an employee's work-day action is judged against, in one statement (docs/performance.md):
 * the geofences that apply, their assigned active locations or every active location when none is
 * assigned (docs/evv.md; locations without coordinates cannot be judged against and are left out,
 * a null radius is the default 150 m), and the organisation's low-accuracy limit. The limit comes
 * with each location; without an active location there is no fence and no limit is needed
 * (evaluateLocation answers no_geofence first).
 */
export async function workDayLocationRules(db: Executor, userId: number): Promise<WorkDayLocationRules> {
  return workDayLocationRulesOf(await workDayLocationsQuery.execute(db, userId));
}

export interface WorkDayLocationRules {
  fences: Geofence[];
  lowAccuracyLimit: number;
}

type WorkDayLocationRow = Awaited<ReturnType<typeof workDayLocationsQuery.execute>>[number];

/** workDayLocationRules's read as a query to send with others (`inOneTrip`, db/prepared.ts). */
export function workDayLocationsRead(userId: number): BoundQuery<WorkDayLocationRow> {
  return workDayLocationsQuery.with(userId);
}

/** The rules of workDayLocationsRead's rows (workDayLocationRules). */
export function workDayLocationRulesOf(rows: readonly WorkDayLocationRow[]): WorkDayLocationRules {
  const assigned = rows.filter((row) => row.assigned !== null);
  const applying = assigned.length > 0 ? assigned : rows;
  return {
    fences: asGeofences(applying),
    lowAccuracyLimit: rows[0]?.low_accuracy_limit_m ?? DEFAULT_LOW_ACCURACY_LIMIT_M,
  };
}

/**
 * A member's assigned active locations with coordinates as geofences (ADR 0028): judged besides
 * their home; a null radius is the default 150 m.
 */
export async function fencesForMember(db: Executor, memberId: number): Promise<Geofence[]> {
  const rows = await db
    .selectFrom('member_locations as ml')
    .innerJoin('locations as l', 'l.id', 'ml.location_id')
    .select(['l.id', 'l.name', 'l.latitude', 'l.longitude', 'l.radius_meters'])
    .where('ml.member_id', '=', memberId)
    .where('l.active', '=', true)
    .orderBy('l.id')
    .execute();
  return asGeofences(rows);
}

/** The low-accuracy limit when the organisation has none. */
const DEFAULT_LOW_ACCURACY_LIMIT_M = 200;

/** The organisation's low-accuracy limit, metres (a located action's check needs only this). */
export async function lowAccuracyLimit(db: Executor): Promise<number> {
  const row = await db.selectFrom('organisation').select('low_accuracy_limit_m').executeTakeFirst();
  return row?.low_accuracy_limit_m ?? DEFAULT_LOW_ACCURACY_LIMIT_M;
}

/** The organisation's location-trust settings. */
export async function locationSettings(db: Executor): Promise<{ lowAccuracyLimit: number; evvServiceCodes: string[] }> {
  const limit = await lowAccuracyLimit(db);
  // Which services need EVV is the billing service codes' requires_evv (migration 0013).
  const codes = await db.selectFrom('service_codes').select('code').where('requires_evv', '=', true).execute();
  return { lowAccuracyLimit: limit, evvServiceCodes: codes.map((c) => c.code).sort() };
}

/** What an action's location exception is recorded with (location-check.ts insertActionException). */
export interface NewException {
  kind: Insertable<LocationExceptionTable>['kind'];
  action: Insertable<LocationExceptionTable>['action'];
  work_day_id: number | null;
  member_visit_id: number | null;
  user_id: number;
  occurred_at: string;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  distance_m: number | null;
  location_id: number | null;
  member_id: number | null;
  created_at: string;
}

// compiled once: a clock action or a member visit outside its place records one (docs/performance.md)
const insertExceptionQuery = preparedRecord(
  [
    'kind',
    'action',
    'work_day_id',
    'member_visit_id',
    'user_id',
    'occurred_at',
    'latitude',
    'longitude',
    'accuracy',
    'distance_m',
    'location_id',
    'member_id',
    'created_at',
  ],
  (db: Executor, exception: NewException) => db.insertInto('location_exceptions').values(exception).returning('id'),
);

/** insertException's insert as a query to send with others (`inOneTrip`, db/prepared.ts). */
export function exceptionInsert(exception: NewException): BoundQuery<{ id: number }> {
  return insertExceptionQuery.with(exception);
}

/** Records a location exception; answers its id. */
export async function insertException(db: Executor, exception: NewException): Promise<{ id: number }> {
  const row = await insertExceptionQuery.takeFirst(db, exception);
  if (!row) throw new Error('the location exception insert answered no row');
  return row;
}

/** Exceptions with the names the queue shows. */
export function exceptionsQuery(db: Executor) {
  return db
    .selectFrom('location_exceptions as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('locations as l', 'l.id', 'e.location_id')
    .leftJoin('members as m', 'm.id', 'e.member_id')
    .leftJoin('users as r', 'r.id', 'e.resolved_by')
    .selectAll('e')
    .select([
      'u.name as user_name',
      'u.manager_id as user_manager_id',
      'l.name as location_name',
      'm.name as member_name',
      'r.name as resolver_name',
    ]);
}
export type ExceptionView = Awaited<ReturnType<ReturnType<typeof exceptionsQuery>['executeTakeFirstOrThrow']>>;

/** How many rows one queue answer holds at most (newest first). */
export const QUEUE_LIMIT = 1000;

export function listExceptions(
  db: Executor,
  filter: { status?: LocationExceptionStatus | undefined; managerId?: number; userId?: number | undefined },
): Promise<ExceptionView[]> {
  let query = exceptionsQuery(db);
  if (filter.status) query = query.where('e.status', '=', filter.status);
  if (filter.managerId !== undefined) query = query.where('u.manager_id', '=', filter.managerId);
  if (filter.userId !== undefined) query = query.where('e.user_id', '=', filter.userId);
  return query.orderBy('e.occurred_at', 'desc').orderBy('e.id', 'desc').limit(QUEUE_LIMIT).execute();
}

export function findException(db: Executor, id: number): Promise<ExceptionView | undefined> {
  return exceptionsQuery(db).where('e.id', '=', id).executeTakeFirst();
}

/** Open exceptions per user (for timecard blockers and the monitoring column). */
export async function openExceptionCounts(
  db: Executor,
  userIds: readonly number[],
  range?: { from: string; to: string },
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  let query = db
    .selectFrom('location_exceptions')
    .select(['user_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 'open')
    .where('user_id', 'in', [...userIds]);
  if (range) query = query.where('occurred_at', '>=', range.from).where('occurred_at', '<', range.to);
  const rows = await query.groupBy('user_id').execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.n)]));
}

/**
 * Open exceptions per work day, as a subquery a report of work days joins on `work_day_id`: the
 * monitoring report's column, read in the same statement as its rows, so a date of the report is
 * one round trip rather than two (docs/performance.md, "2026-11-27: the monitoring report on
 * PostgreSQL"). Joined rather than counted per row: a count per row cost PostgreSQL 1.2 ms more
 * for a date of 474 rows, the join nothing measurable.
 */
export function openExceptionsPerDay(db: Executor) {
  return db
    .selectFrom('location_exceptions')
    .select(['work_day_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 'open')
    .where('work_day_id', 'is not', null)
    .groupBy('work_day_id');
}

/**
 * The people (of `ids`, or everyone when null) with an open location exception on a work day or
 * member visit dated in the period: a blocker on their timecard (docs/evv.md).
 */
export async function peopleWithOpenExceptions(
  db: Executor,
  ids: readonly number[] | null,
  period: { start: string; end: string },
): Promise<Set<number>> {
  if (ids && ids.length === 0) return new Set();
  let query = db
    .selectFrom('location_exceptions as e')
    .leftJoin('work_days as w', 'w.id', 'e.work_day_id')
    .leftJoin('member_visits as v', 'v.id', 'e.member_visit_id')
    .select('e.user_id')
    .distinct()
    .where('e.status', '=', 'open')
    .where((eb) =>
      eb.or([
        eb.and([eb('w.work_date', '>=', period.start), eb('w.work_date', '<=', period.end)]),
        eb.and([eb('v.visit_date', '>=', period.start), eb('v.visit_date', '<=', period.end)]),
      ]),
    );
  if (ids) query = query.where('e.user_id', 'in', [...ids]);
  return new Set((await query.execute()).map((row) => row.user_id));
}

/** The program locations as stored (the admin console's list and record). */
export function locationsQuery(db: Executor) {
  return db.selectFrom('locations').selectAll();
}

export function insertLocation(db: Executor, values: Insertable<LocationTable>) {
  return db.insertInto('locations').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateLocationRow(db: Executor, id: number, changes: Updateable<LocationTable>): Promise<void> {
  await db.updateTable('locations').set(changes).where('id', '=', id).execute();
}

/** Whether the row was there to delete (a simultaneous delete may have gone first). */
export function deleteLocationRow(db: Executor, id: number): Promise<boolean> {
  return deleteById(db, 'locations', id);
}

/**
 * Whether clients, care records or users name a location code (they keep the code beside the
 * location id, ADR 0028), so the code may be neither renamed nor deleted.
 */
export async function locationCodeInUse(db: Executor, code: string): Promise<boolean> {
  const uses = await Promise.all(
    (['clients', 'client_attendance', 'daily_progress', 'users'] as const).map((table) =>
      db.selectFrom(table).select('id').where('location', '=', code).limit(1).executeTakeFirst(),
    ),
  );
  return uses.some((row) => row !== undefined);
}

/** Whether a kiosk device (revoked ones too: their history stays) is registered at the location. */
export async function locationHasKioskDevices(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('kiosk_devices')
    .select('id')
    .where('location_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The lookup columns of program locations (a request naming one by id, code or name). */
export function locationLookupQuery(db: Executor) {
  return db.selectFrom('locations').select(['id', 'code', 'name', 'active']);
}

/** The name of a locations row by id, or undefined. */
export async function findLocationName(db: Executor, id: number): Promise<string | undefined> {
  return (await db.selectFrom('locations').select('name').where('id', '=', id).executeTakeFirst())?.name;
}

/** The active program locations, by name. */
export function listActiveLocationRows(db: Executor) {
  return db
    .selectFrom('locations')
    .select(['id', 'code', 'name'])
    .where('active', '=', true)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** How many of the ids are locations rows. */
export async function countKnownLocations(db: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return (await db.selectFrom('locations').select('id').where('id', 'in', ids).execute()).length;
}

/** Whose assigned locations a table holds: a member's (member_locations) or an employee's (user_locations). */
const assignments = {
  member: { table: 'member_locations', key: 'member_id' },
  user: { table: 'user_locations', key: 'user_id' },
} as const;
export type AssignedTo = keyof typeof assignments;

/**
 * Whether the member or employee whose assigned locations are asked for exists, active or not (a
 * read of members' or users' table; their features write them).
 */
export async function assignedOwnerExists(db: Executor, owner: AssignedTo, id: number): Promise<boolean> {
  const row =
    owner === 'member'
      ? await db.selectFrom('members').select('id').where('id', '=', id).executeTakeFirst()
      : await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Locks the member or employee row for the rest of the transaction on PostgreSQL, so two
 * replacements of one assignment run one after the other instead of both inserting into the
 * emptied table (SQLite writes one at a time already).
 */
export async function lockAssignedOwner(db: Executor, owner: AssignedTo, id: number, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await (owner === 'member'
    ? db.selectFrom('members').select('id').where('id', '=', id).forUpdate().execute()
    : db.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute());
}

/** A member's or an employee's assigned location ids, ascending. */
export async function assignedLocationIds(db: Executor, owner: AssignedTo, id: number): Promise<number[]> {
  const { table, key } = assignments[owner];
  const rows = await db.selectFrom(table).select('location_id').where(key, '=', id).orderBy('location_id').execute();
  return rows.map((r) => r.location_id);
}

/** Replaces a member's or an employee's assigned locations. */
export async function replaceAssignedLocations(
  db: Executor,
  owner: AssignedTo,
  id: number,
  ids: readonly number[],
  stamp: string,
) {
  const { table, key } = assignments[owner];
  await db.deleteFrom(table).where(key, '=', id).execute();
  if (ids.length === 0) return;
  await db
    .insertInto(table)
    .values(ids.map((location_id) => ({ [key]: id, location_id, created_at: stamp })))
    .execute();
}

/** Changes an exception while it is open; answers the row, or undefined when it was resolved already. */
export function updateOpenException(db: Executor, id: number, changes: Updateable<LocationExceptionTable>) {
  return db
    .updateTable('location_exceptions')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

/** The statuses of a visit's location exceptions. */
export function visitExceptionStatuses(db: Executor, visitId: number) {
  return db.selectFrom('location_exceptions').select('status').where('member_visit_id', '=', visitId).execute();
}
