import { type DailyReportQuery, displayDate } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { filterLocation } from '../location-trust/filter-location.js';
import { listVisibleAttendance } from './care.repository.js';
import { organisationToday } from './care-dates.js';

/**
 * The day's attendance of the actor's clients (default today, location optional) and the heading
 * the Daily Schedule and the Daily Payroll Log share.
 */
export async function dayAttendance(ctx: AppContext, actor: Actor, query: DailyReportQuery) {
  const date = query.date ?? (await organisationToday(ctx));
  const location = query.location ? await filterLocation(ctx.db, query.location) : null;
  const rows = await listVisibleAttendance(ctx.db, actor, {
    date,
    ...(location ? { location: location.code } : {}),
  });
  const heading = {
    date: displayDate(date),
    date_iso: date,
    location: location?.code ?? null,
    location_name: location?.name ?? null,
  };
  return { rows, heading };
}
