import { localDateOf, MSG } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { lockForRate } from '../users/set-current-rate.js';
import { refreshCurrentRate } from './current-rate.js';
import { belowMinimum } from './minimum-wage.js';
import { presentRates } from './payroll.presenter.js';
import { findPerson, getPayrollSettings, insertRate, readRates } from './payroll.repository.js';
import { historyForPay, keepRecordRateAsOpening, recordBackPay } from './rate-adjustments.js';

/**
 * POST /api/admin/users/{id}/rates/: refused below the minimum wage, and twice for one date. A
 * first entry keeps the record's rate before it; a date reaching into approved pay periods owes
 * their difference as back pay (docs/payroll-rules.md, rate-adjustments.ts).
 */
export async function addRate(
  ctx: AppContext,
  req: { actor: Actor; requestId: string },
  userId: number,
  body: { hourly_rate_cents: number; effective_date: string },
) {
  if (!(await findPerson(ctx.db, userId))) throw notFound();
  const settings = await getPayrollSettings(ctx.db);
  if (body.hourly_rate_cents < settings.minimumWageCents) throw belowMinimum(settings.minimumWageCents);
  await auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      // the user's row first: an approval running beside this one waits, or is seen (timecard-transition.ts)
      await lockForRate(trx, ctx.dialect, userId);
      const change = { trx, settings, userId, actorId: req.actor.id, now, requestId: req.requestId };
      await keepRecordRateAsOpening(change, body.effective_date);
      const before = await historyForPay(trx, userId);
      await insertRate(trx, { user_id: userId, ...body, created_by: req.actor.id, created_at: now.toISOString() });
      await refreshCurrentRate(trx, ctx.dialect, userId, localDateOf(now, settings.timeZone), now, 'history_changed');
      const backPay = await recordBackPay(change, before);
      await audit({
        action: 'create',
        entity: 'user_rate',
        entityId: userId,
        after: backPay.length > 0 ? { ...body, back_pay: backPay } : body,
      });
    },
    () => new HttpError(409, MSG.rateDateTaken, { effective_date: [MSG.rateDateTaken] }, false, 'rate_date_taken'),
  );
  return presentRates(await readRates(ctx.db, [userId]));
}
