import type { Executor } from '../../db/database.js';
import type { AuditChange } from '../audit/audit.repository.js';
import { visitExceptionStatuses } from '../location-trust/list-visit-exception-statuses.js';
import { findVisitRow, updateVisitWhile } from './members.repository.js';

/** Reasons a location exception stands for: the ends' outside, low_accuracy and no_location. */
const LOCATION_REASON = /^(start|end)_(outside|low_accuracy|no_location)$/;

/**
 * docs/evv.md "Verification": once every location exception of a closed visit is resolved and all
 * were accepted, a visit in `exception` whose reasons are all location reasons becomes `verified`.
 * The reasons found at check-out and the exceptions stay; the audit log records who and when. A
 * rejected exception (or any open one, or a reason such as no_member_confirmation) keeps
 * `exception`; a `manual` visit stays manual. Called at check-out and by location trust when an
 * exception is decided, inside that transaction.
 */
export async function reverifyVisit(
  trx: Executor,
  visitId: number,
  now: Date,
  audit: (change: AuditChange) => Promise<void>,
): Promise<void> {
  const visit = await findVisitRow(trx, visitId);
  if (visit?.verification_status !== 'exception' || visit.check_out_at === null) return;
  const reasons: unknown = JSON.parse(visit.verification_reasons ?? '[]');
  if (!Array.isArray(reasons) || !reasons.every((r) => typeof r === 'string' && LOCATION_REASON.test(r))) return;
  const exceptions = await visitExceptionStatuses(trx, visitId);
  if (exceptions.length === 0 || exceptions.some((e) => e.status !== 'accepted')) return;
  const after = await updateVisitWhile(trx, visitId, 'exception', {
    verification_status: 'verified',
    updated_at: now.toISOString(),
  });
  if (!after) return;
  await audit({
    action: 'update',
    entity: 'member_visit',
    entityId: visitId,
    before: {
      verification_status: visit.verification_status,
      verification_reasons: reasons,
      updated_at: visit.updated_at,
    },
    after: {
      verification_status: after.verification_status,
      verification_reasons: reasons,
      updated_at: after.updated_at,
      reason: 'location_exceptions_accepted',
    },
  });
}
