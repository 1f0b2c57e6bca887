import {
  FORGOTTEN_CHECKOUT_HOURS,
  isForgottenCheckout,
  localDateOf,
  type PayrollAlerts,
  plusDays,
  secondsToHours,
  WEEK_HOURS_FLAG,
  weekHoursFlagged,
  weekOvertimeAlert,
  workDayStatus,
} from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { timecardScope } from './payroll.policy.js';
import { getPayrollSettings, listPeople, readOpenShifts, readShifts } from './payroll.repository.js';
import { currentWeek, weekSeconds } from './workweek-hours.js';

/** GET /api/admin/payroll-alerts: a manager's team (and themselves) or everyone for an admin. */
export async function payrollAlerts(ctx: AppContext, actor: Actor): Promise<PayrollAlerts> {
  const now = ctx.clock.now();
  const settings = await getPayrollSettings(ctx.db);
  const week = currentWeek(settings, now);
  const today = localDateOf(now, settings.timeZone);
  const scope = timecardScope(actor);
  const people = (await listPeople(ctx.db, scope)).filter((p) => Boolean(p.is_active));
  const ids = people.map((p) => p.id);
  const { shifts, pauses } = await readShifts(ctx.db, 'all' in scope ? null : ids, plusDays(week.start, -1), week.end);
  const seconds = weekSeconds(settings, week, shifts, pauses, now);
  const open = await readOpenShifts(ctx.db, 'all' in scope ? null : ids);
  const employee = (p: (typeof people)[number]) => ({
    id: p.id,
    name: p.name,
    email: p.email,
    department: p.department,
  });
  const byId = new Map(people.map((p) => [p.id, p]));
  const weekHours = people
    .map((p) => ({ p, worked: seconds.get(p.id) ?? 0 }))
    .filter(({ worked }) => weekHoursFlagged(worked))
    .sort((a, b) => b.worked - a.worked || a.p.name.localeCompare(b.p.name))
    .map(({ p, worked }) => {
      const alert = weekOvertimeAlert(worked, settings.overtimeThresholdHundredths);
      return {
        ...employee(p),
        worked_seconds: worked,
        hours_worked: secondsToHours(worked),
        seconds_until_overtime: alert.seconds_until_overtime,
        overtime_seconds: alert.overtime_seconds,
      };
    });
  const forgotten = open
    .filter((d) => byId.has(d.user_id))
    .map((d) => ({ d, status: workDayStatus(d, now, today) }))
    .filter(({ d, status }) => status === 'Missing' || isForgottenCheckout(new Date(d.check_in_at), now))
    .map(({ d, status }) => ({
      ...employee(byId.get(d.user_id) as (typeof people)[number]),
      work_day_id: d.id,
      work_date: d.work_date,
      check_in_at: new Date(d.check_in_at).toISOString(),
      open_seconds: Math.max(0, Math.floor((now.getTime() - new Date(d.check_in_at).getTime()) / 1000)),
      status,
    }));
  return {
    week_start: week.start,
    week_end: week.end,
    flag_hours: WEEK_HOURS_FLAG,
    forgotten_after_hours: FORGOTTEN_CHECKOUT_HOURS,
    week_hours: weekHours,
    forgotten_checkouts: forgotten,
    now: now.toISOString(),
  };
}
