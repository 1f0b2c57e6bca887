import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { presentRates } from './payroll.presenter.js';
import { findPerson, readRates } from './payroll.repository.js';

/**
 * An employee's rate history (admin): each rate applies from its effective date; the first one
 * also covers every earlier day (docs/payroll-rules.md). The user's current rate, which the
 * dashboard shows, follows the rate in effect today.
 */

/** GET /api/admin/users/{id}/rates/. */
export async function listRates(ctx: AppContext, userId: number) {
  if (!(await findPerson(ctx.db, userId))) throw notFound();
  return presentRates(await readRates(ctx.db, [userId]));
}
