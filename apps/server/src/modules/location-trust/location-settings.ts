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
import { memberExists } from '../members/manage-members.js';
import { findUserById } from '../users/user-records.js';
import {
  countKnownLocations,
  locationSettings,
  memberLocationIds,
  replaceMemberLocations,
  replaceUserLocations,
  updateTrustSettings,
  userLocationIds,
} from './location-trust.repository.js';

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
    await updateTrustSettings(trx, {
      ...(body.low_accuracy_limit_m !== undefined ? { low_accuracy_limit_m: body.low_accuracy_limit_m } : {}),
      ...(body.offline_max_age_hours !== undefined ? { offline_max_age_hours: body.offline_max_age_hours } : {}),
    });
    const after = { ...(await locationSettings(trx)), offlineMaxAgeHours: await offlineMaxAgeHours(trx) };
    await audit({ action: 'update', entity: 'organisation', entityId: 'location_trust', before, after });
  });
  return getLocationTrustSettings(ctx);
}

/** GET /api/location-trust/members/{id}/locations/ (admin): the member's assigned locations (ADR 0028). */
export async function getMemberLocations(ctx: AppContext, memberId: number): Promise<MemberLocations> {
  if (!(await memberExists(ctx.db, memberId))) throw notFound();
  return { member_id: memberId, location_ids: await memberLocationIds(ctx.db, memberId) };
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
    if ((await countKnownLocations(trx, ids)) !== ids.length) throw fieldError('location_ids', MSG.locationUnknown);
    await replaceMemberLocations(trx, memberId, ids, now.toISOString());
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
  if (!(await findUserById(ctx.db, userId))) throw notFound();
  return { user_id: userId, location_ids: await userLocationIds(ctx.db, userId) };
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
    if ((await countKnownLocations(trx, ids)) !== ids.length) throw fieldError('location_ids', MSG.locationUnknown);
    await replaceUserLocations(trx, userId, ids, now.toISOString());
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
