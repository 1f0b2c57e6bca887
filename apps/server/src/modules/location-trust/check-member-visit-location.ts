import {
  DEFAULT_HOME_RADIUS_M,
  type DeviceFix,
  evaluateLocation,
  type Geofence,
  type LocationCheck,
} from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import type { MemberRow } from '../../db/schema.js';
import { type LocatedActionRef, recordLocationCheck } from './location-check.js';
import { fencesForMember, lowAccuracyLimit } from './location-trust.repository.js';

type MemberPlace = Pick<MemberRow, 'id' | 'name' | 'latitude' | 'longitude' | 'home_radius_m'>;

/** A member's home as a geofence, or null when the member has no coordinates. */
function homeFence(member: MemberPlace): Geofence | null {
  if (member.latitude === null || member.longitude === null) return null;
  return {
    id: member.id,
    name: `Home of ${member.name}`,
    latitude: member.latitude,
    longitude: member.longitude,
    radius_m: member.home_radius_m ?? DEFAULT_HOME_RADIUS_M,
  };
}

/**
 * A member visit's check-in or check-out, judged against the member's home and their assigned
 * locations (ADR 0028); an exception is recorded as for a work day, in the visit's transaction.
 */
export async function checkMemberVisitLocation(
  trx: Executor,
  ref: LocatedActionRef,
  fix: DeviceFix,
  member: MemberPlace,
): Promise<LocationCheck> {
  const fence = homeFence(member);
  // the home (id 0 here: a location id is never 0) and the member's assigned locations (ADR 0028)
  const fences = [...(fence ? [{ ...fence, id: 0 }] : []), ...(await fencesForMember(trx, member.id))];
  const result = evaluateLocation(fix, fences, await lowAccuracyLimit(trx));
  const at = result.location && result.location.id !== 0 ? fences.find((f) => f.id === result.location?.id) : null;
  return recordLocationCheck(trx, ref, fix, result, {
    locationId: at?.id ?? null,
    memberId: member.id,
    name: at?.name ?? fence?.name ?? null,
  });
}
