import type { Executor } from '../../db/database.js';
import type { CorrectionRequestRow, CorrectionRequestTable } from '../../db/schema.js';
import type { Owner } from './corrections.policy.js';

/** Every query of the corrections feature; each takes an Executor (the database or a transaction). */

export function findOwner(db: Executor, userId: number): Promise<(Owner & { is_active: unknown }) | undefined> {
  return db.selectFrom('users').select(['id', 'manager_id', 'is_active']).where('id', '=', userId).executeTakeFirst();
}

export function insertDayCorrection(
  trx: Executor,
  values: {
    work_day_id: number;
    corrected_by: number;
    reason: string;
    /** null for the row that records a day's creation (`action: 'create'`). */
    before_check_in_at: string | null;
    before_check_out_at: string | null;
    after_check_in_at: string;
    after_check_out_at: string | null;
    created_at: string;
    action?: 'correct' | 'create';
  },
) {
  return trx.insertInto('work_day_corrections').values(values).returning('id').executeTakeFirstOrThrow();
}

export function insertRequest(
  trx: Executor,
  values: Omit<CorrectionRequestTable, 'id' | 'status' | 'note' | 'decided_by' | 'decided_at'>,
): Promise<CorrectionRequestRow> {
  return trx.insertInto('correction_requests').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findRequest(db: Executor, id: number): Promise<CorrectionRequestRow | undefined> {
  return db.selectFrom('correction_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves a pending request to its decision; answers nothing when it was no longer pending (a
 * simultaneous decision won), so one request is applied at most once.
 */
export function decideRequest(
  trx: Executor,
  id: number,
  decision: { status: 'approved' | 'denied'; note: string | null; decided_by: number; decided_at: string },
): Promise<CorrectionRequestRow | undefined> {
  return trx
    .updateTable('correction_requests')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** The id of a shift's newest correction, 0 when it has none (a request's basis, migration 0031). */
export async function newestCorrectionId(trx: Executor, workDayId: number): Promise<number> {
  const row = await trx
    .selectFrom('work_day_corrections')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('work_day_id', '=', workDayId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * Whether a shift's times were corrected since a request was filed (a manager's direct fix, an
 * administrator's, another request's approval): a correction newer than the request's basis, or,
 * for a request filed before bases were kept, one written after it (docs/payroll-rules.md,
 * "Correction requests and managers' corrections").
 */
export async function correctedSince(
  trx: Executor,
  workDayId: number,
  request: { basis_correction_id: number | null; created_at: string },
): Promise<boolean> {
  let query = trx.selectFrom('work_day_corrections').select('id').where('work_day_id', '=', workDayId);
  query =
    request.basis_correction_id === null
      ? query.where('created_at', '>', request.created_at)
      : query.where('id', '>', request.basis_correction_id);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export function linkRequestDay(trx: Executor, id: number, workDayId: number) {
  return trx.updateTable('correction_requests').set({ work_day_id: workDayId }).where('id', '=', id).execute();
}

export interface RequestFilter {
  ids?: number[];
  userId?: number;
  managerId?: number;
  status?: CorrectionRequestRow['status'];
}

/** Requests with their employee, decider and the day's current times, newest date first. */
export function listRequests(db: Executor, filter: RequestFilter) {
  let query = db
    .selectFrom('correction_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .leftJoin('work_days as w', 'w.id', 'r.work_day_id')
    .selectAll('r')
    .select([
      'u.name as user_name',
      'u.email as user_email',
      'd.name as decided_by_name',
      'w.check_in_at as current_check_in_at',
      'w.check_out_at as current_check_out_at',
    ]);
  if (filter.ids) query = query.where('r.id', 'in', filter.ids);
  if (filter.userId !== undefined) query = query.where('r.user_id', '=', filter.userId);
  if (filter.managerId !== undefined) query = query.where('u.manager_id', '=', filter.managerId);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  return query.orderBy('r.work_date', 'desc').orderBy('r.id', 'desc').limit(500).execute();
}
export type RequestListRow = Awaited<ReturnType<typeof listRequests>>[number];

/**
 * The correction history rows of the given work days that an approval may have written: with the
 * times before it, who made it and when (an approval writes its row with the decision's instant).
 */
export function listApprovalCorrections(db: Executor, dayIds: readonly number[]) {
  if (dayIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('work_day_corrections')
    .select(['work_day_id', 'corrected_by', 'created_at', 'before_check_in_at', 'before_check_out_at'])
    .where('work_day_id', 'in', [...dayIds])
    .orderBy('id')
    .execute();
}

/** Whose day a work day is, and its date. */
export function dayOwner(db: Executor, id: number) {
  return db.selectFrom('work_days').select(['user_id', 'work_date']).where('id', '=', id).executeTakeFirst();
}

/** The corrections of a work day (original and new times), oldest first, with the corrector's name. */
export function listDayCorrections(db: Executor, dayId: number) {
  return db
    .selectFrom('work_day_corrections as c')
    .leftJoin('users as u', 'u.id', 'c.corrected_by')
    .selectAll('c')
    .select('u.name as corrected_by_name')
    .where('c.work_day_id', '=', dayId)
    .orderBy('c.id')
    .execute();
}
