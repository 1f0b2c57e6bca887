import {
  DEFAULT_LATE_GRACE_MINUTES,
  DEFAULT_SCHEDULED_START,
  DEFAULT_TIME_ZONE,
  parseWorkingDays,
} from '@daybook/domain';
import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { type Dialect, type Executor, lockedOnPostgres } from '../../db/database.js';
import { type BoundQuery, inOneTrip, type NoneMissing, prepared, preparedRecord } from '../../db/prepared.js';
import type { WorkDayPauseRow, WorkDayPauseTable, WorkDayRow, WorkDayTable } from '../../db/schema.js';
import { POLICY_AND_EMPLOYEE_COLUMNS, type PolicyAndEmployee, policyAndEmployeeOf } from './policy-and-employee.js';

/**
 * Every column of work_days, in the table's order, for the hot statements that read a whole shift:
 * named rather than `*`, so that on PostgreSQL they run as named statements inside a transaction too
 * (ADR 0040). The type below stops the build when a migration adds a column this list lacks.
 */
export const workDayColumns = [
  'id',
  'user_id',
  'work_date',
  'check_in_at',
  'check_out_at',
  'check_in_latitude',
  'check_in_longitude',
  'check_in_accuracy',
  'check_out_latitude',
  'check_out_longitude',
  'check_out_accuracy',
  'worked_minutes',
  'paused_minutes',
  'created_at',
  'updated_at',
  'worked_seconds',
  'paused_seconds',
  'check_in_offline',
  'check_in_received_at',
  'check_out_offline',
  'check_out_received_at',
] as const;
export type WorkDayColumnsComplete = NoneMissing<Exclude<keyof WorkDayRow, (typeof workDayColumns)[number]>>;

/** The organisation settings every work-day rule reads (docs/product-rules.md §10). */
export interface WorkdayPolicy {
  timeZone: string;
  graceMinutes: number;
  defaultStart: string;
  /** The days the program opens, 0 = Sunday (migration 0030); lateness is marked on them only. */
  workingDays: readonly number[];
}

// The reads of every work-day request are compiled once (db/prepared.ts, docs/performance.md).
const policyQuery = prepared((db: Executor) =>
  db
    .selectFrom('organisation')
    .select(['time_zone', 'late_grace_minutes', 'default_start_time', 'working_days'])
    .where('id', '=', 1),
);

export async function getWorkdayPolicy(db: Executor): Promise<WorkdayPolicy> {
  const row = await policyQuery.takeFirst(db);
  return {
    timeZone: row?.time_zone ?? DEFAULT_TIME_ZONE,
    graceMinutes: row?.late_grace_minutes ?? DEFAULT_LATE_GRACE_MINUTES,
    defaultStart: row?.default_start_time ?? DEFAULT_SCHEDULED_START,
    workingDays: parseWorkingDays(row?.working_days),
  };
}

/** What the work-day rules need of an employee. */
export interface Employee {
  id: number;
  name: string;
  scheduled_start: string | null;
  /** The stored current rate, and the date it next changes (payroll/current-rate.ts). */
  hourly_rate_cents: number;
  hourly_rate_next_date: string | null;
  target_minutes: number | null;
}

/**
 * The organisation's policy and the employee in one statement (every clock action and own read
 * needs both; one round trip instead of two on PostgreSQL, docs/performance.md): the same answers
 * for the policy as getWorkdayPolicy; undefined when there is no such user. A signed-in request
 * has them from its session read already (Actor.workday); this read is for the others (the kiosk).
 */
const policyAndEmployeeQuery = prepared((db: Executor, userId: number) =>
  db
    .selectFrom('users as u')
    .leftJoin('organisation as o', (join) => join.on('o.id', '=', 1))
    .select(['u.id', ...POLICY_AND_EMPLOYEE_COLUMNS])
    .where('u.id', '=', userId),
);

export async function findPolicyAndEmployee(db: Executor, userId: number): Promise<PolicyAndEmployee | undefined> {
  const row = await policyAndEmployeeQuery.takeFirst(db, userId);
  return row && policyAndEmployeeOf(row.id, row);
}

/** The user's shifts on a date, earliest check-in first (several with split shifts, ADR 0027). */
const shiftsOnQuery = prepared((db: Executor, userId: number, workDate: string) =>
  db
    .selectFrom('work_days')
    .select(workDayColumns)
    .where('user_id', '=', userId)
    .where('work_date', '=', workDate)
    .orderBy('check_in_at')
    .orderBy('id'),
);

export function findShiftsOn(db: Executor, userId: number, workDate: string): Promise<WorkDayRow[]> {
  return shiftsOnQuery.execute(db, userId, workDate);
}

/**
 * The user's most recent shift, open or not, if any: the latest check-in (a date may hold several
 * shifts, docs/decisions/0027-split-shifts.md; read through the (user_id, work_date) index).
 */
const latestDayQuery = prepared((db: Executor, userId: number) =>
  db
    .selectFrom('work_days')
    .select(workDayColumns)
    .where('user_id', '=', userId)
    .orderBy('work_date', 'desc')
    .orderBy('check_in_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1),
);

export function findLatestDay(db: Executor, userId: number): Promise<WorkDayRow | undefined> {
  return latestDayQuery.takeFirst(db, userId);
}

/**
 * What a check-in reads once the user's row is locked, in one statement instead of three
 * (docs/performance.md): the user's shifts that are still open, on `workDate`, or the latest one.
 * `open` holds every shift of the user without a check-out, `latest` is findLatestDay's answer (the
 * largest by its order, which is always among these rows) and `onDate` whether findShiftsOn would
 * find a shift.
 */
const checkInShiftsQuery = prepared((db: Executor, userId: number, workDate: string) =>
  db
    .selectFrom('work_days')
    .select(workDayColumns)
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('check_out_at', 'is', null),
        eb('work_date', '=', workDate),
        eb(
          'id',
          '=',
          eb
            .selectFrom('work_days as latest')
            .select('latest.id')
            .where('latest.user_id', '=', userId)
            .orderBy('latest.work_date', 'desc')
            .orderBy('latest.check_in_at', 'desc')
            .orderBy('latest.id', 'desc')
            .limit(1),
        ),
      ]),
    ),
);

function laterThan(a: WorkDayRow, b: WorkDayRow): boolean {
  if (a.work_date !== b.work_date) return a.work_date > b.work_date;
  if (a.check_in_at !== b.check_in_at) return a.check_in_at > b.check_in_at;
  return a.id > b.id;
}

/** findCheckInShifts's read as a query to send with others (`inOneTrip`, db/prepared.ts). */
export function checkInShiftsRead(userId: number, workDate: string): BoundQuery<WorkDayRow> {
  return checkInShiftsQuery.with(userId, workDate) as BoundQuery<WorkDayRow>;
}

export async function findCheckInShifts(
  db: Executor,
  userId: number,
  workDate: string,
): Promise<{ open: WorkDayRow[]; latest: WorkDayRow | undefined; onDate: boolean }> {
  return checkInShiftsOf(await checkInShiftsQuery.execute(db, userId, workDate), workDate);
}

/** The open shifts, the latest shift and whether `workDate` has one, of checkInShiftsRead's rows. */
export function checkInShiftsOf(
  rows: readonly WorkDayRow[],
  workDate: string,
): { open: WorkDayRow[]; latest: WorkDayRow | undefined; onDate: boolean } {
  let latest: WorkDayRow | undefined;
  for (const row of rows) if (!latest || laterThan(row, latest)) latest = row;
  return {
    open: rows.filter((row) => row.check_out_at === null),
    latest,
    onDate: rows.some((row) => row.work_date === workDate),
  };
}

/**
 * Locks the user's row for the rest of the transaction on PostgreSQL, so that a user's check-ins
 * run one after the other and exactly one shift is open (SQLite runs write transactions one at a
 * time already). docs/decisions/0027-split-shifts.md.
 */
export async function lockUser(trx: Executor, dialect: Dialect, userId: number): Promise<void> {
  const lock = userLock(dialect, userId);
  if (lock) await inOneTrip(trx, [lock]);
}

// compiled once: a check-in sends it with its other first statements (check-in.ts)
const userLockQuery = prepared((db: Executor, userId: number) =>
  db.selectFrom('users').select('id').where('id', '=', userId).forUpdate(),
);

/** lockUser's lock as a query to send with others (`inOneTrip`, db/prepared.ts); null on SQLite. */
export function userLock(dialect: Dialect, userId: number): BoundQuery<{ id: number }> | null {
  return dialect === 'postgres' ? userLockQuery.with(userId) : null;
}

/**
 * Reads a work day again inside a transaction, locking its row on PostgreSQL so that a
 * check-out and a pause of the same day run one after the other (SQLite runs write
 * transactions one at a time already).
 */
export function lockDay(trx: Executor, id: number, dialect: Dialect): Promise<WorkDayRow | undefined> {
  const query = trx.selectFrom('work_days').selectAll().where('id', '=', id);
  return lockedOnPostgres(query, dialect).executeTakeFirst();
}

export function findPauses(db: Executor, workDayIds: readonly number[]): Promise<WorkDayPauseRow[]> {
  if (workDayIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('work_day_pauses')
    .selectAll()
    .where('work_day_id', 'in', workDayIds)
    .orderBy('paused_at')
    .execute();
}

/** Open pauses of the given days, by day id. */
export async function findOpenPauses(
  db: Executor,
  workDayIds: readonly number[],
): Promise<Map<number, WorkDayPauseRow>> {
  if (workDayIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('work_day_pauses')
    .selectAll()
    .where('work_day_id', 'in', workDayIds)
    .where('resumed_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.work_day_id, row]));
}

/**
 * The columns a shift is presented with (workday.presenter.ts presentWorkDay, firstShiftIds) and its
 * pay-period total is added from: the range reads make no objects of the rest (location, device,
 * notes; docs/performance.md).
 */
export const presentedDayColumns = [
  'id',
  'user_id',
  'work_date',
  'check_in_at',
  'check_out_at',
  'worked_minutes',
  'worked_seconds',
  'paused_minutes',
  'paused_seconds',
  'check_in_offline',
  'check_in_received_at',
  'check_out_offline',
  'check_out_received_at',
] as const satisfies readonly (keyof WorkDayRow)[];

/** A shift as the employee's reads present it. */
export type PresentedDayRow = Pick<WorkDayRow, (typeof presentedDayColumns)[number]>;

/** A shift's presented columns and one of its pauses' (todayShiftsQuery, daysInRangeQuery). */
const shiftWithPauseColumns = [
  ...presentedDayColumns.map((column) => `w.${column}` as const),
  'p.id as pause_id',
  'p.paused_at',
  'p.resumed_at',
  'p.reason',
  'p.pause_offline',
  'p.pause_received_at',
  'p.resume_offline',
  'p.resume_received_at',
] as const;

/** A row of a shift-with-pause statement: the shift's presented columns and one pause's, or nulls. */
type ShiftWithPauseRow = PresentedDayRow & { pause_id: number | null } & {
  [K in Exclude<keyof PresentedPauseRow, 'work_day_id'>]: PresentedPauseRow[K] | null;
};

/** The rows of a shift-with-pause statement as its shifts (in the rows' order) and their pauses. */
function shiftsAndPauses(rows: readonly ShiftWithPauseRow[]): { days: PresentedDayRow[]; pauses: PresentedPauseRow[] } {
  const days: PresentedDayRow[] = [];
  const pauses: PresentedPauseRow[] = [];
  for (const row of rows) {
    if (days.at(-1)?.id !== row.id) {
      days.push({
        id: row.id,
        user_id: row.user_id,
        work_date: row.work_date,
        check_in_at: row.check_in_at,
        check_out_at: row.check_out_at,
        worked_minutes: row.worked_minutes,
        worked_seconds: row.worked_seconds,
        paused_minutes: row.paused_minutes,
        paused_seconds: row.paused_seconds,
        check_in_offline: row.check_in_offline,
        check_in_received_at: row.check_in_received_at,
        check_out_offline: row.check_out_offline,
        check_out_received_at: row.check_out_received_at,
      });
    }
    // a pause's columns are all null only where the shift has none (paused_at is never null)
    if (row.pause_id === null || row.paused_at === null || row.reason === null) continue;
    pauses.push({
      work_day_id: row.id,
      paused_at: row.paused_at,
      resumed_at: row.resumed_at,
      reason: row.reason,
      pause_offline: row.pause_offline ?? false,
      pause_received_at: row.pause_received_at,
      resume_offline: row.resume_offline ?? false,
      resume_received_at: row.resume_received_at,
    });
  }
  return { days, pauses };
}

/**
 * A user's shifts between two dates (inclusive), newest first, each with its pauses in time order:
 * one statement (a left join: a shift's row once per pause, or once with no pause) rather than the
 * shifts, then their pauses by the same range (docs/performance.md).
 */
const daysInRangeQuery = prepared((db: Executor, userId: number, from: string, to: string) =>
  db
    .selectFrom('work_days as w')
    .leftJoin('work_day_pauses as p', 'p.work_day_id', 'w.id')
    .select(shiftWithPauseColumns)
    .where('w.user_id', '=', userId)
    .where('w.work_date', '>=', from)
    .where('w.work_date', '<=', to)
    .orderBy('w.work_date', 'desc')
    .orderBy('w.check_in_at', 'desc')
    .orderBy('w.id', 'desc')
    .orderBy('p.paused_at')
    .orderBy('p.id'),
);

/** A user's shifts between two dates (inclusive), newest first, and those shifts' pauses in time order. */
export async function findDaysInRange(
  db: Executor,
  userId: number,
  from: string,
  to: string,
): Promise<{ days: PresentedDayRow[]; pauses: PresentedPauseRow[] }> {
  return shiftsAndPauses(await daysInRangeQuery.execute(db, userId, from, to));
}

/** What a shift's pauses are presented from (workday.presenter.ts presentPause, presentWorkDay). */
export type PresentedPauseRow = Pick<
  WorkDayPauseRow,
  | 'work_day_id'
  | 'paused_at'
  | 'resumed_at'
  | 'reason'
  | 'pause_offline'
  | 'pause_received_at'
  | 'resume_offline'
  | 'resume_received_at'
>;

/**
 * What `today/` reads besides the policy and the employee, in one statement instead of three
 * (docs/performance.md): the user's shifts on any of three dates or on the date of their latest
 * shift, each with its pauses (a left join: a shift's row once per pause, or once with no pause).
 * The rows come oldest shift first and each shift's pauses in time order, so the last shift is
 * findLatestDay's answer and a date's shifts are in findShiftsOn's order.
 */
const todayShiftsQuery = prepared((db: Executor, userId: number, before: string, on: string, after: string) =>
  db
    .selectFrom('work_days as w')
    .leftJoin('work_day_pauses as p', 'p.work_day_id', 'w.id')
    .select(shiftWithPauseColumns)
    .where('w.user_id', '=', userId)
    .where((eb) =>
      eb('w.work_date', 'in', [
        before,
        on,
        after,
        eb
          .selectFrom('work_days as latest')
          .select((inner) => inner.fn.max('latest.work_date').as('work_date'))
          .where('latest.user_id', '=', userId),
      ]),
    )
    .orderBy('w.work_date')
    .orderBy('w.check_in_at')
    .orderBy('w.id')
    .orderBy('p.paused_at')
    .orderBy('p.id'),
);

/**
 * The user's shifts on `dates` and on the date of their latest shift, oldest first (the last one
 * is their latest shift), and those shifts' pauses in time order.
 */
export async function findTodayShifts(
  db: Executor,
  userId: number,
  dates: readonly [string, string, string],
): Promise<{ days: PresentedDayRow[]; pauses: PresentedPauseRow[] }> {
  return shiftsAndPauses(await todayShiftsQuery.execute(db, userId, ...dates));
}

/** Whether the user has any work day (an account with history is deactivated, never deleted). */
export async function hasWorkDays(db: Executor, userId: number): Promise<boolean> {
  const day = await db.selectFrom('work_days').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return day !== undefined;
}

/** Work days with the employee's name and email and how many times each was corrected. */
export function workDaysQuery(db: Executor) {
  return db
    .selectFrom('work_days as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select([
      'w.id',
      'w.user_id',
      'u.name as user_name',
      'u.email as user_email',
      'w.work_date',
      'w.check_in_at',
      'w.check_out_at',
      'w.worked_minutes',
      'w.worked_seconds',
      'w.paused_minutes',
    ])
    .select((eb) =>
      eb
        .selectFrom('work_day_corrections as c')
        .whereRef('c.work_day_id', '=', 'w.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('corrections'),
    );
}
export type WorkDayListRow = Awaited<ReturnType<ReturnType<typeof workDaysQuery>['executeTakeFirstOrThrow']>>;

/** A day's exact seconds; days stored before seconds were kept count their minutes (ADR 0019). */
export const workedSecondsSql = sql<number>`coalesce(worked_seconds, worked_minutes * 60)`;

/** The people a monitoring report lists: everyone, or the people who report to one manager. */
export function monitoredPeople(db: Executor, managerId: number | null) {
  let query = db
    .selectFrom('users')
    .leftJoin('departments', 'departments.id', 'users.department_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'departments.name as department',
      'users.scheduled_start',
      'users.target_minutes',
      'users.is_active',
    ]);
  if (managerId !== null) query = query.where('users.manager_id', '=', managerId);
  return query.execute();
}

/**
 * Work days dated in a range (inclusive), of some people or (userIds null) everyone; the caller
 * chooses what to select, count or page.
 */
export function workDaysBetween(db: Executor, from: string, to: string, userIds: readonly number[] | null) {
  const days = db.selectFrom('work_days').where('work_date', '>=', from).where('work_date', '<=', to);
  if (userIds === null) return days;
  return userIds.length > 0 ? days.where('user_id', 'in', userIds) : days.where((eb) => eb.val(false));
}

export function insertDay(db: Executor, values: Insertable<WorkDayTable>) {
  return db.insertInto('work_days').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The columns a check-in writes of its new shift. */
export interface CheckInDay {
  user_id: number;
  work_date: string;
  check_in_at: string;
  check_in_latitude: number | null;
  check_in_longitude: number | null;
  check_in_accuracy: number | null;
  check_in_offline: boolean;
  check_in_received_at: string | null;
  created_at: string;
  updated_at: string;
}

// A check-in's new shift (check-in.ts), compiled once (docs/performance.md).
const checkInDayQuery = preparedRecord(
  [
    'user_id',
    'work_date',
    'check_in_at',
    'check_in_latitude',
    'check_in_longitude',
    'check_in_accuracy',
    'check_in_offline',
    'check_in_received_at',
    'created_at',
    'updated_at',
  ],
  (db: Executor, day: CheckInDay) => db.insertInto('work_days').values(day).returning(workDayColumns),
);

/** Inserts a check-in's shift as insertDay does, through a statement compiled once (docs/performance.md). */
export async function insertCheckInDay(db: Executor, day: CheckInDay): Promise<WorkDayRow> {
  const row = await checkInDayQuery.takeFirst(db, day);
  if (!row) throw new Error('the check-in insert answered no row');
  return row;
}

export function updateDayRow(db: Executor, id: number, changes: Updateable<WorkDayTable>) {
  return db.updateTable('work_days').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** What a check-out writes of its shift when it claims it (check-out.ts). */
export interface CheckOutClaim {
  check_out_at: string;
  check_out_latitude: number | null;
  check_out_longitude: number | null;
  check_out_accuracy: number | null;
  check_out_offline: boolean;
  check_out_received_at: string | null;
  updated_at: string;
}

// compiled once, as the check-in's insert (db/prepared.ts, docs/performance.md)
const claimCheckOutQuery = preparedRecord(
  [
    'id',
    'check_out_at',
    'check_out_latitude',
    'check_out_longitude',
    'check_out_accuracy',
    'check_out_offline',
    'check_out_received_at',
    'updated_at',
  ],
  (db: Executor, { id, ...claim }: CheckOutClaim & { id: number }) =>
    db.updateTable('work_days').set(claim).where('id', '=', id).where('check_out_at', 'is', null).returning('id'),
);

/**
 * Claims a day's check-out, as a query to send with others (`inOneTrip`, db/prepared.ts): sets the
 * changes only while the day is still open, so of simultaneous requests one matches, and answers a
 * row when this one did.
 */
export function checkOutClaim(id: number, claim: CheckOutClaim): BoundQuery<{ id: number }> {
  return claimCheckOutQuery.with({ ...claim, id });
}

// a check-out reads them with its claim (check-out.ts): compiled once
const dayPausesQuery = prepared((db: Executor, workDayId: number) =>
  db.selectFrom('work_day_pauses').selectAll().where('work_day_id', '=', workDayId).orderBy('paused_at'),
);

/** findPauses of one day as a query to send with others (`inOneTrip`, db/prepared.ts). */
export function dayPausesRead(workDayId: number): BoundQuery<WorkDayPauseRow> {
  return dayPausesQuery.with(workDayId) as BoundQuery<WorkDayPauseRow>;
}

/** A closed shift's worked and paused time as stored. */
export interface WorkedTime {
  worked_minutes: number;
  paused_minutes: number;
  worked_seconds: number;
  paused_seconds: number;
}

const workedTimeQuery = preparedRecord(
  ['id', 'worked_minutes', 'paused_minutes', 'worked_seconds', 'paused_seconds'],
  (db: Executor, { id, ...time }: WorkedTime & { id: number }) =>
    db.updateTable('work_days').set(time).where('id', '=', id).returning(workDayColumns),
);

/** Stores a closed shift's worked and paused time (check-out.ts), as updateDayRow would; answers the row. */
export async function setWorkedTime(db: Executor, id: number, time: WorkedTime): Promise<WorkDayRow> {
  const row = await workedTimeQuery.takeFirst(db, { ...time, id });
  if (!row) throw new Error(`work day ${id} is gone`);
  return row;
}

export function insertPause(db: Executor, values: Insertable<WorkDayPauseTable>) {
  return db.insertInto('work_day_pauses').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updatePauseRow(db: Executor, id: number, changes: Updateable<WorkDayPauseTable>): Promise<void> {
  await db.updateTable('work_day_pauses').set(changes).where('id', '=', id).execute();
}

/** Closes a pause that is still open; answers the row, or undefined when it was closed already. */
export function closeOpenPause(db: Executor, id: number, changes: Updateable<WorkDayPauseTable>) {
  return db
    .updateTable('work_day_pauses')
    .set(changes)
    .where('id', '=', id)
    .where('resumed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The user's other shifts that begin before `until` and are open or end less than two days before
 * it: every shift a new or corrected one ending at `until` could overlap (a shift is at most 24 h).
 */
export function shiftsNear(trx: Executor, userId: number, exceptId: number, until: string) {
  const since = new Date(Date.parse(until) - 3 * 86_400_000).toISOString();
  return trx
    .selectFrom('work_days')
    .select(['id', 'work_date', 'check_in_at', 'check_out_at'])
    .where('user_id', '=', userId)
    .where('id', '!=', exceptId)
    .where('check_in_at', '<', until)
    .where((eb) => eb.or([eb('check_out_at', 'is', null), eb('check_out_at', '>', since)]))
    .execute();
}
