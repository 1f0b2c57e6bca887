import { MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { CorrectionRequestRow } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { mayOnCorrection } from './corrections.policy.js';
import { findOwner, findRequest } from './corrections.repository.js';

/** The request, when the caller may decide it (404 unknown, 403 not their team's or their own). */
export async function decidableRequest(ctx: AppContext, req: ChangeRequest, id: number): Promise<CorrectionRequestRow> {
  const request = await findRequest(ctx.db, id);
  if (!request) throw notFound();
  const owner = await findOwner(ctx.db, request.user_id);
  if (!owner || !mayOnCorrection(req.actor, 'decide', owner)) {
    throw forbidden(req.actor.id === request.user_id ? MSG.correctionRequestOwn : MSG.forbidden);
  }
  if (request.status !== 'pending') throw conflict(MSG.correctionRequestNotPending);
  return request;
}
