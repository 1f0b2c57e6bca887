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
import { auditedChange } from '../audit/audited-change.js';
import { hashPassword, newPasswordProblems } from '../auth/passwords.js';
import { endUserSessions } from '../auth/sessions.repository.js';
import { requireLocation } from '../location-trust/program-locations.js';
import { recordRateFromUserRecord } from '../payroll/rates.js';
import { findUserById } from '../users/users.repository.js';
import { type AdminRequest, countWhere, temporaryPassword } from './admin.common.js';

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

function usersQuery(db: Executor) {
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
type UserListRow = Awaited<ReturnType<ReturnType<typeof usersQuery>['executeTakeFirstOrThrow']>>;

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
    const department = await db
      .selectFrom('departments')
      .select('id')
      .where('id', '=', body.department_id)
      .executeTakeFirst();
    if (!department) throw fieldError('department_id', MSG.departmentUnknown);
  }
  if (body.manager_id != null) {
    if (body.manager_id === userId) throw fieldError('manager_id', MSG.managerNotSelf);
    const manager = await db.selectFrom('users').select('id').where('id', '=', body.manager_id).executeTakeFirst();
    if (!manager) throw fieldError('manager_id', MSG.managerUnknown);
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
  const changes = settingsChanges(body);
  const existing = await trx.selectFrom('user_settings').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (existing) {
    if (Object.keys(changes).length > 0) {
      await trx
        .updateTable('user_settings')
        .set({ ...changes, updated_at: stamp })
        .where('user_id', '=', userId)
        .execute();
    }
  } else {
    await trx
      .insertInto('user_settings')
      .values({ user_id: userId, ...changes, updated_at: stamp })
      .execute();
  }
}

const emailTaken = () => fieldError('email', MSG.emailTaken);

/**
 * POST /api/admin/users: a new account. Without a password a temporary one is generated, returned
 * once, and must be changed at the first sign-in.
 */
export async function createUser(
  ctx: AppContext,
  body: AdminUserCreateBody,
  req: AdminRequest,
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
      const created = await trx
        .insertInto('users')
        .values({
          role: 'staff',
          ...userChanges(body),
          ...(await locationChanges(trx, body, null)),
          name: body.name,
          email: body.email,
          password_hash: passwordHash,
          must_change_password: generated !== null,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
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
  req: AdminRequest,
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
        await trx
          .updateTable('users')
          .set({ ...changes, updated_at: stamp })
          .where('id', '=', id)
          .execute();
      }
      if (Object.keys(settingsChanges(body)).length > 0) await writeSettings(trx, id, body, stamp);
      if (body.hourly_rate_cents !== undefined && body.hourly_rate_cents !== before.hourly_rate_cents) {
        await recordRateFromUserRecord(trx, id, body.hourly_rate_cents, req.actor.id, now);
      }
      const after = await readUser(trx, id);
      await audit({ action: 'update', entity: 'user', entityId: id, before, after });
      if (toBool(locked.is_active) && body.is_active === false) {
        const ended = await endUserSessions(trx, id, 'deactivated', now);
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
export async function resetPassword(ctx: AppContext, id: number, req: AdminRequest): Promise<AdminPasswordReset> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  return auditedChange(ctx, req, async ({ trx, now, audit }) => {
    found(await findUserById(trx, id, ctx.dialect));
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, must_change_password: true, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    const ended = await endUserSessions(
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
export async function deleteUser(ctx: AppContext, id: number, req: AdminRequest): Promise<AdminUser> {
  return auditedChange(ctx, req, async ({ trx, audit }) => {
    found(await findUserById(trx, id, ctx.dialect));
    if (id === req.actor.id) throw conflict(MSG.cannotDeleteSelf);
    const counts = await Promise.all([
      countWhere(trx, 'work_days', 'user_id', id),
      countWhere(trx, 'clients', 'owner_id', id),
      countWhere(trx, 'client_attendance', 'created_by', id),
      countWhere(trx, 'daily_progress', 'created_by', id),
      countWhere(trx, 'member_visits', 'provider_id', id),
      countWhere(trx, 'members', 'assigned_user_id', id),
    ]);
    if (counts.some((n) => n > 0)) throw conflict(MSG.userHasHistory);
    const before = await readUser(trx, id);
    await trx.deleteFrom('users').where('id', '=', id).execute();
    await audit({ action: 'delete', entity: 'user', entityId: id, before });
    return before;
  });
}
