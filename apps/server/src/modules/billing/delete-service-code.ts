import { MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/http-error.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { deleteRecord } from '../audit/audited-record.js';
import { lockServiceCode, serviceCodeInUse } from './billing.repository.js';
import { SERVICE_CODE } from './service-code-record.js';

/** DELETE /api/admin/service-codes/{id}: 409 while records or authorizations use it (deactivate instead). */
export async function deleteServiceCode(ctx: AppContext, id: number, req: ChangeRequest) {
  return deleteRecord(ctx, req, SERVICE_CODE, id, {
    // an authorization inserted meanwhile waits on this lock through its foreign key (PostgreSQL)
    lock: (trx) => lockServiceCode(trx, id, ctx.dialect),
    refuse: async (trx, before) => {
      if (await serviceCodeInUse(trx, before.code)) throw conflict(MSG.serviceCodeInUse);
    },
  });
}
