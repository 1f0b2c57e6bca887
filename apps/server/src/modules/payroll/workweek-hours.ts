import {
  computePayroll,
  isForgottenCheckout,
  localDateOf,
  plusDays,
  type ShiftInput,
  workweekStart,
} from '@daybook/domain';
import type { PauseRow, PayrollOrganisation, ShiftRow } from './payroll.repository.js';

/**
 * Workweek alerts (docs/payroll-rules.md "Alerts", ADR 0019): how far an employee is from weekly
 * overtime, and for a manager or an admin the people at 36 h or more this workweek and the
 * check-outs forgotten (open more than 12 hours, or Missing). Hours are the payroll's own
 * (`computePayroll`: the organisation's workweek, rounding and the split at the week's start);
 * a running shift counts up to now, so the figures are what a check-out now would leave.
 */

export interface Week {
  start: string;
  end: string;
}

/** The workweek that holds now, in the organisation's zone and from its first day. */
export function currentWeek(settings: PayrollOrganisation, now: Date): Week {
  const start = workweekStart(localDateOf(now, settings.timeZone), settings.workweekStartDay);
  return { start, end: plusDays(start, 6) };
}

/** Each person's seconds in the week, running shifts closed at `now` for the count. */
export function weekSeconds(
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
    // only the running shift (the latest, open, begun less than a day ago) counts up to now
    const checkOut = s.check_out_at ? new Date(s.check_out_at) : runningUntil(s, now);
    const input: ShiftInput = {
      id: s.id,
      workDate: s.work_date,
      checkIn: new Date(s.check_in_at),
      checkOut,
      // A pause still open ends where a check-out now would end it: at now as recorded, not at the
      // rounded check-out (docs/payroll-rules.md: pauses are not rounded).
      pauses: (pausesOf.get(s.id) ?? []).map((p) => ({
        start: new Date(p.paused_at),
        end: p.resumed_at ? new Date(p.resumed_at) : s.check_out_at ? null : checkOut,
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
export function runningUntil(shift: ShiftRow, now: Date): Date | null {
  return isForgottenCheckout(new Date(shift.check_in_at), now) ? null : now;
}
