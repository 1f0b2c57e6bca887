import type { LocationCheckStatus } from './geo.js';

/**
 * EVV verification of a member visit (issue 13, docs/evv.md "Verification"): verified when both
 * ends were inside the member's home geofence with good accuracy and the member confirmed the
 * visit by name; exception (with the reasons) otherwise; manual once changed after the fact.
 */
export interface VisitEvidence {
  start: LocationCheckStatus | null;
  end: LocationCheckStatus | null;
  confirmationName: string | null;
  confirmationReason: 'unable' | 'refused' | 'not_present' | null;
  /** Changed after the fact (a maintenance code was given). */
  changed: boolean;
}

export interface VisitVerification {
  status: 'verified' | 'exception' | 'manual';
  reasons: string[];
}

function endReasons(side: 'start' | 'end', status: LocationCheckStatus | null): string[] {
  switch (status) {
    case 'inside':
      return [];
    case 'no_geofence':
      return ['member_home_unknown'];
    case null:
      return [`${side}_no_location`];
    default:
      return [`${side}_${status}`];
  }
}

export function verifyVisit(evidence: VisitEvidence): VisitVerification {
  const reasons = [...endReasons('start', evidence.start), ...endReasons('end', evidence.end)];
  if (evidence.confirmationReason) reasons.push(`member_${evidence.confirmationReason}`);
  else if (!evidence.confirmationName) reasons.push('no_member_confirmation');
  const unique = [...new Set(reasons)];
  if (evidence.changed) return { status: 'manual', reasons: unique };
  return { status: unique.length === 0 ? 'verified' : 'exception', reasons: unique };
}

/** The longest visit EVV accepts (docs/evv.md): 25 hours. */
export const EVV_VISIT_MAX_MS = 25 * 60 * 60 * 1000;
