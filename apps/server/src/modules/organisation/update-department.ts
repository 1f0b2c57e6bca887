import type { AdminDepartmentBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { updateRecord } from '../audit/audited-record.js';
import { DEPARTMENT } from './department-records.js';
import { renameDepartment } from './organisation.repository.js';

/** PUT /api/admin/departments/{id}: renames. */
export async function updateDepartment(ctx: AppContext, id: number, body: AdminDepartmentBody, req: ChangeRequest) {
  return updateRecord(ctx, req, DEPARTMENT, id, (trx) => renameDepartment(trx, id, body.name));
}
