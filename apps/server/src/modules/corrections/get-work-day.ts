import type { AdminWorkDayDetail } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { type AdminClock, adminClock, adminWorkDay } from '../workday/admin-work-day.js';
import { listDayCorrections } from './corrections.repository.js';

/** A work day with its pauses (the workday feature's) and its corrections, oldest first; 404 when unknown. */
export async function workDayDetail(db: Executor, id: number, c: AdminClock): Promise<AdminWorkDayDetail> {
  const [day, corrections] = await Promise.all([adminWorkDay(db, id, c), listDayCorrections(db, id)]);
  return { ...day, corrections };
}

/** GET /api/admin/work-days/{id}: the day, its pauses and its corrections (original times kept). */
export async function getWorkDay(ctx: AppContext, id: number): Promise<AdminWorkDayDetail> {
  return workDayDetail(ctx.db, id, await adminClock(ctx));
}
