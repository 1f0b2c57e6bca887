import { type AdminDepartment, type AdminDepartmentBody, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { conflict, fieldError, found } from '../../lib/http-error.js';
import { keyFilters, type ListKeys, listRecords } from '../../lib/list-page.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { deleteRecord, type Resource, updateRecord } from '../audit/audited-record.js';
import {
  type DepartmentView,
  deleteDepartmentRow,
  departmentExists,
  departmentsQuery,
  insertDepartment,
  lockDepartment,
  renameDepartment,
} from './organisation.repository.js';

/** Departments (the admin console's `/api/admin/departments`, ADR 0010). */

function present(row: DepartmentView): AdminDepartment {
  return { ...row, user_count: Number(row.user_count ?? 0) };
}

const read = async (db: Executor, id: number) =>
  present(found(await departmentsQuery(db).where('d.id', '=', id).executeTakeFirst()));

const taken = () => fieldError('name', MSG.departmentTaken);

const DEPARTMENT: Resource<AdminDepartment> = { entity: 'department', read, remove: deleteDepartmentRow, taken };

/** GET /api/admin/departments. */
export async function listDepartments(ctx: AppContext, query: ListKeys) {
  const base = keyFilters(departmentsQuery(ctx.db), query, 'd.id', ['d.name']);
  return listRecords(
    base,
    query,
    { id: 'd.id', name: 'd.name', created_at: 'd.created_at' },
    { sort: 'name', order: 'ASC', id: 'd.id' },
    present,
  );
}

export const getDepartment = (ctx: AppContext, id: number) => read(ctx.db, id);

/** POST /api/admin/departments: the name is unique (a constraint; 400 on `name`). */
export async function createDepartment(ctx: AppContext, body: AdminDepartmentBody, req: ChangeRequest) {
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const row = await insertDepartment(trx, body.name, now.toISOString());
      await audit({ action: 'create', entity: 'department', entityId: row.id, after: row });
      return read(trx, row.id);
    },
    taken,
  );
}

/** PUT /api/admin/departments/{id}: renames. */
export async function updateDepartment(ctx: AppContext, id: number, body: AdminDepartmentBody, req: ChangeRequest) {
  return updateRecord(ctx, req, DEPARTMENT, id, (trx) => renameDepartment(trx, id, body.name));
}

/** DELETE /api/admin/departments/{id}: only an empty department (409 while people are in it). */
export async function deleteDepartment(ctx: AppContext, id: number, req: ChangeRequest) {
  return deleteRecord(ctx, req, DEPARTMENT, id, {
    lock: (trx) => lockDepartment(trx, id, ctx.dialect),
    refuse: async (_trx, before) => {
      if (before.user_count > 0) throw conflict(MSG.departmentInUse);
    },
  });
}

/** A department a user record names, else a 400 on `department_id`. */
export async function requireDepartment(db: Executor, id: number): Promise<void> {
  if (!(await departmentExists(db, id))) throw fieldError('department_id', MSG.departmentUnknown);
}
