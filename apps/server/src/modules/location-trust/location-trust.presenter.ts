import type { LocationException } from '@daybook/domain';
import { isoInstant, isoInstantOrNull } from '../../lib/instant.js';
import type { ExceptionView } from './location-trust.repository.js';

const iso = isoInstantOrNull;

/** An OpenStreetMap link centred on the reported point (no key, no tracking script). */
export function mapUrl(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** One row of the exception queue (docs/evv.md). */
export function presentException(row: ExceptionView): LocationException {
  const location =
    row.location_id !== null && row.location_name !== null
      ? { id: row.location_id, name: row.location_name }
      : row.member_id !== null && row.member_name !== null
        ? { id: null, name: `Home of ${row.member_name}` }
        : null;
  return {
    id: row.id,
    kind: row.kind,
    action: row.action,
    action_ref: { work_day_id: row.work_day_id, member_visit_id: row.member_visit_id },
    user: { id: row.user_id, name: row.user_name },
    occurred_at: isoInstant(row.occurred_at),
    latitude: row.latitude,
    longitude: row.longitude,
    accuracy: row.accuracy,
    distance_m: row.distance_m,
    location,
    member: row.member_id !== null && row.member_name !== null ? { id: row.member_id, name: row.member_name } : null,
    note: row.note,
    status: row.status,
    resolved_by:
      row.resolved_by !== null && row.resolver_name !== null ? { id: row.resolved_by, name: row.resolver_name } : null,
    resolved_at: iso(row.resolved_at),
    resolution_note: row.resolution_note,
    map_url: mapUrl(row.latitude, row.longitude),
  };
}
