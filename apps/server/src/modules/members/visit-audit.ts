import type { Actor } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { EffectiveTime } from '../../lib/action-time.js';
import type { locationColumns } from '../../lib/location.js';
import { writeAudit } from '../audit/audit.repository.js';
import { recordOfflineAction } from '../location-trust/record-offline-action.js';

/** Who checks a member in or out: the actor and the request id, for the audit rows. */
export interface VisitRequest {
  actor: Actor;
  requestId: string;
}

/**
 * The audit entry of a member visit's check-in or check-out (at the server's clock) and, for an
 * accepted offline action, its entry in the exception queue (ADR 0023) at the device's instant `at`.
 */
export async function recordVisitAction(
  trx: Executor,
  step: { req: VisitRequest; time: EffectiveTime; loc: ReturnType<typeof locationColumns> },
  action: 'check_in' | 'check_out',
  visit: { visitId: number; at: Date; before?: unknown; after: unknown },
): Promise<void> {
  const { req, time, loc } = step;
  const { visitId, at, ...change } = visit;
  await writeAudit(trx, {
    actorId: req.actor.id,
    action,
    entity: 'member_visit',
    entityId: visitId,
    ...change,
    requestId: req.requestId,
    at: time.receivedAt,
  });
  if (time.offline) {
    await recordOfflineAction(
      trx,
      { action: `member_${action}`, userId: req.actor.id, memberVisitId: visitId, at },
      loc,
      time.receivedAt,
    );
  }
}
