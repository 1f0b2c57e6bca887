import { type AdminDepartment, MSG } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { fieldError, found } from '../../lib/http-error.js';
import type { Resource } from '../audit/audited-record.js';
import {
  type DepartmentView,
  deleteDepartmentRow,
  departmentExists,
  departmentsQuery,
} from './organisation.repository.js';

/** What the admin console's department operations share (`/api/admin/departments`, ADR 0010). */

export function presentDepartment(row: DepartmentView): AdminDepartment {
  return { ...row, user_count: Number(row.user_count ?? 0) };
}

/** One department as the console shows it (404 when missing). */
export const readDepartment = async (db: Executor, id: number) =>
  presentDepartment(found(await departmentsQuery(db).where('d.id', '=', id).executeTakeFirst()));

export const departmentTaken = () => fieldError('name', MSG.departmentTaken);

export const DEPARTMENT: Resource<AdminDepartment> = {
  entity: 'department',
  read: readDepartment,
  remove: deleteDepartmentRow,
  taken: departmentTaken,
};

/** A department a user record names, else a 400 on `department_id`. */
export async function requireDepartment(db: Executor, id: number): Promise<void> {
  if (!(await departmentExists(db, id))) throw fieldError('department_id', MSG.departmentUnknown);
}
