import { MSG, type ServiceAuthorizationUpdateBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { fieldError, found } from '../../lib/http-error.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { updateRecord } from '../audit/audited-record.js';
import { lockAuthorizationRow, updateAuthorizationRow } from './billing.repository.js';
import { AUTHORIZATION, refuseSameNumber, requireReferences } from './service-authorization-record.js';

/**
 * PUT /api/admin/service-authorizations/{id}: any subset; the dates stay in order. The client's
 * row is what writers of its authorizations wait on (requireReferences), then the authorization's
 * own is read again under it, so the checks below see what a simultaneous edit committed, not the
 * record as read before the wait.
 */
export async function updateServiceAuthorization(
  ctx: AppContext,
  id: number,
  body: ServiceAuthorizationUpdateBody,
  req: ChangeRequest,
) {
  return updateRecord(ctx, req, AUTHORIZATION, id, async (trx, before) => {
    await requireReferences(ctx, trx, { ...body, client: body.client ?? before.client });
    const current = found(await lockAuthorizationRow(trx, id, ctx.dialect));
    if (body.client === undefined && current.client_id !== before.client) {
      // moved to another client meanwhile: wait on that one instead
      await requireReferences(ctx, trx, { client: current.client_id });
    }
    const start = body.start_date ?? current.start_date;
    const end = body.end_date ?? current.end_date;
    if (start > end) throw fieldError('end_date', MSG.rangeReversed);
    const changes: Record<string, unknown> = {};
    if (body.client !== undefined) changes.client_id = body.client;
    for (const key of ['service_code', 'authorization_number', 'units', 'start_date', 'end_date'] as const) {
      if (body[key] !== undefined) changes[key] = body[key];
    }
    if (Object.keys(changes).length === 0) return;
    // only a change of what names it (client, code, number, dates) can make it another's copy; a
    // change of units alone leaves a pair entered before the rule as it is
    if (Object.keys(changes).some((key) => key !== 'units')) {
      await refuseSameNumber(
        trx,
        {
          client_id: body.client ?? current.client_id,
          service_code: body.service_code ?? current.service_code,
          authorization_number: body.authorization_number ?? current.authorization_number,
          start_date: start,
          end_date: end,
        },
        id,
      );
    }
    await updateAuthorizationRow(trx, id, changes);
  });
}
