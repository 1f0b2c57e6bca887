import {
  type AdminMember,
  clockTime24,
  exactWorkedTime,
  type Member,
  type MemberVisit,
  secondsToHours,
} from '@daybook/domain';
import { toBool } from '../../db/schema.js';
import { parseCodes } from '../../lib/code-list.js';
import type { MemberView, VisitView } from './members.repository.js';

/** GET /api/member/members/ shape (docs/product-rules.md §3 "Member"). */
export function presentMember(row: MemberView): Member {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    user_id: row.assigned_user_id,
    user_name: row.user_name,
    service_codes: parseCodes(row.service_codes),
  };
}

/**
 * A visit in the contract's member-history shape with its EVV companions. `date` is the ISO calendar
 * date and `check_in`/`check_out` the 24-hour wall-clock times in the organisation's zone, the
 * forms the existing client's "checked in today" rule compares (issue 10 item 4); the instants travel
 * beside them as `check_in_at`/`check_out_at` (ISO UTC) for Daybook's own screens.
 */
export function presentVisit(row: VisitView, timeZone: string): MemberVisit {
  const worked = row.worked_minutes ?? 0;
  const checkIn = new Date(row.check_in_at);
  const checkOut = row.check_out_at ? new Date(row.check_out_at) : null;
  return {
    id: row.id,
    member_id: row.member_id,
    member_name: row.member_name,
    provider_id: row.provider_id,
    provider_name: row.provider_name,
    service: row.service,
    date: row.visit_date,
    visit_date: row.visit_date,
    check_in: clockTime24(checkIn, timeZone),
    check_out: checkOut ? clockTime24(checkOut, timeZone) : null,
    check_in_at: checkIn.toISOString(),
    check_out_at: checkOut ? checkOut.toISOString() : null,
    // from the visit's exact seconds, rounded once (docs/payroll-rules.md, "Exact time"), as the staff's own hours
    hours_worked: checkOut ? secondsToHours(exactWorkedTime(checkIn, checkOut, []).worked_seconds) : 0,
    worked_minutes: worked,
    status: checkOut ? 'Completed' : 'Active',
    check_in_latitude: row.check_in_latitude,
    check_in_longitude: row.check_in_longitude,
    check_in_accuracy: row.check_in_accuracy,
    check_out_latitude: row.check_out_latitude,
    check_out_longitude: row.check_out_longitude,
    check_out_accuracy: row.check_out_accuracy,
    verification_status: row.verification_status,
    check_in_offline: toBool(row.check_in_offline),
    check_in_received_at: row.check_in_received_at,
    check_out_offline: toBool(row.check_out_offline),
    check_out_received_at: row.check_out_received_at,
  };
}

/** A member as the admin console shows it (`/api/admin/members`). */
export const presentMemberRecord = ({ user_name, ...row }: MemberView): AdminMember => ({
  ...row,
  assigned_user_name: user_name,
  active: toBool(row.active),
  service_codes: parseCodes(row.service_codes), // issue 13: a JSON list in the row
});
