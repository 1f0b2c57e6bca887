import {
  type HistoryRecord,
  payPeriodFor,
  secondsToHours,
  storedWorkedSeconds,
  targetHours,
  type WorkDayPause,
} from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { WorkDayRow } from '../../db/schema.js';
import { rateInEffect } from '../payroll/current-rate.js';
import { type Moment, presentContext } from './clock-action.js';
import type { DateRange } from './date-range.js';
import { firstShiftIds, presentPause, presentWorkDay } from './workday.presenter.js';
import { findDaysInRange, findPauses, type PresentedPauseRow } from './workday.repository.js';

/** The employee's own days as their reads present them (get-today.ts, list-work-history.ts, get-pay-period-summary.ts). */

/**
 * The open pause of each of the rows still open, and every row's pauses presented, by work day id:
 * one query for both (a shift has at most one open pause, by constraint; docs/performance.md).
 */
export async function pausesOf(
  ctx: AppContext,
  rows: readonly Pick<WorkDayRow, 'id' | 'check_out_at'>[],
  // the pauses of exactly these rows, or of more (recordsIn's pay periods): each row takes its own
  read: Promise<readonly PresentedPauseRow[]> = findPauses(
    ctx.db,
    rows.map((row) => row.id),
  ),
) {
  const stillOpen = new Set(rows.filter((row) => !row.check_out_at).map((row) => row.id));
  const openPauses = new Map<number, PresentedPauseRow>();
  const pausesByDay = new Map<number, WorkDayPause[]>();
  for (const p of await read) {
    if (p.resumed_at === null && stillOpen.has(p.work_day_id)) openPauses.set(p.work_day_id, p);
    const list = pausesByDay.get(p.work_day_id) ?? [];
    list.push(presentPause(p));
    pausesByDay.set(p.work_day_id, list);
  }
  return { openPauses, pausesByDay };
}

/**
 * Days of a range with the pay-period totals each belongs to (periods are read whole), each with
 * the employee's rate in effect today (docs/payroll-rules.md, "The current rate").
 */
export async function recordsIn(
  ctx: AppContext,
  m: Moment,
  range: DateRange,
  /** The employee's rate in effect today in cents, when the caller has it already. */
  rateCents?: number,
): Promise<HistoryRecord[]> {
  const from = payPeriodFor(range.from).start_date;
  const to = payPeriodFor(range.to).end_date;
  // the shifts of the whole pay periods and their pauses, in one statement (docs/performance.md)
  const { days: rows, pauses } = await findDaysInRange(ctx.db, m.employee.id, from, to);
  // Pay-period totals add exact seconds and are rounded once (ADR 0019).
  const periodSeconds = new Map<string, number>();
  for (const row of rows) {
    const key = payPeriodFor(row.work_date).start_date;
    periodSeconds.set(key, (periodSeconds.get(key) ?? 0) + storedWorkedSeconds(row));
  }
  const shown = rows.filter((row) => row.work_date >= range.from && row.work_date <= range.to);
  // of those pauses, only the shown shifts' are presented
  const { openPauses, pausesByDay } = await pausesOf(ctx, shown, Promise.resolve(pauses));
  const pc = presentContext(m);
  const rate = (rateCents ?? (await rateInEffect(ctx, m.employee, m.today))) / 100;
  const target = targetHours(m.employee.target_minutes);
  const firsts = firstShiftIds(rows);
  return shown.map((row) => ({
    ...presentWorkDay(row, openPauses.get(row.id), pc, !firsts.has(row.id)),
    pauses: pausesByDay.get(row.id) ?? [],
    rate_per_hour: rate,
    // An existing client reads `biweekly_total_hours` as the pay-period target; the hours worked
    // travel as `biweekly_worked_hours`.
    biweekly_total_hours: target,
    biweekly_worked_hours: secondsToHours(periodSeconds.get(payPeriodFor(row.work_date).start_date) ?? 0),
  }));
}
