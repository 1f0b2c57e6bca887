import { type Dialect, type Executor, lockedOnPostgres } from '../../db/database.js';
import { deleteById } from '../../db/delete-by-id.js';
import { DEFAULT_HOURS } from '../../db/migrations/0025-organisation-hours-es.js';

export function getOrganisation(db: Executor) {
  return db.selectFrom('organisation').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

/** The organisation row, locked until the transaction ends on PostgreSQL (SQLite's write
 * transaction is already alone), so a save compares and writes its version with no save between. */
export function lockOrganisation(trx: Executor, dialect: Dialect) {
  const query = trx.selectFrom('organisation').selectAll().where('id', '=', 1);
  return lockedOnPostgres(query, dialect).executeTakeFirstOrThrow();
}

/** Creates the single organisation row when a database is new; leaves an existing one alone. */
export async function ensureOrganisation(db: Executor, now: Date, name = 'Daybook Day Programs'): Promise<void> {
  const existing = await db.selectFrom('organisation').select('id').where('id', '=', 1).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('organisation')
    .values({
      id: 1,
      name,
      time_zone: 'America/Phoenix',
      late_grace_minutes: 5,
      default_start_time: '08:00',
      support_email: 'support@daybook.test',
      support_phone: '(480) 555-0100',
      address: '9241 S Avenida del Yaqui, Guadalupe, AZ 85283',
      hours_text: DEFAULT_HOURS.en,
      hours_text_es: DEFAULT_HOURS.es,
      updated_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The organisation's time zone; every "today" and pay period is computed in it (docs/product-rules.md §10). */
export async function organisationTimeZone(db: Executor): Promise<string> {
  const row = await db.selectFrom('organisation').select('time_zone').where('id', '=', 1).executeTakeFirst();
  return row?.time_zone ?? 'America/Phoenix';
}

/**
 * Writes organisation settings (any subset of the columns) and, with `stamp`, the time of the
 * change (the admin console's settings; the location-trust limits leave it alone).
 */
export async function updateOrganisation(
  db: Executor,
  changes: Record<string, unknown>,
  stamp?: string,
): Promise<void> {
  const values = stamp === undefined ? changes : { ...changes, updated_at: stamp };
  if (Object.keys(values).length === 0) return;
  await db.updateTable('organisation').set(values).where('id', '=', 1).execute();
}

/** Departments with how many users are in each (the admin console's list). */
export function departmentsQuery(db: Executor) {
  return db
    .selectFrom('departments as d')
    .select(['d.id', 'd.name', 'd.created_at'])
    .select((eb) =>
      eb
        .selectFrom('users as u')
        .whereRef('u.department_id', '=', 'd.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('user_count'),
    );
}
export type DepartmentView = Awaited<ReturnType<ReturnType<typeof departmentsQuery>['executeTakeFirstOrThrow']>>;

export function insertDepartment(db: Executor, name: string, stamp: string) {
  return db.insertInto('departments').values({ name, created_at: stamp }).returningAll().executeTakeFirstOrThrow();
}

export async function renameDepartment(db: Executor, id: number, name: string): Promise<void> {
  await db.updateTable('departments').set({ name }).where('id', '=', id).execute();
}

/** Whether the row was there to delete (a simultaneous delete may have gone first). */
export function deleteDepartmentRow(db: Executor, id: number): Promise<boolean> {
  return deleteById(db, 'departments', id);
}

/** Whether a department exists (a user's department_id). */
export async function departmentExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('departments').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * Locks a department row for the rest of the transaction on PostgreSQL, so the check for users in
 * it and the delete cannot interleave with a user joining it (SQLite writes one at a time already).
 */
export async function lockDepartment(db: Executor, id: number, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('departments').select('id').where('id', '=', id).forUpdate().execute();
}

/**
 * Marks the organisation as set up, once: true for the one caller that changed the row (the first
 * admin's registration), false for everyone after (a conditional update, never check-then-write).
 */
export async function claimBootstrap(db: Executor, stamp: string): Promise<boolean> {
  const claim = await db
    .updateTable('organisation')
    .set({ bootstrapped_at: stamp })
    .where('id', '=', 1)
    .where('bootstrapped_at', 'is', null)
    .executeTakeFirst();
  return Number(claim.numUpdatedRows) === 1;
}

/** Every department's name, alphabetically. */
export function listDepartmentNames(db: Executor) {
  return db.selectFrom('departments').select('name').orderBy('name').execute();
}
