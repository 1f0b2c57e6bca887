import { MSG, type ServiceAuthorizationUpdateBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../lib/http-error.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { updateRecord } from '../audit/audited-record.js';
import { updateAuthorizationRow } from './billing.repository.js';
import { AUTHORIZATION, refuseSameNumber, requireReferences } from './service-authorization-record.js';

/** PUT /api/admin/service-authorizations/{id}: any subset; the dates stay in order. */
export async function updateServiceAuthorization(
  ctx: AppContext,
  id: number,
  body: ServiceAuthorizationUpdateBody,
  req: ChangeRequest,
) {
  return updateRecord(ctx, req, AUTHORIZATION, id, async (trx, before) => {
    await requireReferences(ctx, trx, body);
    const start = body.start_date ?? before.start_date;
    const end = body.end_date ?? before.end_date;
    if (start > end) throw fieldError('end_date', MSG.rangeReversed);
    const changes: Record<string, unknown> = {};
    if (body.client !== undefined) changes.client_id = body.client;
    for (const key of ['service_code', 'authorization_number', 'units', 'start_date', 'end_date'] as const) {
      if (body[key] !== undefined) changes[key] = body[key];
    }
    if (Object.keys(changes).length === 0) return;
    // the client's row is what two writers of its authorizations wait on (requireReferences)
    if (body.client === undefined) await requireReferences(ctx, trx, { client: before.client });
    await refuseSameNumber(
      trx,
      {
        client_id: body.client ?? before.client,
        service_code: body.service_code ?? before.service_code,
        authorization_number: body.authorization_number ?? before.authorization_number,
        start_date: start,
        end_date: end,
      },
      id,
    );
    await updateAuthorizationRow(trx, id, changes);
  });
}
