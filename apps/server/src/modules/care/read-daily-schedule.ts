import type { DailyReportQuery, DailySchedule } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { presentScheduleRow } from './care.presenter.js';
import { dayAttendance } from './day-attendance.js';

/** GET /api/attendance/daily-schedule/: the day's clients for a location, by time in. */
export async function readDailySchedule(
  ctx: AppContext,
  actor: Actor,
  query: DailyReportQuery,
): Promise<DailySchedule> {
  const { rows, heading } = await dayAttendance(ctx, actor, query);
  const ordered = [...rows].sort(
    (a, b) =>
      a.time_in.localeCompare(b.time_in) ||
      a.last_name.localeCompare(b.last_name) ||
      a.first_name.localeCompare(b.first_name) ||
      a.id - b.id,
  );
  return { ...heading, rows: ordered.map(presentScheduleRow) };
}
