import { type AdminUser, type AdminUserUpdateBody, MSG } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import type { UserUpdate } from '../../db/schema.js';
import { fieldError, found } from '../../lib/http-error.js';
import { requireLocation } from '../location-trust/require-location.js';
import { requireDepartment } from '../organisation/department-records.js';
import { presentUserRecord } from './user.presenter.js';
import { findUserById, usersQuery, writeUserSettings } from './users.repository.js';

/** What the admin console's user operations share (`/api/admin/users`, ADR 0010). */

const SETTINGS_FIELDS = [
  'street_address',
  'address2',
  'city',
  'state',
  'zip_code',
  'gender',
  'race',
  'marital_status',
  'services_provided',
  'additional_info',
] as const;
type SettingsField = (typeof SETTINGS_FIELDS)[number];

const USER_FIELDS = [
  'name',
  'email',
  'role',
  'status',
  'department_id',
  'manager_id',
  'hourly_rate_cents',
  'scheduled_start',
  'phone',
  'payroll_id',
  'provider_id',
] as const;

/** One user as the console shows it (404 when missing). */
export async function readUserRecord(db: Executor, id: number): Promise<AdminUser> {
  return presentUserRecord(found(await usersQuery(db).where('u.id', '=', id).executeTakeFirst()));
}

export const emailTaken = () => fieldError('email', MSG.emailTaken);

/** Checks the department and manager a body names (the manager exists and is not the user). */
export async function checkLinks(db: Executor, body: AdminUserUpdateBody, userId: number | null) {
  if (body.department_id != null) {
    await requireDepartment(db, body.department_id);
  }
  if (body.manager_id != null) {
    if (body.manager_id === userId) throw fieldError('manager_id', MSG.managerNotSelf);
    if (!(await findUserById(db, body.manager_id))) throw fieldError('manager_id', MSG.managerUnknown);
  }
}

/** The users-table columns a body sets (undefined keys left alone). */
export function userChanges(body: AdminUserUpdateBody): UserUpdate {
  const changes: UserUpdate = {};
  for (const key of USER_FIELDS) {
    const value = body[key];
    if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
  }
  if (body.is_active !== undefined) changes.is_active = body.is_active;
  if (body.target_hours !== undefined) {
    changes.target_minutes = body.target_hours === null ? null : Math.max(1, Math.round(body.target_hours * 60));
  }
  return changes;
}

/** The profile location a body names (ADR 0028): any active admin console location, or null. */
export async function locationChanges(
  trx: Executor,
  body: AdminUserUpdateBody,
  current: string | null,
): Promise<UserUpdate> {
  if (body.location === undefined) return {};
  if (body.location === null) return { location: null, location_id: null };
  const location = await requireLocation(trx, body.location, { current });
  return { location: location.code, location_id: location.id };
}

export function settingsChanges(body: AdminUserUpdateBody): Partial<Record<SettingsField, string | null>> {
  const changes: Partial<Record<SettingsField, string | null>> = {};
  for (const key of SETTINGS_FIELDS) if (body[key] !== undefined) changes[key] = body[key] ?? null;
  return changes;
}

/** Writes the settings fields of a body, creating the user's settings row when there is none. */
export async function writeSettings(trx: Executor, userId: number, body: AdminUserUpdateBody, stamp: string) {
  await writeUserSettings(trx, userId, settingsChanges(body), stamp);
}
