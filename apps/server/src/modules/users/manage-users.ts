import {
  type AdminPasswordReset,
  type AdminUser,
  type AdminUserCreateBody,
  type AdminUserCreated,
  type AdminUserListQuery,
  type AdminUserUpdateBody,
  MSG,
} from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { toBool, type UserUpdate } from '../../db/schema.js';
import { conflict, fieldError, found } from '../../lib/http-error.js';
import type { ListKeys } from '../../lib/list-page.js';
import { keyFilters, listRecords } from '../../lib/list-page.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { endSessionsOf } from '../auth/end-sessions.js';
import { hashPassword, newPasswordProblems, temporaryPassword } from '../auth/passwords.js';
import { userHasCareRecords } from '../care/user-history.js';
import { requireLocation } from '../location-trust/program-locations.js';
import { userHasMemberHistory } from '../members/user-history.js';
import { requireDepartment } from '../organisation/manage-departments.js';
import { recordRateFromUserRecord } from '../payroll/rates.js';
import { userHasWorkDays } from '../workday/user-history.js';
import {
  deleteUserRow,
  findUserById,
  insertUser,
  type UserRecordRow,
  updateUser as updateUserRow,
  usersQuery,
  writeUserSettings,
} from './users.repository.js';

/** User accounts (the admin console's `/api/admin/users`). */

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

type UserListRow = UserRecordRow;

function presentUser(row: UserListRow): AdminUser {
  const { target_minutes, is_active, must_change_password, ...rest } = row;
  return {
    ...rest,
    is_active: toBool(is_active),
    must_change_password: toBool(must_change_password),
    target_hours: target_minutes === null ? null : Math.round((target_minutes / 60) * 100) / 100,
  };
}

async function readUser(db: Executor, id: number): Promise<AdminUser> {
  return presentUser(found(await usersQuery(db).where('u.id', '=', id).executeTakeFirst()));
}

const SORT: Record<string, string> = {
  id: 'u.id',
  name: 'u.name',
  email: 'u.email',
  role: 'u.role',
  status: 'u.status',
  is_active: 'u.is_active',
  department_id: 'u.department_id',
  manager_id: 'u.manager_id',
  hourly_rate_cents: 'u.hourly_rate_cents',
  created_at: 'u.created_at',
};

/** GET /api/admin/users. */
export async function listUsers(ctx: AppContext, query: AdminUserListQuery & ListKeys) {
  let base = keyFilters(usersQuery(ctx.db), query, 'u.id', ['u.name', 'u.email']);
  if (query.role) base = base.where('u.role', '=', query.role);
  if (query.status) base = base.where('u.status', '=', query.status);
  if (query.is_active !== undefined) base = base.where('u.is_active', '=', query.is_active);
  if (query.department_id !== undefined) base = base.where('u.department_id', '=', query.department_id);
  if (query.manager_id !== undefined) base = base.where('u.manager_id', '=', query.manager_id);
  return listRecords(base, query, SORT, { sort: 'name', order: 'ASC', id: 'u.id' }, presentUser);
}

export const getUser = (ctx: AppContext, id: number) => readUser(ctx.db, id);

/** Checks the department and manager a body names (the manager exists and is not the user). */
async function checkLinks(db: Executor, body: AdminUserUpdateBody, userId: number | null) {
  if (body.department_id != null) {
    await requireDepartment(db, body.department_id);
  }
  if (body.manager_id != null) {
    if (body.manager_id === userId) throw fieldError('manager_id', MSG.managerNotSelf);
    if (!(await findUserById(db, body.manager_id))) throw fieldError('manager_id', MSG.managerUnknown);
  }
}

/** The users-table columns a body sets (undefined keys left alone). */
function userChanges(body: AdminUserUpdateBody): UserUpdate {
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
async function locationChanges(trx: Executor, body: AdminUserUpdateBody, current: string | null): Promise<UserUpdate> {
  if (body.location === undefined) return {};
  if (body.location === null) return { location: null, location_id: null };
  const location = await requireLocation(trx, body.location, { current });
  return { location: location.code, location_id: location.id };
}

function settingsChanges(body: AdminUserUpdateBody): Partial<Record<SettingsField, string | null>> {
  const changes: Partial<Record<SettingsField, string | null>> = {};
  for (const key of SETTINGS_FIELDS) if (body[key] !== undefined) changes[key] = body[key] ?? null;
  return changes;
}

/** Writes the settings fields of a body, creating the user's settings row when there is none. */
async function writeSettings(trx: Executor, userId: number, body: AdminUserUpdateBody, stamp: string) {
  await writeUserSettings(trx, userId, settingsChanges(body), stamp);
}

const emailTaken = () => fieldError('email', MSG.emailTaken);

/**
 * POST /api/admin/users: a new account. Without a password a temporary one is generated, returned
 * once, and must be changed at the first sign-in.
 */
export async function createUser(
  ctx: AppContext,
  body: AdminUserCreateBody,
  req: ChangeRequest,
): Promise<AdminUserCreated> {
  const generated = body.password === undefined ? temporaryPassword() : null;
  const password = generated ?? body.password ?? '';
  if (!generated) {
    const problems = newPasswordProblems(password);
    if (problems.length > 0) throw fieldError('password', problems[0] ?? MSG.signupFailed);
  }
  const passwordHash = await hashPassword(password);
  const id = await auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      await checkLinks(trx, body, null);
      const created = await insertUser(trx, {
        role: 'staff',
        ...userChanges(body),
        ...(await locationChanges(trx, body, null)),
        name: body.name,
        email: body.email,
        password_hash: passwordHash,
        must_change_password: generated !== null,
        created_at: stamp,
        updated_at: stamp,
      });
      await writeSettings(trx, created.id, body, stamp);
      if (body.hourly_rate_cents !== undefined) {
        await recordRateFromUserRecord(trx, created.id, body.hourly_rate_cents, req.actor.id, now);
      }
      await audit({
        action: 'create',
        entity: 'user',
        entityId: created.id,
        after: { ...(await readUser(trx, created.id)), password_generated: generated !== null },
      });
      return created.id;
    },
    emailTaken,
  );
  return { ...(await readUser(ctx.db, id)), temporary_password: generated };
}

/**
 * PUT /api/admin/users/{id}: any subset of the fields. An admin cannot deactivate or demote
 * themself (409). Deactivation ends the user's sessions in the same transaction.
 */
export async function updateUser(
  ctx: AppContext,
  id: number,
  body: AdminUserUpdateBody,
  req: ChangeRequest,
): Promise<AdminUser> {
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      const locked = found(await findUserById(trx, id, ctx.dialect));
      if (id === req.actor.id) {
        if (body.is_active === false) throw conflict(MSG.cannotDeactivateSelf);
        if (body.role !== undefined && body.role !== 'admin') throw conflict(MSG.cannotDemoteSelf);
      }
      await checkLinks(trx, body, id);
      const before = await readUser(trx, id);
      const changes = { ...userChanges(body), ...(await locationChanges(trx, body, locked.location)) };
      if (Object.keys(changes).length > 0) {
        await updateUserRow(trx, id, { ...changes, updated_at: stamp });
      }
      if (Object.keys(settingsChanges(body)).length > 0) await writeSettings(trx, id, body, stamp);
      if (body.hourly_rate_cents !== undefined && body.hourly_rate_cents !== before.hourly_rate_cents) {
        await recordRateFromUserRecord(trx, id, body.hourly_rate_cents, req.actor.id, now);
      }
      const after = await readUser(trx, id);
      await audit({ action: 'update', entity: 'user', entityId: id, before, after });
      if (toBool(locked.is_active) && body.is_active === false) {
        const ended = await endSessionsOf(trx, id, 'deactivated', now);
        await audit({
          action: 'session_revoke',
          entity: 'user',
          entityId: id,
          after: { reason: 'deactivated', sessions: ended },
        });
      }
      return after;
    },
    emailTaken,
  );
}

/**
 * POST /api/admin/users/{id}/reset-password: a temporary password shown once; the user must
 * change it at the next sign-in and every session of theirs ends now (the caller's own stays when
 * an admin resets their own password).
 */
export async function resetPassword(ctx: AppContext, id: number, req: ChangeRequest): Promise<AdminPasswordReset> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  return auditedChange(ctx, req, async ({ trx, now, audit }) => {
    found(await findUserById(trx, id, ctx.dialect));
    await updateUserRow(trx, id, {
      password_hash: passwordHash,
      must_change_password: true,
      updated_at: now.toISOString(),
    });
    const ended = await endSessionsOf(
      trx,
      id,
      'password_reset',
      now,
      id === req.actor.id ? req.actor.sessionId : undefined,
    );
    await audit({
      action: 'password_reset',
      entity: 'user',
      entityId: id,
      after: { must_change_password: true, sessions_revoked: ended },
    });
    return {
      id,
      temporary_password: password,
      must_change_password: true as const,
      sessions_revoked: ended,
      detail: MSG.passwordReset,
    };
  });
}

/**
 * DELETE /api/admin/users/{id}: only an account without history (no work days, clients, care
 * records, member visits or assigned members) is deleted; otherwise 409: deactivate instead.
 */
export async function deleteUser(ctx: AppContext, id: number, req: ChangeRequest): Promise<AdminUser> {
  return auditedChange(ctx, req, async ({ trx, audit }) => {
    found(await findUserById(trx, id, ctx.dialect));
    if (id === req.actor.id) throw conflict(MSG.cannotDeleteSelf);
    const history = await Promise.all([
      userHasWorkDays(trx, id),
      userHasCareRecords(trx, id),
      userHasMemberHistory(trx, id),
    ]);
    if (history.some(Boolean)) throw conflict(MSG.userHasHistory);
    const before = await readUser(trx, id);
    await deleteUserRow(trx, id);
    await audit({ action: 'delete', entity: 'user', entityId: id, before });
    return before;
  });
}
