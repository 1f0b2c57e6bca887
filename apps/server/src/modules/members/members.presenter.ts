import { clockTime, displayDate, type Member, type MemberVisit, minutesToHours } from '@daybook/domain';
import type { MemberView, VisitView } from './members.repository.js';

/** GET /api/member/members/ shape (spec §3 "Member"). */
export function presentMember(row: MemberView): Member {
  return { id: row.id, name: row.name, email: row.email, user_id: row.assigned_user_id, user_name: row.user_name };
}

/** A visit in the spec's member-history shape with its EVV companions (times in the organisation zone). */
export function presentVisit(row: VisitView, timeZone: string): MemberVisit {
  const worked = row.worked_minutes ?? 0;
  return {
    id: row.id,
    member_id: row.member_id,
    member_name: row.member_name,
    provider_id: row.provider_id,
    provider_name: row.provider_name,
    service: row.service,
    date: displayDate(row.visit_date),
    visit_date: row.visit_date,
    check_in: clockTime(new Date(row.check_in_at), timeZone),
    check_out: row.check_out_at ? clockTime(new Date(row.check_out_at), timeZone) : null,
    check_in_at: row.check_in_at,
    check_out_at: row.check_out_at,
    hours_worked: minutesToHours(worked),
    worked_minutes: worked,
    status: row.check_out_at ? 'Completed' : 'Active',
    check_in_latitude: row.check_in_latitude,
    check_in_longitude: row.check_in_longitude,
    check_in_accuracy: row.check_in_accuracy,
    check_out_latitude: row.check_out_latitude,
    check_out_longitude: row.check_out_longitude,
    check_out_accuracy: row.check_out_accuracy,
  };
}
