import { type AdminWorkDayListQuery, OPEN_SHIFT_MAX_HOURS } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { contains, type ListKeys, listRecords } from '../../lib/list-page.js';
import { adminClock } from './admin-work-day.js';
import { presentAdminWorkDay } from './workday.presenter.js';
import { workDaysQuery } from './workday.repository.js';

const HOUR_MS = 3_600_000;

/** GET /api/admin/work-days: user_id, start_date/end_date and status (as workDayStatus decides it). */
export async function listWorkDays(ctx: AppContext, query: AdminWorkDayListQuery & ListKeys) {
  const c = await adminClock(ctx);
  let base = workDaysQuery(ctx.db);
  if (query.id) base = base.where('w.id', 'in', query.id);
  if (query.user_id !== undefined) base = base.where('w.user_id', '=', query.user_id);
  if (query.start_date) base = base.where('w.work_date', '>=', query.start_date);
  if (query.end_date) base = base.where('w.work_date', '<=', query.end_date);
  if (query.q?.trim()) {
    const q = query.q;
    base = base.where((eb) => eb.or([contains('u.name', q), contains('u.email', q)]));
  }
  // Missing: open, from an earlier date, and checked in at least OPEN_SHIFT_MAX_HOURS ago (ADR 0008).
  const missingBefore = new Date(c.now.getTime() - OPEN_SHIFT_MAX_HOURS * HOUR_MS).toISOString();
  if (query.status === 'Completed') base = base.where('w.check_out_at', 'is not', null);
  if (query.status === 'Missing') {
    base = base
      .where('w.check_out_at', 'is', null)
      .where('w.work_date', '<', c.today)
      .where('w.check_in_at', '<=', missingBefore);
  }
  if (query.status === 'In Progress') {
    base = base
      .where('w.check_out_at', 'is', null)
      .where((eb) => eb.or([eb('w.work_date', '>=', c.today), eb('w.check_in_at', '>', missingBefore)]));
  }
  return listRecords(
    base,
    query,
    { id: 'w.id', work_date: 'w.work_date', user_id: 'w.user_id', check_in_at: 'w.check_in_at' },
    { sort: 'work_date', order: 'DESC', id: 'w.id' },
    (row) => presentAdminWorkDay(row, c),
  );
}
