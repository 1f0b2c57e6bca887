import { type AdminDepartment, type AdminDepartmentBody, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { type Executor, isUniqueViolation } from '../../db/database.js';
import { conflict } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { type AdminRequest, countWhere, fieldError, found, lockRow } from './admin.common.js';
import { contains, type ListKeys, listPage } from './admin.list.js';

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

/** GET /api/admin/departments. */
export async function listDepartments(ctx: AppContext, query: ListKeys) {
  let base = departmentsQuery(ctx.db);
  if (query.id) base = base.where('d.id', 'in', query.id);
  if (query.q?.trim()) base = base.where(contains('d.name', query.q));
  const page = await listPage(
    base,
    query,
    { id: 'd.id', name: 'd.name', created_at: 'd.created_at' },
    {
      sort: 'name',
      order: 'ASC',
      id: 'd.id',
    },
  );
  return { rows: page.rows.map(present), total: page.total };
}

export const getDepartment = (ctx: AppContext, id: number) => read(ctx.db, id);

/** POST /api/admin/departments: the name is unique (a constraint; 400 on `name`). */
export async function createDepartment(ctx: AppContext, body: AdminDepartmentBody, req: AdminRequest) {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('departments')
        .values({ name: body.name, created_at: now.toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        actorId: req.actor.id,
        action: 'create',
        entity: 'department',
        entityId: row.id,
        after: row,
        requestId: req.requestId,
        at: now,
      });
      return read(trx, row.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** PUT /api/admin/departments/{id}: renames. */
export async function updateDepartment(ctx: AppContext, id: number, body: AdminDepartmentBody, req: AdminRequest) {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const before = await read(trx, id);
      await trx.updateTable('departments').set({ name: body.name }).where('id', '=', id).execute();
      const after = await read(trx, id);
      await writeAudit(trx, {
        actorId: req.actor.id,
        action: 'update',
        entity: 'department',
        entityId: id,
        before,
        after,
        requestId: req.requestId,
        at: now,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** DELETE /api/admin/departments/{id}: only an empty department (409 while people are in it). */
export async function deleteDepartment(ctx: AppContext, id: number, req: AdminRequest) {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'departments', id, ctx.dialect);
    const before = await read(trx, id);
    if ((await countWhere(trx, 'users', 'department_id', id)) > 0) throw conflict(MSG.departmentInUse);
    await trx.deleteFrom('departments').where('id', '=', id).execute();
    await writeAudit(trx, {
      actorId: req.actor.id,
      action: 'delete',
      entity: 'department',
      entityId: id,
      before,
      requestId: req.requestId,
      at: now,
    });
    return before;
  });
}
