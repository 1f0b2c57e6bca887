import {
  computePayroll,
  FORGOTTEN_CHECKOUT_HOURS,
  isForgottenCheckout,
  localDateOf,
  type PayrollAlerts,
  type ShiftInput,
  secondsToHours,
  WEEK_HOURS_FLAG,
  type WorkweekStatus,
  weekHoursFlagged,
  weekOvertimeAlert,
  workDayStatus,
  workweekStart,
} from '@daybook/domain';
import { addDays, format } from 'date-fns';
import type { Actor, AppContext } from '../../context.js';
import {
  getPayrollSettings,
  listPeople,
  type PauseRow,
  type PayrollOrganisation,
  readOpenShifts,
  readShifts,
  type ShiftRow,
} from './payroll.repository.js';
import { timecardScope } from './timecards.policy.js';

/**
 * Workweek alerts (docs/payroll-rules.md "Alerts", ADR 0019): how far an employee is from weekly
 * overtime, and for a manager or an admin the people at 36 h or more this workweek and the
 * check-outs forgotten (open more than 12 hours, or Missing). Hours are the payroll's own
 * (`computePayroll`: the organisation's workweek, rounding and the split at the week's start);
 * a running shift counts up to now, so the figures are what a check-out now would leave.
 */

const plusDays = (date: string, days: number) => format(addDays(new Date(`${date}T12:00:00`), days), 'yyyy-MM-dd');

interface Week {
  start: string;
  end: string;
}

function currentWeek(settings: PayrollOrganisation, now: Date): Week {
  const start = workweekStart(localDateOf(now, settings.timeZone), settings.workweekStartDay);
  return { start, end: plusDays(start, 6) };
}

/** Each person's seconds in the week, running shifts closed at `now` for the count. */
function weekSeconds(
  settings: PayrollOrganisation,
  week: Week,
  shifts: ShiftRow[],
  pauses: PauseRow[],
  now: Date,
): Map<number, number> {
  const pausesOf = new Map<number, PauseRow[]>();
  for (const p of pauses) pausesOf.set(p.work_day_id, [...(pausesOf.get(p.work_day_id) ?? []), p]);
  const byUser = new Map<number, ShiftInput[]>();
  for (const s of shifts) {
    const input: ShiftInput = {
      id: s.id,
      workDate: s.work_date,
      checkIn: new Date(s.check_in_at),
      // only the running shift (the latest, open, begun less than a day ago) counts up to now
      checkOut: s.check_out_at ? new Date(s.check_out_at) : runningUntil(s, now),
      pauses: (pausesOf.get(s.id) ?? []).map((p) => ({
        start: new Date(p.paused_at),
        end: p.resumed_at ? new Date(p.resumed_at) : null,
      })),
    };
    byUser.set(s.user_id, [...(byUser.get(s.user_id) ?? []), input]);
  }
  const totals = new Map<number, number>();
  for (const [userId, list] of byUser) {
    const figures = computePayroll(list, [], settings);
    totals.set(userId, figures.weeks.find((w) => w.weekStart === week.start)?.workedSeconds ?? 0);
  }
  return totals;
}

/**
 * An open shift counts up to now while it is plausibly still being worked (under the forgotten
 * check-out limit); a forgotten one counts for nothing until it is corrected, as in the payroll.
 */
function runningUntil(shift: ShiftRow, now: Date): Date | null {
  return isForgottenCheckout(new Date(shift.check_in_at), now) ? null : now;
}

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
