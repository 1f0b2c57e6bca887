import { plusDays, secondsToHours, type WorkweekStatus, weekOvertimeAlert } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { getPayrollSettings, readShifts } from './payroll.repository.js';
import { currentWeek, runningUntil, weekSeconds } from './workweek-hours.js';

/** GET /api/attendance/workweek/: the caller's own workweek. */
export async function workweekStatus(ctx: AppContext, actor: Actor): Promise<WorkweekStatus> {
  const now = ctx.clock.now();
  const settings = await getPayrollSettings(ctx.db);
  const week = currentWeek(settings, now);
  // the day before the week holds a shift that may run across its start
  const { shifts, pauses } = await readShifts(ctx.db, [actor.id], plusDays(week.start, -1), week.end);
  const worked = weekSeconds(settings, week, shifts, pauses, now).get(actor.id) ?? 0;
  const alert = weekOvertimeAlert(worked, settings.overtimeThresholdHundredths);
  const running = shifts.some((s) => s.check_out_at === null && runningUntil(s, now) !== null);
  return {
    week_start: week.start,
    week_end: week.end,
    worked_seconds: alert.worked_seconds,
    hours_worked: secondsToHours(alert.worked_seconds),
    threshold_seconds: alert.threshold_seconds,
    seconds_until_overtime: alert.seconds_until_overtime,
    overtime_seconds: alert.overtime_seconds,
    running,
    now: now.toISOString(),
  };
}
