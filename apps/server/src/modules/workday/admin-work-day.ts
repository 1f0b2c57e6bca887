import { type AdminWorkDayDetail, localDateOf } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { found } from '../../lib/http-error.js';
import { type AdminClock, presentAdminWorkDay } from './workday.presenter.js';
import { findPauses, getWorkdayPolicy, workDaysQuery } from './workday.repository.js';

export type { AdminClock };

/** The organisation's zone, the server's clock and today's local date. */
export async function adminClock(ctx: AppContext): Promise<AdminClock> {
  const now = ctx.clock.now();
  const { timeZone } = await getWorkdayPolicy(ctx.db);
  return { zone: timeZone, now, today: localDateOf(now, timeZone) };
}

/**
 * A work day with its pauses as the admin console shows it; 404 when unknown. Its corrections are
 * the corrections feature's to add (corrections/get-work-day.ts).
 */
export async function adminWorkDay(
  db: Executor,
  id: number,
  c: AdminClock,
): Promise<Omit<AdminWorkDayDetail, 'corrections'>> {
  const row = found(await workDaysQuery(db).where('w.id', '=', id).executeTakeFirst());
  const pauses = await findPauses(db, [id]);
  return {
    ...presentAdminWorkDay(row, c),
    pauses: pauses.map((p) => ({ id: p.id, paused_at: p.paused_at, resumed_at: p.resumed_at, reason: p.reason })),
  };
}
