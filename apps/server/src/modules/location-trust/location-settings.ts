import {
  type LocationTrustSettings,
  type LocationTrustSettingsBody,
  type MemberLocations,
  MSG,
  type UserLocations,
} from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { offlineMaxAgeHours } from '../../lib/action-time.js';
import { fieldError, notFound } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { locationSettings } from './location-trust.repository.js';

/**
 * GET /api/location-trust/settings/ (admin): the low-accuracy limit, how old an offline action may
 * be (docs/offline.md), and (read-only here) the services that need EVV, which admins mark on the
 * service codes (`requires_evv`).
 */
export async function getLocationTrustSettings(ctx: AppContext): Promise<LocationTrustSettings> {
  const [s, maxAge] = await Promise.all([locationSettings(ctx.db), offlineMaxAgeHours(ctx.db)]);
  return {
    low_accuracy_limit_m: s.lowAccuracyLimit,
    evv_service_codes: s.evvServiceCodes,
    offline_max_age_hours: maxAge,
  };
}

/** PUT /api/location-trust/settings/ (admin): any subset, audited. */
export async function putLocationTrustSettings(
  ctx: AppContext,
  req: ChangeRequest,
  body: LocationTrustSettingsBody,
): Promise<LocationTrustSettings> {
  const before = await getLocationTrustSettings(ctx);
  await auditedChange(ctx, req, async ({ trx, audit }) => {
    if (body.low_accuracy_limit_m !== undefined) {
      await trx.updateTable('organisation').set({ low_accuracy_limit_m: body.low_accuracy_limit_m }).execute();
    }
    if (body.offline_max_age_hours !== undefined) {
      await trx.updateTable('organisation').set({ offline_max_age_hours: body.offline_max_age_hours }).execute();
    }
    const after = { ...(await locationSettings(trx)), offlineMaxAgeHours: await offlineMaxAgeHours(trx) };
    await audit({ action: 'update', entity: 'organisation', entityId: 'location_trust', before, after });
  });
  return getLocationTrustSettings(ctx);
}

/** GET /api/location-trust/members/{id}/locations/ (admin): the member's assigned locations (ADR 0028). */
export async function getMemberLocations(ctx: AppContext, memberId: number): Promise<MemberLocations> {
  const member = await ctx.db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
  if (!member) throw notFound();
  const rows = await ctx.db
    .selectFrom('member_locations')
    .select('location_id')
    .where('member_id', '=', memberId)
    .orderBy('location_id')
    .execute();
  return { member_id: memberId, location_ids: rows.map((r) => r.location_id) };
}

/**
 * PUT /api/location-trust/members/{id}/locations/ (admin): replaces the member's assigned
 * locations (an empty list: their home only). Unknown locations are refused; audited.
 */
export async function putMemberLocations(
  ctx: AppContext,
  req: ChangeRequest,
  memberId: number,
  locationIds: number[],
): Promise<MemberLocations> {
  const before = await getMemberLocations(ctx, memberId);
  const ids = [...new Set(locationIds)].sort((a, b) => a - b);
  await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    if (ids.length > 0) {
      const known = await trx.selectFrom('locations').select('id').where('id', 'in', ids).execute();
      if (known.length !== ids.length) throw fieldError('location_ids', MSG.locationUnknown);
    }
    await trx.deleteFrom('member_locations').where('member_id', '=', memberId).execute();
    if (ids.length > 0) {
      const stamp = now.toISOString();
      await trx
        .insertInto('member_locations')
        .values(ids.map((location_id) => ({ member_id: memberId, location_id, created_at: stamp })))
        .execute();
    }
    await audit({
      action: 'update',
      entity: 'member',
      entityId: memberId,
      before: { location_ids: before.location_ids },
      after: { location_ids: ids },
    });
  });
  return getMemberLocations(ctx, memberId);
}

/** GET /api/location-trust/users/{id}/locations/ (admin): the employee's assigned locations. */
export async function getUserLocations(ctx: AppContext, userId: number): Promise<UserLocations> {
  const user = await ctx.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound();
  const rows = await ctx.db
    .selectFrom('user_locations')
    .select('location_id')
    .where('user_id', '=', userId)
    .orderBy('location_id')
    .execute();
  return { user_id: userId, location_ids: rows.map((r) => r.location_id) };
}

/**
 * PUT /api/location-trust/users/{id}/locations/ (admin): replaces the assignment (an empty list:
 * every active location applies). Unknown locations are refused; audited with before and after.
 */
export async function putUserLocations(
  ctx: AppContext,
  req: ChangeRequest,
  userId: number,
  locationIds: number[],
): Promise<UserLocations> {
  const before = await getUserLocations(ctx, userId);
  const ids = [...new Set(locationIds)];
  await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    if (ids.length > 0) {
      const known = await trx.selectFrom('locations').select('id').where('id', 'in', ids).execute();
      if (known.length !== ids.length) throw fieldError('location_ids', MSG.locationUnknown);
    }
    await trx.deleteFrom('user_locations').where('user_id', '=', userId).execute();
    if (ids.length > 0) {
      const stamp = now.toISOString();
      await trx
        .insertInto('user_locations')
        .values(ids.map((location_id) => ({ user_id: userId, location_id, created_at: stamp })))
        .execute();
    }
    await audit({
      action: 'update',
      entity: 'user',
      entityId: userId,
      before: { location_ids: before.location_ids },
      after: { location_ids: ids.sort((a, b) => a - b) },
    });
  });
  return getUserLocations(ctx, userId);
}
