import { localDateOf, MSG, rateOn } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import {
  findPerson,
  getPayrollSettings,
  insertRate,
  readRates,
  setCurrentRate,
  upsertRate,
} from './payroll.repository.js';

/**
 * An employee's rate history (admin): each rate applies from its effective date; the first one
 * also covers every earlier day (docs/payroll-rules.md). The user's current rate, which the
 * dashboard shows, follows the rate in effect today.
 */

const belowMinimum = (minimum: number) =>
  new HttpError(
    400,
    `hourly_rate_cents: ${MSG.rateBelowMinimum}`,
    { hourly_rate_cents: [MSG.rateBelowMinimum] },
    false,
    'rate_below_minimum',
    { minimum_wage_cents: minimum },
  );

const present = (rows: Awaited<ReturnType<typeof readRates>>) =>
  rows.map((r) => ({
    id: r.id,
    hourly_rate_cents: r.hourly_rate_cents,
    effective_date: r.effective_date,
    created_by: r.created_by,
    created_at: new Date(r.created_at).toISOString(),
  }));

/** GET /api/admin/users/{id}/rates/. */
export async function listRates(ctx: AppContext, userId: number) {
  if (!(await findPerson(ctx.db, userId))) throw notFound();
  return present(await readRates(ctx.db, [userId]));
}

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
      const rates = await readRates(trx, [userId]);
      const today = localDateOf(now, settings.timeZone);
      const current = rateOn(
        rates.map((r) => ({ effectiveDate: r.effective_date, rateCents: r.hourly_rate_cents })),
        today,
      );
      await setCurrentRate(trx, userId, current, now.toISOString());
      await audit({ action: 'create', entity: 'user_rate', entityId: userId, after: body });
    },
    () => new HttpError(409, MSG.rateDateTaken, { effective_date: [MSG.rateDateTaken] }, false, 'rate_date_taken'),
  );
  return present(await readRates(ctx.db, [userId]));
}

/**
 * The rate an admin sets on the user record (create or edit) becomes a history entry effective
 * today, so the history stays the one source of pay rates (one entry per date: a second change
 * on the same day replaces the first). Refused below the minimum wage like any rate entered;
 * 0 means "not paid by the hour".
 */
export async function recordRateFromUserRecord(
  trx: Executor,
  userId: number,
  cents: number,
  actorId: number,
  now: Date,
): Promise<void> {
  const settings = await getPayrollSettings(trx);
  if (cents !== 0 && cents < settings.minimumWageCents) throw belowMinimum(settings.minimumWageCents);
  const today = localDateOf(now, settings.timeZone);
  await upsertRate(trx, {
    user_id: userId,
    hourly_rate_cents: cents,
    effective_date: today,
    created_by: actorId,
    created_at: now.toISOString(),
  });
}
