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
  type AdjustmentRow,
  type PauseRow,
  type PayrollOrganisation,
  type PayrollPerson,
  paidSettingsOf,
  type RateRow,
  readAdjustments,
  readApprovedBetween,
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
 * open one also carries the pay difference that later edits made to an approved neighbour, and the
 * back pay that later rates made to approved periods before it (rate-adjustments.ts).
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

/** The pay period after one. */
export const nextPeriod = (period: { end_date: string }): PayPeriod => payPeriodFor(plusDays(period.end_date, 1));

/** A person's stored shifts and pauses as the payroll computation takes them. */
export function shiftInputs(shifts: readonly ShiftRow[], pausesByDay: ReadonlyMap<number, PauseRow[]>): ShiftInput[] {
  return shifts.map((s) => ({
    id: s.id,
    workDate: s.work_date,
    checkIn: new Date(s.check_in_at),
    checkOut: s.check_out_at ? new Date(s.check_out_at) : null,
    pauses: (pausesByDay.get(s.id) ?? []).map((p) => ({
      start: new Date(p.paused_at),
      end: p.resumed_at ? new Date(p.resumed_at) : null,
    })),
  }));
}

/** Pauses by the work day they belong to. */
export function pausesByWorkDay(pauses: readonly PauseRow[]): Map<number, PauseRow[]> {
  const byDay = new Map<number, PauseRow[]>();
  for (const pause of pauses) {
    const list = byDay.get(pause.work_day_id) ?? [];
    list.push(pause);
    byDay.set(pause.work_day_id, list);
  }
  return byDay;
}

/** A person's rate history as the computation takes it; without one, the record's rate is every day's. */
export function ratesOrRecord(history: readonly RateInput[], recordRateCents: number): RateInput[] {
  return history.length > 0 ? [...history] : [{ effectiveDate: '0001-01-01', rateCents: recordRateCents }];
}

/** Whether two periods share a workweek. */
function shareAWeek(a: PayPeriod, b: PayPeriod, workweekStartDay: number): boolean {
  const [first, second] = a.start_date < b.start_date ? [a, b] : [b, a];
  return workweekStart(first.end_date, workweekStartDay) === workweekStart(second.start_date, workweekStartDay);
}

/** Whether an approved neighbour's card shares a workweek with the period, by the workweek it was paid under. */
function sharesWeekWithApproved(
  period: PayPeriod,
  row: { period_start: string; paid_settings: string | null },
  current: PayrollOrganisation,
): boolean {
  if (row.period_start === period.start_date) return false;
  const neighbour = neighbours(period).find((n) => n.start_date === row.period_start);
  return neighbour !== undefined && shareAWeek(period, neighbour, paidSettingsOf(row, current).workweekStartDay);
}

/** The smallest window holding all of some windows (ISO dates, so text order is date order). */
function unionWindow(windows: readonly { from: string; to: string }[]): { from: string; to: string } {
  const froms = windows.map((w) => w.from).sort();
  const tos = windows.map((w) => w.to).sort();
  return { from: froms[0] as string, to: tos.at(-1) as string };
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
  /** The back pay rows this open card carries (paid when it is approved). */
  carriedAdjustmentIds: number[];
  /** Of `adjustmentCents`, the difference a shared workweek made to each approved neighbour's pay. */
  neighbourAdjustments: { periodStart: string; cents: number }[];
  /** This person's whole computation over the window (days, weeks, shifts). */
  figures: PayrollFigures;
  shifts: ShiftRow[];
  pauses: Map<number, PauseRow[]>;
  rates: RateInput[];
  /** The settings `figures` were computed under: an approved card's own (migration 0029), else the current ones. */
  settings: PayrollOrganisation;
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
  const [narrow, rates, rows, pendingCorrections, adjustments] = await Promise.all([
    readShifts(db, ids, own.from, own.to),
    readRates(db, ids),
    readTimecards(
      db,
      ids,
      [period, ...neighbours(period)].map((p) => p.start_date),
    ),
    readPendingCorrections(db, ids, { start: period.start_date, end: period.end_date }),
    readAdjustments(
      db,
      ids,
      neighbours(period).map((p) => p.start_date),
    ),
  ]);
  const carriers = await carriersOf(db, adjustments, period);
  // People with an approved neighbour in a shared workweek need that neighbour's weeks too (its
  // adjustment); everyone else's figures need only the period's own weeks: a third of the rows
  // for a list of everyone (docs/performance.md, "Timecards").
  // An approved neighbour's weeks are the ones it was paid under (its frozen workweek start).
  const sharingRows = rows.filter((r) => r.status === 'approved' && sharesWeekWithApproved(period, r, settings));
  const wideIds = [...new Set(sharingRows.map((r) => r.user_id))];
  let { shifts, pauses } = narrow;
  if (wideIds.length > 0) {
    const window = unionWindow(
      [settings, ...sharingRows.map((r) => paidSettingsOf(r, settings))].map((s) =>
        readWindow(period, s.workweekStartDay),
      ),
    );
    const wide = await readShifts(db, wideIds, window.from, window.to);
    const widened = new Set(wideIds);
    const kept = narrow.shifts.filter((s) => !widened.has(s.user_id));
    const keptIds = new Set(kept.map((s) => s.id));
    shifts = [...kept, ...wide.shifts];
    pauses = [...narrow.pauses.filter((p) => keptIds.has(p.work_day_id)), ...wide.pauses];
  }
  const pausesByDay = pausesByWorkDay(pauses);
  const shiftsByUser = groupBy(shifts, (s) => s.user_id);
  const ratesByUser = groupBy(rates, (r) => r.user_id);
  const rowsByUser = groupBy(rows, (r) => r.user_id);
  const adjustmentsByUser = groupBy(adjustments, (r) => r.user_id);
  const today = localDateOf(now, settings.timeZone);
  const flagged = await peopleWithOpenExceptions(db, ids, { start: period.start_date, end: period.end_date }); // issue 13

  return persons.map((person) => {
    const own = shiftsByUser.get(person.id) ?? [];
    const history = (ratesByUser.get(person.id) ?? []).map((r) => ({
      effectiveDate: r.effective_date,
      rateCents: r.hourly_rate_cents,
    }));
    // Without a rate history (people created before it existed), the record's rate is every day's.
    const ownRates = ratesOrRecord(history, person.hourly_rate_cents);
    const figures = computePayroll(shiftInputs(own, pausesByDay), ownRates, settings);
    const owed = adjustmentsByUser.get(person.id) ?? [];
    const cardRows = rowsByUser.get(person.id) ?? [];
    const row = cardRows.find((r) => r.period_start === period.start_date);
    const computed = figures.periods.find((p) => p.periodStart === period.start_date);
    const status = row?.status ?? 'open';

    if (row && row.status === 'approved') {
      // Its days show the rates it was paid at: a rate entered after its approval is paid as back
      // pay in a later card (rate-adjustments.ts), not shown as this card's.
      const paidRates = ratesAsApproved(ratesByUser.get(person.id) ?? [], row, ownRates);
      // and its weeks the overtime rules it was paid under, not ones changed since (migration 0029)
      const paidUnder = paidSettingsOf(row, settings);
      const same = paidRates === ownRates && paidUnder === settings;
      return {
        person,
        period,
        row,
        status,
        workedSeconds: row.worked_seconds ?? 0,
        regularSeconds: row.regular_seconds ?? 0,
        overtimeSeconds: row.overtime_seconds ?? 0,
        grossPayCents: row.gross_pay_cents ?? 0,
        adjustmentCents: row.adjustment_cents ?? 0,
        blockers: [],
        carriedAdjustmentIds: [],
        neighbourAdjustments: [],
        figures: same ? figures : computePayroll(shiftInputs(own, pausesByDay), paidRates, paidUnder),
        shifts: own,
        pauses: pausesByDay,
        rates: paidRates,
        settings: paidUnder,
      };
    }
    // Approved neighbours in a shared workweek keep their figures; what an edit changed in their
    // pay since is paid here, less the back pay already owed on them for later rates (those rows
    // are paid by the card that carries them). Measured against what the neighbour paid for its
    // own days, so that an adjustment it carried is not taken back here.
    // Each neighbour is computed under the settings it was paid under (migration 0029), so that a
    // change to the overtime rules since its approval does not reach back through this card.
    let adjustmentCents = 0;
    const neighbourAdjustments: { periodStart: string; cents: number }[] = [];
    for (const neighbour of neighbours(period)) {
      const approved = cardRows.find((r) => r.period_start === neighbour.start_date && r.status === 'approved');
      if (!approved || !sharesWeekWithApproved(period, approved, settings)) continue;
      const paidUnder = paidSettingsOf(approved, settings);
      const neighbourFigures =
        paidUnder === settings ? figures : computePayroll(shiftInputs(own, pausesByDay), ownRates, paidUnder);
      const now = neighbourFigures.periods.find((p) => p.periodStart === neighbour.start_date)?.grossPayCents ?? 0;
      const backPay = sum(owed.filter((a) => a.period_start === neighbour.start_date).map((a) => a.cents));
      // what it paid for its own days: its gross less the adjustment it carried for others
      const paidOwn = (approved.gross_pay_cents ?? 0) - (approved.adjustment_cents ?? 0);
      const cents = now - paidOwn - backPay;
      adjustmentCents += cents;
      if (cents !== 0) neighbourAdjustments.push({ periodStart: neighbour.start_date, cents });
    }
    // Pay owed on other periods (or on this one: what a reopen takes back) not yet paid, whose first
    // card not approved from the period it is owed on is this one.
    const carried = owed.filter((a) => a.paid_in_period_start === null && carriers.get(a.id) === period.start_date);
    adjustmentCents += sum(carried.map((a) => a.cents));
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
      carriedAdjustmentIds: carried.map((a) => a.id),
      neighbourAdjustments,
      figures,
      shifts: own,
      pauses: pausesByDay,
      rates: ownRates,
      settings,
    };
  });
}

/**
 * The rates an approved card was paid at: the history without the entries made after its approval
 * (`current` itself when there are none). A card approved before the history had any entry was paid
 * at the record's rate, which the first entry made since keeps (the opening entry,
 * rate-adjustments.ts).
 */
function ratesAsApproved(rows: readonly RateRow[], card: TimecardRow, current: RateInput[]): RateInput[] {
  const approvedAt = card.approved_at ? Date.parse(card.approved_at) : Number.POSITIVE_INFINITY;
  const kept = rows.filter((r) => Date.parse(r.created_at) <= approvedAt);
  if (kept.length === rows.length) return current;
  const paid = kept.length > 0 ? kept : rows.slice(0, 1);
  return paid.map((r) => ({ effectiveDate: r.effective_date, rateCents: r.hourly_rate_cents }));
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * For rows not yet paid and owed on `period` or a period before it: `period`'s start when it is the
 * employee's first period from the one owed on that is not approved (docs/payroll-rules.md, "A rate
 * dated into an approved period"; back pay is recorded on approved periods only, so it is carried
 * by a later one, and what a reopened period takes back by that period itself). The periods between
 * are read only when such rows exist.
 */
async function carriersOf(
  db: Executor,
  adjustments: readonly AdjustmentRow[],
  period: PayPeriod,
): Promise<Map<number, string>> {
  const waiting = adjustments.filter((a) => a.paid_in_period_start === null && a.period_start <= period.start_date);
  const carriers = new Map<number, string>();
  if (waiting.length === 0) return carriers;
  const earliest = waiting.map((a) => a.period_start).sort()[0] ?? period.start_date;
  const approved = await readApprovedBetween(
    db,
    [...new Set(waiting.map((a) => a.user_id))],
    plusDays(earliest, -1),
    period.start_date,
  );
  for (const row of waiting) {
    let next = payPeriodFor(row.period_start);
    while (next.start_date < period.start_date && approved.has(`${row.user_id} ${next.start_date}`)) {
      next = nextPeriod(next);
    }
    if (next.start_date === period.start_date) carriers.set(row.id, period.start_date);
  }
  return carriers;
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
