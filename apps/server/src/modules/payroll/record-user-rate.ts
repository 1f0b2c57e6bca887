import { localDateOf } from '@daybook/domain';
import type { Dialect, Executor } from '../../db/database.js';
import { lockForRate } from '../users/set-current-rate.js';
import { refreshCurrentRate } from './current-rate.js';
import { belowMinimum } from './minimum-wage.js';
import { getPayrollSettings, upsertRate } from './payroll.repository.js';
import { historyForPay, keepRecordRateAsOpening, recordBackPay } from './rate-adjustments.js';

/**
 * The rate an admin sets on the user record (create or edit) becomes a history entry effective
 * today, so the history stays the one source of pay rates (one entry per date: a second change
 * on the same day replaces the first). Refused below the minimum wage like any rate entered;
 * 0 means "not paid by the hour". As with any entry, a first one keeps the record's earlier rate
 * before it, and a change to the pay of an approved period is owed as back pay (today's rate can
 * change the regular rate of a workweek an approved period shares; rate-adjustments.ts).
 */
export async function recordRateFromUserRecord(
  trx: Executor,
  dialect: Dialect,
  userId: number,
  cents: number,
  actorId: number,
  now: Date,
): Promise<void> {
  const settings = await getPayrollSettings(trx);
  if (cents !== 0 && cents < settings.minimumWageCents) throw belowMinimum(settings.minimumWageCents);
  const today = localDateOf(now, settings.timeZone);
  // the user's row first, as add-rate.ts takes it (the user's own update has it already)
  await lockForRate(trx, dialect, userId);
  const change = { trx, settings, userId, actorId, now };
  await keepRecordRateAsOpening(change, today);
  const before = await historyForPay(trx, userId);
  await upsertRate(trx, {
    user_id: userId,
    hourly_rate_cents: cents,
    effective_date: today,
    created_by: actorId,
    created_at: now.toISOString(),
  });
  // a rate entered ahead of its date may follow today's (docs/payroll-rules.md, "The current rate")
  await refreshCurrentRate(trx, dialect, userId, today, now, 'history_changed');
  await recordBackPay(change, before);
}

/**
 * Brings the user's stored current rate up to the history before the user record is read for a
 * change of its rate (users/update-user.ts), so that the record's "before" is the rate in effect
 * today and a rate typed over it is compared with that (docs/payroll-rules.md, "The current rate").
 */
export async function catchUpCurrentRate(trx: Executor, dialect: Dialect, userId: number, now: Date): Promise<void> {
  const today = localDateOf(now, (await getPayrollSettings(trx)).timeZone);
  await refreshCurrentRate(trx, dialect, userId, today, now, 'date_reached');
}
