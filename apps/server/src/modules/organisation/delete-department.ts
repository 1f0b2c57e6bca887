import { MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/http-error.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { deleteRecord } from '../audit/audited-record.js';
import { DEPARTMENT } from './department-records.js';
import { lockDepartment } from './organisation.repository.js';

/** DELETE /api/admin/departments/{id}: only an empty department (409 while people are in it). */
export async function deleteDepartment(ctx: AppContext, id: number, req: ChangeRequest) {
  return deleteRecord(ctx, req, DEPARTMENT, id, {
    lock: (trx) => lockDepartment(trx, id, ctx.dialect),
    refuse: async (_trx, before) => {
      if (before.user_count > 0) throw conflict(MSG.departmentInUse);
    },
  });
}
