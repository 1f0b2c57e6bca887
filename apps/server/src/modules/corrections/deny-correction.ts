import { MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { decideRequest } from './corrections.repository.js';
import { decidableRequest } from './decidable-request.js';
import { readRequest } from './read-requests.js';

/** POST /api/corrections/{id}/deny/: the request is closed with a note the employee reads; no day changes. */
export async function denyCorrection(ctx: AppContext, req: ChangeRequest, id: number, note: string) {
  const request = await decidableRequest(ctx, req, id);
  await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    const decided = await decideRequest(trx, id, {
      status: 'denied',
      note,
      decided_by: req.actor.id,
      decided_at: now.toISOString(),
    });
    if (!decided) throw conflict(MSG.correctionRequestNotPending);
    await audit({ action: 'update', entity: 'correction_request', entityId: id, before: request, after: decided });
  });
  return readRequest(ctx, id);
}
