import { MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict, found } from '../../lib/http-error.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { deleteRecord } from '../audit/audited-record.js';
import { readAdminClient } from './admin-client-record.js';
import { clientHasRecords, deleteClientRow, lockClient } from './care.repository.js';
import { clientCodeTaken } from './care-conflicts.js';

/** DELETE /api/admin/clients/{id}: only a client without attendance or progress records. */
export async function deleteAdminClient(ctx: AppContext, id: number, req: ChangeRequest) {
  const client = { entity: 'client', remove: deleteClientRow, read: readAdminClient, taken: clientCodeTaken };
  return deleteRecord(ctx, req, client, id, {
    lock: async (trx) => found(await lockClient(trx, id, ctx.dialect)),
    refuse: async (trx) => {
      if (await clientHasRecords(trx, id)) throw conflict(MSG.clientHasHistory);
    },
  });
}
