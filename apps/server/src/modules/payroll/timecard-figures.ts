import {
  computePayroll,
  localDateOf,
  MSG,
  type PayPeriod,
  type PayrollFigures,
  payPeriodFor,
  plusDays,
  type RateInput,
  rateOn,
  type ShiftInput,
  type TimecardBlocker,
  workDayStatus,
  workweekStart,
} from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { fieldError } from '../../lib/http-error.js';
import { peopleWithOpenExceptions } from '../location-trust/count-open-exceptions.js';
import {
  type PauseRow,
  type PayrollOrganisation,
  type PayrollPerson,
  readPendingCorrections,
  readRates,
  readShifts,
  readTimecards,
  type ShiftRow,
  type TimecardRow,
} from './payroll.repository.js';

/**
 * A timecard's figures, computed from the shifts of every workweek that touches its pay period
 * (docs/payroll-rules.md). An approved timecard answers the figures frozen at its approval; an
 * open one also carries the pay difference that later edits made to an approved neighbour.
 */

/** The pay period that starts on a date, or a 400 when the date starts none (the 1st or the 15th). */
export function periodStartingOn(date: string): PayPeriod {
  const period = payPeriodFor(date);
  if (period.start_date !== date) throw fieldError('period_start', MSG.periodStartInvalid);
  return period;
}

/** The period a request names by its start, else the one that holds today. */
export function requestedPeriod(periodStart: string | undefined, now: Date, timeZone: string): PayPeriod {
  return periodStart ? periodStartingOn(periodStart) : payPeriodFor(localDateOf(now, timeZone));
}

/** The pay periods just before and after one. */
export function neighbours(period: PayPeriod): PayPeriod[] {
  return [payPeriodFor(plusDays(period.start_date, -1)), payPeriodFor(plusDays(period.end_date, 1))];
}

/** The dates a computation must read: whole workweeks around a period and its two neighbours. */
export function readWindow(period: PayPeriod, workweekStartDay: number): { from: string; to: string } {
  const [before, after] = neighbours(period) as [PayPeriod, PayPeriod];
  return {
    from: workweekStart(before.start_date, workweekStartDay),
    to: plusDays(workweekStart(after.end_date, workweekStartDay), 6),
  };
}

/**
 * The dates the period's own figures need: its whole workweeks, and the day before the first one
 * (a shift from that evening may run into the week). Enough unless an approved neighbour shares a
 * workweek (then its figures are needed too: readWindow).
 */
export function ownWindow(period: PayPeriod, workweekStartDay: number): { from: string; to: string } {
  return {
    from: plusDays(workweekStart(period.start_date, workweekStartDay), -1),
    to: plusDays(workweekStart(period.end_date, workweekStartDay), 6),
  };
}

/** Whether two periods share a workweek. */
function shareAWeek(a: PayPeriod, b: PayPeriod, workweekStartDay: number): boolean {
  const [first, second] = a.start_date < b.start_date ? [a, b] : [b, a];
  return workweekStart(first.end_date, workweekStartDay) === workweekStart(second.start_date, workweekStartDay);
}

export interface ComputedTimecard {
  person: PayrollPerson;
  period: PayPeriod;
  row: TimecardRow | undefined;
  status: TimecardRow['status'];
  workedSeconds: number;
  regularSeconds: number;
  overtimeSeconds: number;
  grossPayCents: number;
  adjustmentCents: number;
  blockers: TimecardBlocker[];
  /** This person's whole computation over the window (days, weeks, shifts). */
  figures: PayrollFigures;
  shifts: ShiftRow[];
  pauses: Map<number, PauseRow[]>;
  rates: RateInput[];
}

/** Computes the timecards of some people for one period, in a few queries for all of them. */
export async function computeTimecards(
  db: Executor,
  settings: PayrollOrganisation,
  persons: PayrollPerson[],
  period: PayPeriod,
  now: Date,
  options: { allPeople?: boolean } = {},
): Promise<ComputedTimecard[]> {
  const ids = options.allPeople ? null : persons.map((p) => p.id);
  const own = ownWindow(period, settings.workweekStartDay);
  const [narrow, rates, rows, pendingCorrections] = await Promise.all([
    readShifts(db, ids, own.from, own.to),
    readRates(db, ids),
    readTimecards(
      db,
      ids,
      [period, ...neighbours(period)].map((p) => p.start_date),
    ),
    readPendingCorrections(db, ids, { start: period.start_date, end: period.end_date }),
  ]);
  // People with an approved neighbour in a shared workweek need that neighbour's weeks too (its
  // adjustment); everyone else's figures need only the period's own weeks: a third of the rows
  // for a list of everyone (docs/performance.md, "Timecards").
  const sharing = neighbours(period).filter((n) => shareAWeek(period, n, settings.workweekStartDay));
  const wideIds = [
    ...new Set(
      rows
        .filter((r) => r.status === 'approved' && sharing.some((n) => n.start_date === r.period_start))
        .map((r) => r.user_id),
    ),
  ];
  let { shifts, pauses } = narrow;
  if (wideIds.length > 0) {
    const window = readWindow(period, settings.workweekStartDay);
    const wide = await readShifts(db, wideIds, window.from, window.to);
    const widened = new Set(wideIds);
    const kept = narrow.shifts.filter((s) => !widened.has(s.user_id));
    const keptIds = new Set(kept.map((s) => s.id));
    shifts = [...kept, ...wide.shifts];
    pauses = [...narrow.pauses.filter((p) => keptIds.has(p.work_day_id)), ...wide.pauses];
  }
  const pausesByDay = new Map<number, PauseRow[]>();
  for (const pause of pauses) {
    const list = pausesByDay.get(pause.work_day_id) ?? [];
    list.push(pause);
    pausesByDay.set(pause.work_day_id, list);
  }
  const shiftsByUser = groupBy(shifts, (s) => s.user_id);
  const ratesByUser = groupBy(rates, (r) => r.user_id);
  const rowsByUser = groupBy(rows, (r) => r.user_id);
  const today = localDateOf(now, settings.timeZone);
  const flagged = await peopleWithOpenExceptions(db, ids, { start: period.start_date, end: period.end_date }); // issue 13

  return persons.map((person) => {
    const own = shiftsByUser.get(person.id) ?? [];
    const history = (ratesByUser.get(person.id) ?? []).map((r) => ({
      effectiveDate: r.effective_date,
      rateCents: r.hourly_rate_cents,
    }));
    // Without a rate history (people created before it existed), the record's rate is every day's.
    const ownRates =
      history.length > 0 ? history : [{ effectiveDate: '0001-01-01', rateCents: person.hourly_rate_cents }];
    const inputs: ShiftInput[] = own.map((s) => ({
      id: s.id,
      workDate: s.work_date,
      checkIn: new Date(s.check_in_at),
      checkOut: s.check_out_at ? new Date(s.check_out_at) : null,
      pauses: (pausesByDay.get(s.id) ?? []).map((p) => ({
        start: new Date(p.paused_at),
        end: p.resumed_at ? new Date(p.resumed_at) : null,
      })),
    }));
    const figures = computePayroll(inputs, ownRates, settings);
    const cardRows = rowsByUser.get(person.id) ?? [];
    const row = cardRows.find((r) => r.period_start === period.start_date);
    const computed = figures.periods.find((p) => p.periodStart === period.start_date);
    const status = row?.status ?? 'open';

    if (row && row.status === 'approved') {
      return {
        person,
        period,
        row,
        status,
        workedSeconds: row.worked_seconds ?? 0,
        regularSeconds: row.regular_seconds ?? 0,
        overtimeSeconds: row.overtime_seconds ?? 0,
        grossPayCents: row.gross_pay_cents ?? 0,
        adjustmentCents: 0,
        blockers: [],
        figures,
        shifts: own,
        pauses: pausesByDay,
        rates: ownRates,
      };
    }
    // Approved neighbours in a shared workweek keep their figures; what an edit changed in their
    // pay since is paid here.
    let adjustmentCents = 0;
    for (const neighbour of neighbours(period)) {
      const approved = cardRows.find((r) => r.period_start === neighbour.start_date && r.status === 'approved');
      if (!approved || !shareAWeek(period, neighbour, settings.workweekStartDay)) continue;
      const now = figures.periods.find((p) => p.periodStart === neighbour.start_date)?.grossPayCents ?? 0;
      adjustmentCents += now - (approved.gross_pay_cents ?? 0);
    }
    const blockers: TimecardBlocker[] = [];
    if (today <= period.end_date) blockers.push('period_not_ended');
    if (status !== 'submitted') blockers.push('not_submitted');
    const inPeriod = own.filter((s) => s.work_date >= period.start_date && s.work_date <= period.end_date);
    const open = inPeriod.filter((s) => s.check_out_at === null);
    if (open.some((s) => workDayStatus(s, now, today) === 'In Progress')) blockers.push('open_shift');
    if (open.some((s) => workDayStatus(s, now, today) === 'Missing')) blockers.push('missing_day');
    if (pendingCorrections.has(person.id)) blockers.push('correction_pending');
    if (flagged.has(person.id)) blockers.push('location_exception_open');
    return {
      person,
      period,
      row,
      status,
      workedSeconds: computed?.workedSeconds ?? 0,
      regularSeconds: computed?.regularSeconds ?? 0,
      overtimeSeconds: computed?.overtimeSeconds ?? 0,
      grossPayCents: (computed?.grossPayCents ?? 0) + adjustmentCents,
      adjustmentCents,
      blockers,
      figures,
      shifts: own,
      pauses: pausesByDay,
      rates: ownRates,
    };
  });
}

/** The rate a period's export shows: the one in effect on its last day. */
export const periodRate = (card: ComputedTimecard) => rateOn(card.rates, card.period.end_date);

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
