import { type AdminWorkDayDetail, localDateOf } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { found } from '../../lib/http-error.js';
import { dayCorrections } from '../corrections/list-day-corrections.js';
import { type AdminClock, presentAdminWorkDay } from './workday.presenter.js';
import { findPauses, getWorkdayPolicy, workDaysQuery } from './workday.repository.js';

/** The organisation's zone, the server's clock and today's local date. */
export async function adminClock(ctx: AppContext): Promise<AdminClock> {
  const now = ctx.clock.now();
  const { timeZone } = await getWorkdayPolicy(ctx.db);
  return { zone: timeZone, now, today: localDateOf(now, timeZone) };
}

/** A work day with its pauses and its corrections (original times kept); 404 when unknown. */
export async function workDayDetail(db: Executor, id: number, c: AdminClock): Promise<AdminWorkDayDetail> {
  const row = found(await workDaysQuery(db).where('w.id', '=', id).executeTakeFirst());
  const [pauses, corrections] = await Promise.all([findPauses(db, [id]), dayCorrections(db, id)]);
  return {
    ...presentAdminWorkDay(row, c),
    pauses: pauses.map((p) => ({ id: p.id, paused_at: p.paused_at, resumed_at: p.resumed_at, reason: p.reason })),
    corrections,
  };
}

/** GET /api/admin/work-days/{id}: the day, its pauses and its corrections (original times kept). */
export async function getWorkDay(ctx: AppContext, id: number): Promise<AdminWorkDayDetail> {
  return workDayDetail(ctx.db, id, await adminClock(ctx));
}
