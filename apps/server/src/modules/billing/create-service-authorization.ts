import type { ServiceAuthorizationCreateBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { insertAuthorization } from './billing.repository.js';
import { readAuthorization, refuseSameNumber, requireReferences } from './service-authorization-record.js';

/** POST /api/admin/service-authorizations. */
export async function createServiceAuthorization(
  ctx: AppContext,
  body: ServiceAuthorizationCreateBody,
  req: ChangeRequest,
) {
  return auditedChange(ctx, req, async ({ trx, now, audit }) => {
    await requireReferences(ctx, trx, body);
    const fields = {
      client_id: body.client,
      service_code: body.service_code,
      authorization_number: body.authorization_number,
      start_date: body.start_date,
      end_date: body.end_date,
    };
    await refuseSameNumber(trx, fields);
    const row = await insertAuthorization(trx, {
      ...fields,
      units: body.units,
      created_by: req.actor.id,
      created_at: now.toISOString(),
    });
    const after = await readAuthorization(trx, row.id);
    await audit({ action: 'create', entity: 'service_authorization', entityId: row.id, after });
    return after;
  });
}
