import type { Updateable } from 'kysely';
import { type Dialect, type Executor, lockedOnPostgres } from '../../db/database.js';
import { deleteById } from '../../db/delete-by-id.js';
import type { NewUser, UserRow, UserSettingsRow, UserSettingsTable, UserUpdate } from '../../db/schema.js';

/**
 * A user by id. `lockFor: 'postgres'` takes a row lock for the rest of the transaction, so a
 * read-then-write (and its audit "before") cannot interleave with another; SQLite needs none,
 * its single connection already runs transactions one at a time.
 */
export function findUserById(db: Executor, id: number, lockFor?: Dialect): Promise<UserRow | undefined> {
  const query = db.selectFrom('users').selectAll().where('id', '=', id);
  return lockedOnPostgres(query, lockFor).executeTakeFirst();
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Executor, id: number, changes: UserUpdate): Promise<UserRow> {
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export interface SettingsWithManager extends UserSettingsRow {
  payroll_id: string | null;
  provider_id: string | null;
  location: string | null;
  location_id: number | null;
  /** The name of the user's locations row (ADR 0028). */
  location_name: string | null;
  manager_display_name: string | null;
  manager_email: string | null;
}

/** A user's settings row with the fields kept on the user record and the manager's contact. */
export function findSettingsForUser(db: Executor, userId: number): Promise<SettingsWithManager | undefined> {
  return db
    .selectFrom('user_settings as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('users as m', 'm.id', 'u.manager_id')
    .leftJoin('locations as l', 'l.id', 'u.location_id')
    .selectAll('s')
    .select([
      'u.payroll_id',
      'u.provider_id',
      'u.location',
      'u.location_id',
      'l.name as location_name',
      'm.name as manager_display_name',
      'm.email as manager_email',
    ])
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
}

export async function countUsers(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Users as the admin console shows them: the record, its settings, department and manager names. */
export function usersQuery(db: Executor) {
  return db
    .selectFrom('users as u')
    .leftJoin('user_settings as s', 's.user_id', 'u.id')
    .leftJoin('departments as d', 'd.id', 'u.department_id')
    .leftJoin('users as m', 'm.id', 'u.manager_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.role',
      'u.status',
      'u.is_active',
      'u.must_change_password',
      'u.department_id',
      'd.name as department_name',
      'u.manager_id',
      'm.name as manager_name',
      'u.hourly_rate_cents',
      'u.target_minutes',
      'u.scheduled_start',
      'u.phone',
      'u.location',
      'u.payroll_id',
      'u.provider_id',
      's.street_address',
      's.address2',
      's.city',
      's.state',
      's.zip_code',
      's.gender',
      's.race',
      's.marital_status',
      's.services_provided',
      's.additional_info',
      'u.created_at',
      'u.updated_at',
    ]);
}
export type UserRecordRow = Awaited<ReturnType<ReturnType<typeof usersQuery>['executeTakeFirstOrThrow']>>;

/** Writes settings fields of a user, creating the settings row when there is none. */
export async function writeUserSettings(
  db: Executor,
  userId: number,
  changes: Omit<Updateable<UserSettingsTable>, 'id' | 'user_id' | 'updated_at'>,
  stamp: string,
): Promise<void> {
  const existing = await db.selectFrom('user_settings').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (existing) {
    if (Object.keys(changes).length > 0) {
      await db
        .updateTable('user_settings')
        .set({ ...changes, updated_at: stamp })
        .where('user_id', '=', userId)
        .execute();
    }
  } else {
    await db
      .insertInto('user_settings')
      .values({ user_id: userId, ...changes, updated_at: stamp })
      .execute();
  }
}

/** Whether the row was there to delete (a simultaneous delete may have gone first). */
export function deleteUserRow(db: Executor, id: number): Promise<boolean> {
  return deleteById(db, 'users', id);
}

/**
 * Sets the user's current hourly rate (the one the screens show; kept as it is when `cents` is
 * left out) and the date it next changes; `updated_at` too unless `stamp` is null.
 */
export async function updateCurrentRate(
  db: Executor,
  userId: number,
  rate: { cents?: number; nextDate: string | null },
  stamp: string | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(rate.cents === undefined ? {} : { hourly_rate_cents: rate.cents }),
      hourly_rate_next_date: rate.nextDate,
      ...(stamp === null ? {} : { updated_at: stamp }),
    })
    .where('id', '=', userId)
    .execute();
}

/** The users whose current hourly rate changes on or before `today` (payroll/current-rate.ts). */
export function usersWithRateDue(db: Executor, today: string): Promise<{ id: number }[]> {
  return db.selectFrom('users').select('id').where('hourly_rate_next_date', '<=', today).execute();
}

/** Writes a user's chosen password only while the stored hash is `checkedHash`; whether it did. */
export async function replacePasswordHashIf(
  trx: Executor,
  userId: number,
  change: { checkedHash: string; passwordHash: string; stamp: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ password_hash: change.passwordHash, must_change_password: false, updated_at: change.stamp })
    .where('id', '=', userId)
    .where('password_hash', '=', change.checkedHash)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
