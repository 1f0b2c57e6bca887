/**
 * Location trust (issue 13, docs/evv.md, ADR 0017): the distance between two points on the Earth
 * and the evaluation of a device fix against geofences. Pure functions, no I/O.
 */

/** The Earth's mean radius in metres (IUGG R1 = 6 371 008.8 m), the usual radius for haversine. */
export const EARTH_RADIUS_M = 6_371_008.8;

/** The geofence radius of an office location when an administrator gives none. */
export const DEFAULT_LOCATION_RADIUS_M = 150;
/** The geofence radius of a member's home when an administrator gives none. */
export const DEFAULT_HOME_RADIUS_M = 300;
/** A fix whose accuracy (metres, 68 % circle) is worse than this is "low accuracy" by default. */
export const DEFAULT_LOW_ACCURACY_LIMIT_M = 200;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in metres on a sphere of the mean radius. The error against the WGS-84
 * ellipsoid is below 0.5 %, far below a phone's GPS error at the distances a geofence cares about.
 * The central angle is taken as atan2(|a × b|, a · b) (the spherical case of Vincenty's formula)
 * rather than the haversine's asin(√h): both agree to the nanometre at short range, and this form
 * keeps that precision at every distance, where asin loses about 10 cm near antipodal points.
 */
export function haversineMetres(a: LatLng, b: LatLng): number {
  const phi1 = toRadians(a.latitude);
  const phi2 = toRadians(b.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const cos1 = Math.cos(phi1);
  const cos2 = Math.cos(phi2);
  const sin1 = Math.sin(phi1);
  const sin2 = Math.sin(phi2);
  const cosDLng = Math.cos(dLng);
  const y = Math.hypot(cos2 * Math.sin(dLng), cos1 * sin2 - sin1 * cos2 * cosDLng);
  const x = sin1 * sin2 + cos1 * cos2 * cosDLng;
  return EARTH_RADIUS_M * Math.atan2(y, x);
}

/** A device fix; null coordinates mean the device gave none. Accuracy in metres (null: unknown). */
export interface DeviceFix {
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
}

/** A geofence: a location (or a member's home) with its radius in metres. */
export interface Geofence {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  radius_m: number;
}

export const LOCATION_CHECK_STATUSES = ['inside', 'outside', 'low_accuracy', 'no_location', 'no_geofence'] as const;
export type LocationCheckStatus = (typeof LOCATION_CHECK_STATUSES)[number];

/** The statuses that flag an action for a manager (a location exception). */
export const FLAGGED_STATUSES = ['outside', 'low_accuracy', 'no_location'] as const;
export type FlaggedStatus = (typeof FLAGGED_STATUSES)[number];

export const isFlagged = (status: LocationCheckStatus): status is FlaggedStatus =>
  (FLAGGED_STATUSES as readonly string[]).includes(status);

export interface LocationEvaluation {
  status: LocationCheckStatus;
  /** Whole metres from the fix to the chosen geofence's centre; null without a fix or a geofence. */
  distance_m: number | null;
  /** The geofence the fix was judged against (the most favourable one); null when none applies. */
  location: Geofence | null;
}

/**
 * Judges a fix against the geofences that apply (docs/evv.md "Geofence rules"):
 * - no_location: the device gave no coordinates;
 * - no_geofence: no geofence with coordinates applies, so there is nothing to judge against;
 * - low_accuracy: the reported accuracy is worse (larger) than `lowAccuracyLimit`;
 * - outside: for every geofence, distance − accuracy > radius (the benefit of the doubt: a fix
 *   whose accuracy circle reaches the fence counts as inside);
 * - inside: otherwise.
 * The geofence reported is the one with the smallest distance − radius (the one the fix is most
 * inside, or least outside). An unknown accuracy counts as 0 m: no benefit of the doubt.
 */
export function evaluateLocation(
  fix: DeviceFix | null | undefined,
  fences: readonly Geofence[],
  lowAccuracyLimit: number,
): LocationEvaluation {
  if (!fix || fix.latitude == null || fix.longitude == null) {
    return { status: 'no_location', distance_m: null, location: null };
  }
  const point = { latitude: fix.latitude, longitude: fix.longitude };
  let best: { fence: Geofence; distance: number } | null = null;
  for (const fence of fences) {
    const distance = haversineMetres(point, fence);
    if (!best || distance - fence.radius_m < best.distance - best.fence.radius_m) best = { fence, distance };
  }
  if (!best) return { status: 'no_geofence', distance_m: null, location: null };
  const accuracy = fix.accuracy ?? 0;
  const distance_m = Math.round(best.distance);
  const base = { distance_m, location: best.fence };
  if (accuracy > lowAccuracyLimit) return { status: 'low_accuracy', ...base };
  return { status: best.distance - accuracy > best.fence.radius_m ? 'outside' : 'inside', ...base };
}
