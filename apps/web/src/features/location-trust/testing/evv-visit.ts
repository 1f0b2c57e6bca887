import type { EvvVisit } from '@daybook/domain';

const end = { latitude: 33.37, longitude: -111.96, accuracy: 10, location_status: 'inside', distance_m: 5 };

/**
 * An EVV visit as `GET /api/evv/visits/` answers one, for the area's tests: Elena Molina's DTT visit
 * with Ana Reyes on 24 November 2026, 09:00 AM to 11:00 AM in Phoenix (UTC-7), verified; `over`
 * changes any field.
 */
export const evvVisit = (over: Partial<EvvVisit> = {}): EvvVisit => ({
  id: 1,
  service: 'DTT',
  evv_required: false,
  member: { id: 4, name: 'Elena Molina', member_id: 'A70010002' },
  date: '2026-11-24',
  start: end,
  end,
  provider: { id: 3, name: 'Ana Reyes', provider_id: null },
  check_in_at: '2026-11-24T16:00:00.000Z',
  check_out_at: '2026-11-24T18:00:00.000Z',
  worked_minutes: 120,
  status: 'verified',
  reasons: [],
  confirmation: { name: null, reason: null, at: null },
  reason_code: null,
  resolution_code: null,
  attestation: null,
  changes: 0,
  updated_at: '2026-11-24T18:00:00.000Z',
  ...over,
});
