import { computePayroll, plusDays, type RateInput, rateOn, workweekStart } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { writeAudit } from '../audit/audit.repository.js';
import {
  firstWorkDate,
  hasRateHistory,
  insertAdjustment,
  insertRate,
  type PayrollOrganisation,
  paidSettingsOf,
  readApprovedFrom,
  readRates,
  readRecordRate,
  readShifts,
  type StoredTimecardRow,
} from './payroll.repository.js';
import { pausesByWorkDay, ratesOrRecord, shiftInputs } from './timecard-figures.js';

/**
 * What a change to an employee's rate history does to pay already approved (docs/payroll-rules.md,
 * "A rate dated into an approved period"; ADR 0014). Both run inside the transaction that changes
 * the history, before (`keepRecordRateAsOpening`) and around (`recordBackPay`) the change.
 */

export interface RateChangeContext {
  trx: Executor;
  settings: PayrollOrganisation;
  userId: number;
  actorId: number;
  now: Date;
  requestId?: string | null;
}

/** The history as the payroll reads it: the entries, or the record's rate when there are none. */
export async function historyForPay(trx: Executor, userId: number): Promise<RateInput[]> {
  const [rows, recordRate] = await Promise.all([readRates(trx, [userId]), readRecordRate(trx, userId)]);
  return ratesOrRecord(
    rows.map((r) => ({ effectiveDate: r.effective_date, rateCents: r.hourly_rate_cents })),
    recordRate ?? 0,
  );
}

/**
 * Before an employee's first history entry: the rate on their record, which paid every day so far,
 * becomes an entry effective on their first work day, so that a raise dated later does not reach
 * back over the days before it (the first entry covers every earlier day). Nothing when the
 * history has entries, or when none of their work days comes before the new entry's date.
 */
export async function keepRecordRateAsOpening(change: RateChangeContext, effectiveDate: string): Promise<void> {
  const { trx, userId } = change;
  if (await hasRateHistory(trx, userId)) return;
  const [recordRate, opening] = await Promise.all([readRecordRate(trx, userId), firstWorkDate(trx, userId)]);
  if (recordRate === null || opening === null || opening >= effectiveDate) return;
  const entry = { hourly_rate_cents: recordRate, effective_date: opening };
  await insertRate(trx, {
    user_id: userId,
    ...entry,
    created_by: change.actorId,
    created_at: change.now.toISOString(),
  });
  await writeAudit(trx, {
    actorId: change.actorId,
    action: 'create',
    entity: 'user_rate',
    entityId: userId,
    after: { ...entry, via: 'the rate on the record, kept before the first dated rate' },
    at: change.now,
    requestId: change.requestId ?? null,
  });
}

/**
 * After a change to the history (`before` as `historyForPay` read it first): every approved period
 * whose gross pay the change alters gets a back-pay row of the difference, computed with the same
 * shifts on both sides and under the settings the period was paid under (frozen at its approval;
 * the current ones for a card approved before they were kept), so that only the rates differ. A
 * rate changes the regular rate of its whole workweek, so periods ending in the week of the first
 * changed date count too.
 */
export async function recordBackPay(
  change: RateChangeContext,
  before: readonly RateInput[],
): Promise<{ period_start: string; cents: number }[]> {
  const { trx, settings, userId } = change;
  const after = await historyForPay(trx, userId);
  const changedFrom = firstChangedDate(before, after);
  if (changedFrom === null) return [];
  // a week starting on any day holds the first changed date's own week start under any settings
  const approved = await readApprovedFrom(trx, userId, plusDays(changedFrom, -6));
  const owed: { period_start: string; cents: number }[] = [];
  for (const [paidUnder, cards] of bySettings(approved, settings)) {
    const reached = cards.filter((card) => card.period_end >= workweekStart(changedFrom, paidUnder.workweekStartDay));
    const differences = await differencesUnder(trx, userId, paidUnder, reached, { before, after });
    for (const card of reached) {
      const cents = differences.get(card.period_start) ?? 0;
      if (cents === 0) continue;
      const row = {
        user_id: userId,
        period_start: card.period_start,
        cents,
        reason: 'rate_change',
        created_by: change.actorId,
        created_at: change.now.toISOString(),
      };
      const id = await insertAdjustment(trx, row);
      await writeAudit(trx, {
        actorId: change.actorId,
        action: 'create',
        entity: 'pay_adjustment',
        entityId: id,
        after: row,
        at: change.now,
        requestId: change.requestId ?? null,
      });
      owed.push({ period_start: card.period_start, cents });
    }
  }
  return owed.sort((a, b) => a.period_start.localeCompare(b.period_start));
}

/** Approved cards grouped by the settings they were paid under, in the cards' order. */
function bySettings(
  cards: readonly StoredTimecardRow[],
  current: PayrollOrganisation,
): Map<PayrollOrganisation, StoredTimecardRow[]> {
  const groups = new Map<string, { settings: PayrollOrganisation; cards: StoredTimecardRow[] }>();
  for (const card of cards) {
    const settings = paidSettingsOf(card, current);
    const key = JSON.stringify(settings);
    const group = groups.get(key) ?? { settings, cards: [] };
    group.cards.push(card);
    groups.set(key, group);
  }
  return new Map([...groups.values()].map((group) => [group.settings, group.cards]));
}

/** Each card's gross pay under the history after the change less under the one before, with `settings`. */
async function differencesUnder(
  trx: Executor,
  userId: number,
  settings: PayrollOrganisation,
  cards: readonly StoredTimecardRow[],
  histories: { before: readonly RateInput[]; after: readonly RateInput[] },
): Promise<Map<string, number>> {
  const first = cards[0];
  const last = cards.at(-1);
  if (!first || !last) return new Map();
  const from = plusDays(workweekStart(first.period_start, settings.workweekStartDay), -1);
  const to = plusDays(workweekStart(last.period_end, settings.workweekStartDay), 6);
  const { shifts, pauses } = await readShifts(trx, [userId], from, to);
  const inputs = shiftInputs(shifts, pausesByWorkDay(pauses));
  const was = computePayroll(inputs, histories.before, settings);
  const is = computePayroll(inputs, histories.after, settings);
  const gross = (figures: typeof was, start: string) =>
    figures.periods.find((p) => p.periodStart === start)?.grossPayCents ?? 0;
  return new Map(
    cards.map((card) => [card.period_start, gross(is, card.period_start) - gross(was, card.period_start)]),
  );
}

/** The first date on which two histories give different rates, or null when they never do. */
function firstChangedDate(before: readonly RateInput[], after: readonly RateInput[]): string | null {
  // rates change only on entry dates; the earliest date stands for every day before the first entry
  const dates = [...new Set(['0001-01-01', ...[...before, ...after].map((r) => r.effectiveDate)])].sort();
  return dates.find((date) => rateOn(before, date) !== rateOn(after, date)) ?? null;
}
