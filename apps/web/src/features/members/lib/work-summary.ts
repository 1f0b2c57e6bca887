import type { MemberVisit } from '@daybook/domain';

/** The figures of the Work Summary card (docs/product-rules.md §2 "Members"). */
export interface WorkSummary {
  /** The closed visits' worked minutes added up. */
  totalMinutes: number;
  /** Distinct dates with at least one closed visit. */
  daysWorked: number;
  /**
   * Total minutes over those distinct dates (docs/product-rules.md §9: averaged over the distinct
   * dates of closed visits); 0 with none.
   */
  averageMinutesPerDay: number;
}

/**
 * Work Summary of a list of visits: several visits on one date count as one day worked. Only
 * closed visits (checked out) count: a visit still open has no hours yet (0 until its check-out),
 * so a date whose only visit is open is not a day worked and does not lower the average.
 */
export function workSummary(
  visits: readonly Pick<MemberVisit, 'visit_date' | 'worked_minutes' | 'check_out_at'>[],
): WorkSummary {
  const dates = new Set<string>();
  let totalMinutes = 0;
  for (const visit of visits) {
    if (!visit.check_out_at) continue;
    dates.add(visit.visit_date);
    totalMinutes += Math.max(0, visit.worked_minutes);
  }
  const daysWorked = dates.size;
  return { totalMinutes, daysWorked, averageMinutesPerDay: daysWorked === 0 ? 0 : totalMinutes / daysWorked };
}

/**
 * The members with a visit open today (`today`, the organisation's date), the latest check-in
 * first: after a reload the page picks the first, so the visit can be checked out at once
 * (docs/product-rules.md §2 "Members").
 */
export function membersWithOpenVisit(
  visits: readonly Pick<MemberVisit, 'member_id' | 'date' | 'check_in' | 'check_out' | 'check_in_at'>[],
  today: string,
): number[] {
  const open = visits
    .filter((visit) => visit.date === today && visit.check_in && !visit.check_out)
    .sort((a, b) => b.check_in_at.localeCompare(a.check_in_at));
  return [...new Set(open.map((visit) => visit.member_id))];
}

/** The member's status today; `since` and `at` are the ISO instants of the check-in or check-out. */
export type MemberStatus = { kind: 'inactive' } | { kind: 'active'; since: string } | { kind: 'completed'; at: string };

/**
 * The member's status today (docs/product-rules.md §4): checked in when any visit dated today (`date`, the ISO date
 * in the organisation's zone) has a check-in and no check-out, the rule the existing client applies
 * to the same fields; checked out when today's visits are all closed; otherwise not checked in
 * today. `visits` may hold other members and days; only the member's visits dated `today` count.
 */
export function memberStatus(
  visits: readonly Pick<
    MemberVisit,
    'member_id' | 'date' | 'check_in' | 'check_out' | 'check_in_at' | 'check_out_at'
  >[],
  memberId: number | null,
  today: string,
): MemberStatus {
  if (memberId === null) return { kind: 'inactive' };
  const todays = visits.filter((visit) => visit.member_id === memberId && visit.date === today);
  const open = todays.find((visit) => visit.check_in && !visit.check_out);
  if (open) return { kind: 'active', since: open.check_in_at };
  const closed = todays
    .filter((visit) => visit.check_out && visit.check_out_at)
    .sort((a, b) => (a.check_out_at ?? '').localeCompare(b.check_out_at ?? ''))
    .at(-1);
  return closed?.check_out_at ? { kind: 'completed', at: closed.check_out_at } : { kind: 'inactive' };
}

/**
 * Whether the visits of all the caller's members as last read (GET /api/member/history/ without a
 * member: newest first, the oldest left out past the server's limit) decide a member's status
 * today as the member's own visits would: when they hold any visit of the member, they hold the
 * latest, and an open visit is always a member's latest (one at a time, in order); when they hold
 * none, the list has to reach back before today, or hold no visit at all.
 */
export function allVisitsTellStatus(
  allVisits: readonly Pick<MemberVisit, 'member_id' | 'date'>[],
  memberId: number,
  today: string,
): boolean {
  const oldest = allVisits.at(-1);
  return !oldest || oldest.date < today || allVisits.some((visit) => visit.member_id === memberId);
}
