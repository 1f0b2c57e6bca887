import { type AdminDepartment, type AdminDepartmentBody, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { conflict, fieldError, found } from '../../lib/http-error.js';
import type { ListKeys } from '../../lib/list-page.js';
import { keyFilters, listRecords } from '../../lib/list-page.js';
import { auditedChange } from '../audit/audited-change.js';
import { deleteRecord, type Resource, updateRecord } from '../audit/audited-record.js';
import { type AdminRequest, countWhere, lockRow } from './admin.common.js';

function departmentsQuery(db: Executor) {
  return db
    .selectFrom('departments as d')
    .select(['d.id', 'd.name', 'd.created_at'])
    .select((eb) =>
      eb
        .selectFrom('users as u')
        .whereRef('u.department_id', '=', 'd.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('user_count'),
    );
}

function present(row: {
  id: number;
  name: string;
  created_at: string;
  user_count: number | string | null;
}): AdminDepartment {
  return { ...row, user_count: Number(row.user_count ?? 0) };
}

const read = async (db: Executor, id: number) =>
  present(found(await departmentsQuery(db).where('d.id', '=', id).executeTakeFirst()));

const taken = () => fieldError('name', MSG.departmentTaken);

const DEPARTMENT: Resource<AdminDepartment> = {
  entity: 'department',
  remove: (db, id) => db.deleteFrom('departments').where('id', '=', id).execute(),
  read,
  taken,
};

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
export async function createDepartment(ctx: AppContext, body: AdminDepartmentBody, req: AdminRequest) {
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const row = await trx
        .insertInto('departments')
        .values({ name: body.name, created_at: now.toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit({ action: 'create', entity: 'department', entityId: row.id, after: row });
      return read(trx, row.id);
    },
    taken,
  );
}

/** PUT /api/admin/departments/{id}: renames. */
export async function updateDepartment(ctx: AppContext, id: number, body: AdminDepartmentBody, req: AdminRequest) {
  return updateRecord(ctx, req, DEPARTMENT, id, async (trx) => {
    await trx.updateTable('departments').set({ name: body.name }).where('id', '=', id).execute();
  });
}

/** DELETE /api/admin/departments/{id}: only an empty department (409 while people are in it). */
export async function deleteDepartment(ctx: AppContext, id: number, req: AdminRequest) {
  return deleteRecord(ctx, req, DEPARTMENT, id, {
    lock: (trx) => lockRow(trx, 'departments', id, ctx.dialect),
    refuse: async (trx) => {
      if ((await countWhere(trx, 'users', 'department_id', id)) > 0) throw conflict(MSG.departmentInUse);
    },
  });
}
