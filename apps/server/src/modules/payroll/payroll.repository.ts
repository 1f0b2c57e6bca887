import { type PayrollSettings, plusDays, type RoundingMinutes } from '@daybook/domain';
import { sql } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import { type BoundQuery, type NoneMissing, prepared } from '../../db/prepared.js';

/**
 * Every query of the payroll feature: settings, the people a caller may see, shifts and pauses
 * over a date range, rate history, timecard rows and their events (docs/payroll-rules.md).
 */

export interface PayrollOrganisation extends PayrollSettings {
  minimumWageCents: number;
}

export async function getPayrollSettings(db: Executor): Promise<PayrollOrganisation> {
  const row = await db
    .selectFrom('organisation')
    .select([
      'time_zone',
      'workweek_start_day',
      'overtime_threshold_hundredths',
      'overtime_multiplier_hundredths',
      'rounding_minutes',
      'minimum_wage_cents',
    ])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    timeZone: row.time_zone,
    workweekStartDay: row.workweek_start_day,
    overtimeThresholdHundredths: row.overtime_threshold_hundredths,
    overtimeMultiplierHundredths: row.overtime_multiplier_hundredths,
    roundingMinutes: row.rounding_minutes as RoundingMinutes,
    minimumWageCents: row.minimum_wage_cents,
  };
}

export interface PayrollPerson {
  id: number;
  name: string;
  email: string;
  manager_id: number | null;
  payroll_id: string | null;
  department: string | null;
  is_active: boolean | number;
  /** The rate on the user record: the rate of every day when the user has no rate history. */
  hourly_rate_cents: number;
}

const people = (db: Executor) =>
  db
    .selectFrom('users as u')
    .leftJoin('departments as d', 'd.id', 'u.department_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.manager_id',
      'u.payroll_id',
      'u.is_active',
      'u.hourly_rate_cents',
      'd.name as department',
    ]);

export function findPerson(db: Executor, id: number): Promise<PayrollPerson | undefined> {
  return people(db).where('u.id', '=', id).executeTakeFirst();
}

/** Everyone (admin), a manager and their reports, or one employee; inactive people only with days in range. */
export function listPeople(db: Executor, scope: { all: true } | { managerId: number } | { userId: number }) {
  let query = people(db);
  if ('managerId' in scope) {
    query = query.where((eb) => eb.or([eb('u.id', '=', scope.managerId), eb('u.manager_id', '=', scope.managerId)]));
  } else if ('userId' in scope) {
    query = query.where('u.id', '=', scope.userId);
  }
  return query.orderBy('u.name').orderBy('u.id').execute() as Promise<PayrollPerson[]>;
}

export interface ShiftRow {
  id: number;
  user_id: number;
  work_date: string;
  check_in_at: string;
  check_out_at: string | null;
  /** Read for timecards: an end recorded offline at the device's time (docs/offline.md). */
  check_in_offline?: boolean | number;
  check_out_offline?: boolean | number;
}

export interface PauseRow {
  work_day_id: number;
  paused_at: string;
  resumed_at: string | null;
  reason: string;
}

/**
 * The shifts of some people (all when `userIds` is null) between two local dates, and their pauses,
 * with every earlier shift that is still being worked when `from` begins: a worker's own check-out
 * has no upper limit (docs/product-rules.md §10), so a shift begun days before the window may run
 * into its first workweek, and its seconds there count in that week (docs/payroll-rules.md,
 * "Workweek and overtime").
 */
/** Up to this many people, `readShifts` finds their earlier shifts through each one's own days. */
const FEW_PEOPLE = 8;

export async function readShifts(
  db: Executor,
  userIds: number[] | null,
  from: string,
  to: string,
): Promise<{ shifts: ShiftRow[]; pauses: PauseRow[] }> {
  if (userIds && userIds.length === 0) return { shifts: [], pauses: [] };
  // No zone's `from` begins before 00:00 UTC of the day before it (offsets are at most +14 h).
  const runningInto = `${plusDays(from, -1)}T00:00:00.000Z`;
  // Two disjoint parts, each on its own index: the window's dates (work_days_date_user_idx), and
  // the earlier shifts checked out since `runningInto` (work_days_checked_out_idx, migration 0026);
  // one `or` of the two would read every earlier work day.
  const shiftColumns = [
    'w.id',
    'w.user_id',
    'w.work_date',
    'w.check_in_at',
    'w.check_out_at',
    'w.check_in_offline',
    'w.check_out_offline',
  ] as const;
  const shiftsOf = (part: 'window' | 'earlier') => {
    const query = db.selectFrom('work_days as w').select(shiftColumns);
    if (part === 'window') {
      const dates = query.where('w.work_date', '>=', from).where('w.work_date', '<=', to);
      return userIds ? dates.where('w.user_id', 'in', userIds) : dates;
    }
    const earlier = query.where('w.check_out_at', '>=', runningInto).where('w.work_date', '<', from);
    if (!userIds) return earlier;
    // A few people: their own earlier days (work_days_user_date_idx). Many: the shifts checked out
    // since `runningInto` (work_days_checked_out_idx): SQLite, which keeps no statistics here,
    // would otherwise walk every earlier day of each of them; a unary `+` (the same value) keeps a
    // term off an index in its planner (docs/performance.md, "Shifts running into a window").
    return userIds.length <= FEW_PEOPLE
      ? earlier.where('w.user_id', 'in', userIds)
      : earlier.where(sql<number>`+${sql.ref('w.user_id')}`, 'in', userIds);
  };
  const shifts = await db
    .selectFrom(shiftsOf('window').unionAll(shiftsOf('earlier')).as('s'))
    .selectAll()
    .orderBy('s.check_in_at')
    .execute();
  if (shifts.length === 0) return { shifts, pauses: [] };
  const pausesOf = (part: 'window' | 'earlier') =>
    shiftsOf(part)
      .clearSelect()
      .innerJoin('work_day_pauses as p', 'p.work_day_id', 'w.id')
      .select(['p.work_day_id', 'p.paused_at', 'p.resumed_at', 'p.reason']);
  const pauses = await db
    .selectFrom(pausesOf('window').unionAll(pausesOf('earlier')).as('s'))
    .selectAll()
    .orderBy('s.paused_at')
    .execute();
  return { shifts, pauses };
}

export interface RateRow {
  id: number;
  user_id: number;
  hourly_rate_cents: number;
  effective_date: string;
  created_by: number | null;
  created_at: string;
}

export function readRates(db: Executor, userIds: number[] | null): Promise<RateRow[]> {
  if (userIds && userIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('user_rates')
    .select(['id', 'user_id', 'hourly_rate_cents', 'effective_date', 'created_by', 'created_at']);
  if (userIds) query = query.where('user_id', 'in', userIds);
  return query.orderBy('user_id').orderBy('effective_date').execute();
}

export async function insertRate(
  db: Executor,
  row: { user_id: number; hourly_rate_cents: number; effective_date: string; created_by: number; created_at: string },
): Promise<void> {
  await db.insertInto('user_rates').values(row).execute();
}

/** A rate for a user and date, replacing one already there for that date. */
export async function upsertRate(
  db: Executor,
  row: { user_id: number; hourly_rate_cents: number; effective_date: string; created_by: number; created_at: string },
): Promise<void> {
  await db
    .insertInto('user_rates')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'effective_date']).doUpdateSet({
        hourly_rate_cents: row.hourly_rate_cents,
        created_by: row.created_by,
        created_at: row.created_at,
      }),
    )
    .execute();
}

export interface TimecardRow {
  id: number;
  user_id: number;
  period_start: string;
  period_end: string;
  status: 'open' | 'submitted' | 'approved';
  submitted_at: string | null;
  submitted_by: number | null;
  approved_at: string | null;
  approved_by: number | null;
  worked_seconds: number | null;
  regular_seconds: number | null;
  overtime_seconds: number | null;
  gross_pay_cents: number | null;
  /** Frozen at approval beside the gross pay: the adjustment it included (migration 0028). */
  adjustment_cents: number | null;
  updated_at: string;
}

/** The timecard rows of some people (all when null) for some periods. */
export function readTimecards(
  db: Executor,
  userIds: number[] | null,
  periodStarts: string[],
): Promise<StoredTimecardRow[]> {
  if ((userIds && userIds.length === 0) || periodStarts.length === 0) return Promise.resolve([]);
  let query = db.selectFrom('timecards').selectAll().where('period_start', 'in', periodStarts);
  if (userIds) query = query.where('user_id', 'in', userIds);
  return query.execute() as Promise<StoredTimecardRow[]>;
}

/** Who of some people (all when null) has a correction request pending for a date in a period. */
export async function readPendingCorrections(
  db: Executor,
  userIds: number[] | null,
  period: { start: string; end: string },
): Promise<Set<number>> {
  if (userIds && userIds.length === 0) return new Set();
  let query = db
    .selectFrom('correction_requests')
    .select('user_id')
    .distinct()
    .where('status', '=', 'pending')
    .where('work_date', '>=', period.start)
    .where('work_date', '<=', period.end);
  if (userIds) query = query.where('user_id', 'in', userIds);
  return new Set((await query.execute()).map((r) => r.user_id));
}

/**
 * The timecard row of a user and period, created open when missing and locked for the rest of
 * the transaction on PostgreSQL (SQLite transactions are already serialised). Approval and every
 * edit of a day take this lock first, so an edit and an approval never interleave (ADR 0014).
 */
export async function lockTimecard(
  trx: Executor,
  dialect: Dialect,
  userId: number,
  period: { start: string; end: string },
  now: string,
): Promise<TimecardRow> {
  let row: unknown;
  if (dialect === 'postgres') {
    row = await createdOrLockedTimecard.takeFirst(trx, userId, period.start, period.end, now);
  } else {
    await openTimecard.execute(trx, userId, period.start, period.end, now);
    row = await timecard.takeFirst(trx, userId, period.start);
  }
  if (!row) throw new Error(`No timecard for user ${userId} from ${period.start}`);
  return row as TimecardRow;
}

/**
 * lockTimecard's lock as a query to send with others (`inOneTrip`, db/prepared.ts; a check-in's
 * first trip): on PostgreSQL its one statement; on SQLite the missing card is created first and
 * the query reads it.
 */
export async function timecardLockQuery(
  trx: Executor,
  dialect: Dialect,
  userId: number,
  period: { start: string; end: string },
  now: string,
): Promise<BoundQuery<TimecardRow>> {
  if (dialect === 'postgres') {
    return createdOrLockedTimecard.with(userId, period.start, period.end, now) as BoundQuery<TimecardRow>;
  }
  await openTimecard.execute(trx, userId, period.start, period.end, now);
  return timecard.with(userId, period.start) as BoundQuery<TimecardRow>;
}

/** The card timecardLockQuery's rows hold. */
export function lockedCard(rows: readonly TimecardRow[]): TimecardRow {
  const card = rows[0];
  if (!card) throw new Error('the timecard lock answered no row');
  return card;
}

// Every write of a work day runs these (check-in, check-out, pauses): compiled once (db/prepared.ts).
const openTimecard = prepared((db: Executor, userId: number, start: string, end: string, now: string) =>
  db
    .insertInto('timecards')
    .values({ user_id: userId, period_start: start, period_end: end, status: 'open', updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'period_start']).doNothing()),
);
/**
 * Every column of timecards, in the table's order, for the lock's statements: named rather than `*`,
 * so that on PostgreSQL they run as named statements inside a work-day write's transaction (ADR 0040).
 */
const timecardColumns = [
  'id',
  'user_id',
  'period_start',
  'period_end',
  'status',
  'submitted_at',
  'submitted_by',
  'approved_at',
  'approved_by',
  'worked_seconds',
  'regular_seconds',
  'overtime_seconds',
  'gross_pay_cents',
  'adjustment_cents',
  'updated_at',
] as const;
export type TimecardColumnsComplete = NoneMissing<Exclude<keyof TimecardRow, (typeof timecardColumns)[number]>>;
const timecardQuery = (db: Executor, userId: number, start: string) =>
  db.selectFrom('timecards').select(timecardColumns).where('user_id', '=', userId).where('period_start', '=', start);
const timecard = prepared(timecardQuery);
/**
 * PostgreSQL: the row inserted, or the existing one locked and returned as it stands once the lock
 * is held, in one statement instead of the insert and then a `select … for update` (one round trip
 * fewer per work-day write; docs/performance.md). An `on conflict do update` locks the row it
 * finds, waiting for any transaction holding it, and with a column of the conflict's unique key in
 * its `set` the lock has `for update`'s strength (the lock approval and every edit of a day take,
 * ADR 0014, taken at the same point of the transaction, before the user's row, ADR 0027). The
 * `set` writes the same value back: the card is unchanged, but each call writes a row version.
 */
const createdOrLockedTimecard = prepared((db: Executor, userId: number, start: string, end: string, now: string) =>
  db
    .insertInto('timecards')
    .values({ user_id: userId, period_start: start, period_end: end, status: 'open', updated_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'period_start']).doUpdateSet((eb) => ({ user_id: eb.ref('excluded.user_id') })),
    )
    .returning(timecardColumns),
);

/** What a transition writes to a timecard: its state, its frozen figures and the settings it was paid under. */
export type TimecardChanges = Partial<Omit<TimecardRow, 'id' | 'user_id' | 'period_start' | 'period_end'>> & {
  paid_settings?: string | null;
};

export async function updateTimecard(trx: Executor, id: number, changes: TimecardChanges): Promise<TimecardRow> {
  await trx.updateTable('timecards').set(changes).where('id', '=', id).execute();
  return (await trx.selectFrom('timecards').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as TimecardRow;
}

export async function insertTimecardEvent(
  trx: Executor,
  event: {
    timecard_id: number;
    action: 'submit' | 'approve' | 'reopen';
    actor_id: number;
    reason: string | null;
    at: string;
  },
): Promise<void> {
  await trx.insertInto('timecard_events').values(event).execute();
}

export function readTimecardEvents(db: Executor, timecardId: number) {
  return db
    .selectFrom('timecard_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .select(['e.action', 'e.actor_id', 'u.name as actor_name', 'e.reason', 'e.at'])
    .where('e.timecard_id', '=', timecardId)
    .orderBy('e.id')
    .execute();
}

/** The open shifts (checked in, not out) of some people or everyone, oldest check-in first. */
export function readOpenShifts(db: Executor, userIds: number[] | null) {
  return db
    .selectFrom('work_days')
    .select(['id', 'user_id', 'work_date', 'check_in_at', 'check_out_at'])
    .where('check_out_at', 'is', null)
    .$if(userIds !== null, (q) => q.where('user_id', 'in', userIds && userIds.length > 0 ? userIds : [0]))
    .orderBy('check_in_at')
    .execute();
}

/**
 * Pay owed on a period and paid in another (migration 0028, docs/payroll-rules.md): back pay from a
 * rate (`rate_change`), a shared workweek's difference (`shared_workweek`), or what a reopened
 * period takes back because later cards already paid it (`already_paid`). A voided row (migration
 * 0032) is never paid and counts nowhere.
 */
export interface AdjustmentRow {
  id: number;
  user_id: number;
  period_start: string;
  cents: number;
  reason: string;
  created_by: number | null;
  created_at: string;
  paid_in_period_start: string | null;
  paid_at: string | null;
  voided_at: string | null;
  voided_by: number | null;
  void_reason: string | null;
}

/**
 * The back pay of some people (all when null) a timecard needs: every row not yet paid, and every
 * row owed on the given periods (an approved neighbour's, paid or not).
 */
export function readAdjustments(
  db: Executor,
  userIds: number[] | null,
  periodStarts: string[],
): Promise<AdjustmentRow[]> {
  if (userIds && userIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('pay_adjustments')
    .selectAll()
    .where('voided_at', 'is', null)
    .where((eb) =>
      periodStarts.length > 0
        ? eb.or([eb('paid_in_period_start', 'is', null), eb('period_start', 'in', periodStarts)])
        : eb('paid_in_period_start', 'is', null),
    );
  if (userIds) query = query.where('user_id', 'in', userIds);
  return query.orderBy('id').execute();
}

/** Every back-pay row of one person, oldest first (the console's rate history shows them). */
export function readAdjustmentsOf(db: Executor, userId: number): Promise<AdjustmentRow[]> {
  return db.selectFrom('pay_adjustments').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function insertAdjustment(
  db: Executor,
  row: Pick<AdjustmentRow, 'user_id' | 'period_start' | 'cents' | 'reason' | 'created_by' | 'created_at'> &
    Partial<Pick<AdjustmentRow, 'paid_in_period_start' | 'paid_at'>>,
): Promise<number> {
  const inserted = await db.insertInto('pay_adjustments').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Marks back pay as paid by the approval of a period. */
export async function markAdjustmentsPaid(db: Executor, ids: number[], periodStart: string, at: string) {
  if (ids.length === 0) return;
  await db
    .updateTable('pay_adjustments')
    .set({ paid_in_period_start: periodStart, paid_at: at })
    .where('id', 'in', ids)
    .execute();
}

/** Rows paid by a reopened period's approval wait again (reopen-timecard.ts). */
export async function unmarkAdjustmentsPaid(db: Executor, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .updateTable('pay_adjustments')
    .set({ paid_in_period_start: null, paid_at: null })
    .where('id', 'in', ids)
    .execute();
}

/** The rows of a user, not voided, owed on a period or paid by it. */
export function readAdjustmentsOnOrBy(db: Executor, userId: number, periodStart: string): Promise<AdjustmentRow[]> {
  return db
    .selectFrom('pay_adjustments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('voided_at', 'is', null)
    .where((eb) => eb.or([eb('period_start', '=', periodStart), eb('paid_in_period_start', '=', periodStart)]))
    .orderBy('id')
    .execute();
}

/** Voids rows: they stay, with who voided them, when and why, and are never paid (migration 0032). */
export async function voidAdjustments(
  db: Executor,
  ids: number[],
  change: { voided_by: number; voided_at: string; void_reason: string },
) {
  if (ids.length === 0) return;
  await db.updateTable('pay_adjustments').set(change).where('id', 'in', ids).execute();
}

/** The approved timecards of a user whose period ends on or after a date, oldest first. */
export function readApprovedFrom(db: Executor, userId: number, from: string): Promise<StoredTimecardRow[]> {
  return db
    .selectFrom('timecards')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .where('period_end', '>=', from)
    .orderBy('period_start')
    .execute() as Promise<StoredTimecardRow[]>;
}

/** A card as stored: with the settings it was paid under once approved (JSON; null while not approved,
 * and for a card approved before migration 0029). */
export interface StoredTimecardRow extends TimecardRow {
  paid_settings: string | null;
}

/** The settings frozen at a card's approval, or the current ones for a card without them. */
export function paidSettingsOf(
  row: { paid_settings: string | null },
  current: PayrollOrganisation,
): PayrollOrganisation {
  if (!row.paid_settings) return current;
  const paid: PayrollOrganisation = { ...current, ...(JSON.parse(row.paid_settings) as Partial<PayrollOrganisation>) };
  // the current object itself when nothing changed since, so callers can tell by identity
  const unchanged = (Object.keys(paid) as (keyof PayrollOrganisation)[]).every((key) => paid[key] === current[key]);
  return unchanged ? current : paid;
}

/** Which of some people's periods strictly between two dates are approved ("user_id period_start"). */
export async function readApprovedBetween(
  db: Executor,
  userIds: number[],
  after: string,
  before: string,
): Promise<Set<string>> {
  if (userIds.length === 0 || after >= before) return new Set();
  const rows = await db
    .selectFrom('timecards')
    .select(['user_id', 'period_start'])
    .where('user_id', 'in', userIds)
    .where('status', '=', 'approved')
    .where('period_start', '>', after)
    .where('period_start', '<', before)
    .execute();
  return new Set(rows.map((r) => `${r.user_id} ${r.period_start}`));
}

/** The rate on a user's record (what pays them while their history is empty). */
export async function readRecordRate(db: Executor, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('hourly_rate_cents').where('id', '=', userId).executeTakeFirst();
  return row ? row.hourly_rate_cents : null;
}

/** Whether a user has any rate history entry. */
export async function hasRateHistory(db: Executor, userId: number): Promise<boolean> {
  return (
    (await db.selectFrom('user_rates').select('id').where('user_id', '=', userId).executeTakeFirst()) !== undefined
  );
}

/** The date of a user's first work day, if any. */
export async function firstWorkDate(db: Executor, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('work_days')
    .select('work_date')
    .where('user_id', '=', userId)
    .orderBy('work_date')
    .limit(1)
    .executeTakeFirst();
  return row?.work_date ?? null;
}
