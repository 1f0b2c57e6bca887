import { localDateOf, MSG } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { refreshCurrentRate } from './current-rate.js';
import { belowMinimum } from './minimum-wage.js';
import { presentRates } from './payroll.presenter.js';
import { findPerson, getPayrollSettings, insertRate, readRates } from './payroll.repository.js';

/** POST /api/admin/users/{id}/rates/: refused below the minimum wage, and twice for one date. */
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
      await insertRate(trx, { user_id: userId, ...body, created_by: req.actor.id, created_at: now.toISOString() });
      await refreshCurrentRate(trx, ctx.dialect, userId, localDateOf(now, settings.timeZone), now, 'history_changed');
      await audit({ action: 'create', entity: 'user_rate', entityId: userId, after: body });
    },
    () => new HttpError(409, MSG.rateDateTaken, { effective_date: [MSG.rateDateTaken] }, false, 'rate_date_taken'),
  );
  return presentRates(await readRates(ctx.db, [userId]));
}
