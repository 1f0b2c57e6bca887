import {
  DEFAULT_HOME_RADIUS_M,
  type DeviceFix,
  evaluateLocation,
  type Geofence,
  isFlagged,
  type LocatedAction,
  type LocationCheck,
  type LocationEvaluation,
} from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import type { MemberRow } from '../../db/schema.js';
import { fencesForMember, fencesForUser, insertException, locationSettings } from './location-trust.repository.js';

/** The action a location belongs to: a work day's or a member visit's (docs/evv.md). */
export interface LocatedActionRef {
  action: LocatedAction;
  userId: number;
  at: Date;
  workDayId?: number;
  memberVisitId?: number;
}

async function record(
  trx: Executor,
  ref: LocatedActionRef,
  fix: DeviceFix,
  result: LocationEvaluation,
  place: { locationId: number | null; memberId: number | null; name: string | null },
): Promise<LocationCheck> {
  let exceptionId: number | null = null;
  if (isFlagged(result.status)) {
    const stamp = ref.at.toISOString();
    const created = await insertException(trx, {
      kind: result.status,
      action: ref.action,
      work_day_id: ref.workDayId ?? null,
      member_visit_id: ref.memberVisitId ?? null,
      user_id: ref.userId,
      occurred_at: stamp,
      latitude: fix.latitude,
      longitude: fix.longitude,
      accuracy: fix.accuracy,
      distance_m: result.distance_m,
      location_id: place.locationId,
      member_id: place.memberId,
      created_at: stamp,
    });
    exceptionId = created.id;
  }
  return {
    status: result.status,
    distance_m: result.distance_m,
    exception_id: exceptionId,
    location: place.name === null ? null : { id: place.locationId, name: place.name },
  };
}

/**
 * Judges a work-day action's fix against the employee's geofences and, when it is outside, of
 * low accuracy or without a location, records a location exception linked to the action. Runs
 * in the action's transaction: the action is always recorded, never refused (docs/evv.md).
 */
export async function checkWorkDayLocation(
  trx: Executor,
  ref: LocatedActionRef,
  fix: DeviceFix,
): Promise<LocationCheck> {
  const fences = await fencesForUser(trx, ref.userId);
  const { lowAccuracyLimit } = await locationSettings(trx);
  const result = evaluateLocation(fix, fences, lowAccuracyLimit);
  return record(trx, ref, fix, result, {
    locationId: result.location?.id ?? null,
    memberId: null,
    name: result.location?.name ?? null,
  });
}

/**
 * An action recorded offline (its time is the device's): an exception of kind `offline`, so a
 * manager reviews it in the same queue (ADR 0023, docs/offline.md). `occurred_at` is the action's
 * effective instant, `created_at` when the server received it.
 */
export async function recordOfflineAction(
  trx: Executor,
  ref: LocatedActionRef,
  fix: DeviceFix,
  receivedAt: Date,
): Promise<number> {
  const created = await insertException(trx, {
    kind: 'offline',
    action: ref.action,
    work_day_id: ref.workDayId ?? null,
    member_visit_id: ref.memberVisitId ?? null,
    user_id: ref.userId,
    occurred_at: ref.at.toISOString(),
    latitude: fix.latitude,
    longitude: fix.longitude,
    accuracy: fix.accuracy,
    distance_m: null,
    location_id: null,
    member_id: null,
    created_at: receivedAt.toISOString(),
  });
  return created.id;
}

/** A member's home as a geofence, or null when the member has no coordinates. */
export function homeFence(
  member: Pick<MemberRow, 'id' | 'name' | 'latitude' | 'longitude' | 'home_radius_m'>,
): Geofence | null {
  if (member.latitude === null || member.longitude === null) return null;
  return {
    id: member.id,
    name: `Home of ${member.name}`,
    latitude: member.latitude,
    longitude: member.longitude,
    radius_m: member.home_radius_m ?? DEFAULT_HOME_RADIUS_M,
  };
}

/** The same for a member visit's check-in or check-out, judged against the member's home. */
export async function checkMemberVisitLocation(
  trx: Executor,
  ref: LocatedActionRef,
  fix: DeviceFix,
  member: Pick<MemberRow, 'id' | 'name' | 'latitude' | 'longitude' | 'home_radius_m'>,
): Promise<LocationCheck> {
  const fence = homeFence(member);
  // the home (id 0 here: a location id is never 0) and the member's assigned locations (ADR 0028)
  const fences = [...(fence ? [{ ...fence, id: 0 }] : []), ...(await fencesForMember(trx, member.id))];
  const { lowAccuracyLimit } = await locationSettings(trx);
  const result = evaluateLocation(fix, fences, lowAccuracyLimit);
  const at = result.location && result.location.id !== 0 ? fences.find((f) => f.id === result.location?.id) : null;
  return record(trx, ref, fix, result, {
    locationId: at?.id ?? null,
    memberId: member.id,
    name: at?.name ?? fence?.name ?? null,
  });
}
