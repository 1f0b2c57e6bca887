import type { AdminClientCreateBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { requireLocation } from '../location-trust/require-location.js';
import { requireActiveUser } from '../users/active-user.js';
import { readAdminClient } from './admin-client-record.js';
import { insertClient } from './care.repository.js';
import { clientCodeTaken } from './care-conflicts.js';
import { organisationToday, refuseFutureDob } from './care-dates.js';

/** POST /api/admin/clients: a client owned by an active provider (`user`). */
export async function createAdminClient(ctx: AppContext, body: AdminClientCreateBody, req: ChangeRequest) {
  refuseFutureDob(body.dob, await organisationToday(ctx));
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      await requireActiveUser(trx, body.user, 'user');
      const location = await requireLocation(trx, body.location);
      const row = await insertClient(trx, {
        client_code: body.clientId,
        first_name: body.firstName,
        last_name: body.lastName,
        dob: body.dob,
        location: location.code,
        location_id: location.id,
        bill_type: body.billType,
        phone: body.phone ?? null,
        guardian: body.guardian ?? null,
        status: body.status ?? 'active',
        owner_id: body.user,
        created_at: stamp,
        updated_at: stamp,
      });
      await audit({ action: 'create', entity: 'client', entityId: row.id, after: row });
      return readAdminClient(trx, row.id);
    },
    clientCodeTaken,
  );
}
