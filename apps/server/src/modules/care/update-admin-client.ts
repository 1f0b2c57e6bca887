import type { AdminClientUpdateBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { found } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { requireActiveUser } from '../users/active-user.js';
import { readAdminClient } from './admin-client-record.js';
import { lockClient, updateClientRow } from './care.repository.js';
import { clientCodeTaken } from './care-conflicts.js';
import { organisationToday, refuseFutureDob } from './care-dates.js';
import { clientColumns, locationColumns } from './record-columns.js';

/**
 * PUT /api/admin/clients/{id}: any subset; a different `user` transfers the client (and its
 * records) to that active provider. Deactivate with `status: "inactive"`.
 */
export async function updateAdminClient(ctx: AppContext, id: number, body: AdminClientUpdateBody, req: ChangeRequest) {
  if (body.dob !== undefined) refuseFutureDob(body.dob, await organisationToday(ctx));
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const before = found(await lockClient(trx, id, ctx.dialect));
      if (body.user !== undefined && body.user !== before.owner_id) await requireActiveUser(trx, body.user, 'user');
      const after = await updateClientRow(trx, id, {
        ...clientColumns(body),
        ...(body.user !== undefined ? { owner_id: body.user } : {}),
        ...(await locationColumns(trx, body.location, before)),
        updated_at: now.toISOString(),
      });
      await audit({
        action: 'update',
        entity: 'client',
        entityId: id,
        before,
        after: before.owner_id === after.owner_id ? after : { ...after, transferred_from: before.owner_id },
      });
      return readAdminClient(trx, id);
    },
    clientCodeTaken,
  );
}
