import type { AdminDepartmentBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { departmentTaken, readDepartment } from './department-records.js';
import { insertDepartment } from './organisation.repository.js';

/** POST /api/admin/departments: the name is unique (a constraint; 400 on `name`). */
export async function createDepartment(ctx: AppContext, body: AdminDepartmentBody, req: ChangeRequest) {
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const row = await insertDepartment(trx, body.name, now.toISOString());
      await audit({ action: 'create', entity: 'department', entityId: row.id, after: row });
      return readDepartment(trx, row.id);
    },
    departmentTaken,
  );
}
