import type { MemberVisit } from '@daybook/domain';

/**
 * A member's visit as `GET /api/member/history/` answers it, for the members feature's tests: one
 * finished, verified visit of an hour and a half on 11/27/2026, with `over` replacing any field.
 */
export const memberVisit = (over: Partial<MemberVisit> = {}): MemberVisit => ({
  id: 1,
  member_id: 1,
  member_name: 'Rosa Valenzuela',
  provider_id: 3,
  provider_name: 'Ana Reyes',
  service: 'DTA1',
  date: '2026-11-27',
  visit_date: '2026-11-27',
  check_in: '09:00',
  check_out: '10:30',
  check_in_at: '2026-11-27T16:00:00.000Z',
  check_out_at: '2026-11-27T17:30:00.000Z',
  hours_worked: 1.5,
  worked_minutes: 90,
  status: 'Completed',
  check_in_latitude: null,
  check_in_longitude: null,
  check_in_accuracy: null,
  check_out_latitude: null,
  check_out_longitude: null,
  check_out_accuracy: null,
  verification_status: 'verified',
  check_in_offline: false,
  check_in_received_at: null,
  check_out_offline: false,
  check_out_received_at: null,
  ...over,
});
