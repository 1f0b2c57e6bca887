import { localDateOf, rateOn } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Dialect, Executor } from '../../db/database.js';
import { lockForRate, setCurrentRate, usersWhoseRateIsDue } from '../users/set-current-rate.js';
import { getPayrollSettings, readRates } from './payroll.repository.js';

/** Why the current rate is refreshed: the history changed (a change of the record), or its date came. */
export type RefreshReason = 'history_changed' | 'date_reached';

/**
 * The user's current hourly rate (docs/payroll-rules.md, "The current rate"): the rate in effect
 * on the organisation's `today` by the history, stored on the user with the date of the history's
 * next entry after today, so that the screens read it from the user's row and a rate entered ahead
 * of its date takes over on that date. Called in the caller's transaction whenever the history
 * changes, and by a read that finds the next date reached; the user's row is locked first, so the
 * history read is the one committed last. Answers the rate in cents, or null when the user has no
 * history (the rate on the record then stands).
 */
export async function refreshCurrentRate(
  trx: Executor,
  dialect: Dialect,
  userId: number,
  today: string,
  now: Date,
  reason: RefreshReason,
): Promise<number | null> {
  await lockForRate(trx, dialect, userId);
  const history = await readRates(trx, [userId]);
  const stamp = reason === 'history_changed' ? now.toISOString() : null;
  if (history.length === 0) {
    // no writer leaves a user without history once they have a rate; nothing changes on a date
    await setCurrentRate(trx, userId, { nextDate: null }, stamp);
    return null;
  }
  const cents = rateOn(
    history.map((r) => ({ effectiveDate: r.effective_date, rateCents: r.hourly_rate_cents })),
    today,
  );
  const nextDate = history.map((r) => r.effective_date).find((date) => date > today) ?? null;
  await setCurrentRate(trx, userId, { cents, nextDate }, stamp);
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
  const cents = await ctx.db
    .transaction()
    .execute((trx) => refreshCurrentRate(trx, ctx.dialect, employee.id, today, now, 'date_reached'));
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
    await ctx.db
      .transaction()
      .execute((trx) => refreshCurrentRate(trx, ctx.dialect, userId, today, now, 'date_reached'));
  }
}
