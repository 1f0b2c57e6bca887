import { localDateOf, rateOn } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { setCurrentRate, usersWhoseRateIsDue } from '../users/set-current-rate.js';
import { getPayrollSettings, readRates } from './payroll.repository.js';

/**
 * The user's current hourly rate (docs/payroll-rules.md, "The current rate"): the rate in effect
 * on the organisation's `today` by the history, stored on the user with the date of the history's
 * next entry after today, so that the screens read it from the user's row and a rate entered ahead
 * of its date takes over on that date. Called in the caller's transaction whenever the history
 * changes, and by a read that finds the next date reached. Answers the rate in cents.
 */
export async function refreshCurrentRate(
  trx: Executor,
  userId: number,
  today: string,
  now: Date,
): Promise<number | null> {
  const history = await readRates(trx, [userId]);
  if (history.length === 0) {
    // No history (not left by any writer: every rate entered is one): the rate on the record
    // stands, and nothing changes on a date.
    await setCurrentRate(trx, userId, { nextDate: null }, now.toISOString());
    return null;
  }
  const cents = rateOn(
    history.map((r) => ({ effectiveDate: r.effective_date, rateCents: r.hourly_rate_cents })),
    today,
  );
  const nextDate = history.map((r) => r.effective_date).find((date) => date > today) ?? null;
  await setCurrentRate(trx, userId, { cents, nextDate }, now.toISOString());
  return cents;
}

/** An employee as a signed-in request carries it: the stored current rate and its next date. */
export interface StoredRate {
  id: number;
  hourly_rate_cents: number;
  hourly_rate_next_date: string | null;
}

/**
 * The employee's rate in effect on `today` (their organisation's date), in cents: the stored one,
 * unless the date it next changes has come, when it is refreshed from the history first.
 */
export async function rateInEffect(ctx: AppContext, employee: StoredRate, today: string): Promise<number> {
  const next = employee.hourly_rate_next_date;
  if (next === null || next > today) return employee.hourly_rate_cents;
  const now = ctx.clock.now();
  const cents = await ctx.db.transaction().execute((trx) => refreshCurrentRate(trx, employee.id, today, now));
  return cents ?? employee.hourly_rate_cents;
}

/**
 * Refreshes every user whose current rate changes on or before today, before a screen lists
 * users with their rates (the admin console); one statement when none has come.
 */
export async function refreshDueRates(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const today = localDateOf(now, (await getPayrollSettings(ctx.db)).timeZone);
  const due = await usersWhoseRateIsDue(ctx.db, today);
  for (const userId of due) {
    await ctx.db.transaction().execute((trx) => refreshCurrentRate(trx, userId, today, now));
  }
}
