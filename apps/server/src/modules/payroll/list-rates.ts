import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { presentAdjustments, presentRates } from './payroll.presenter.js';
import { findPerson, readAdjustmentsOf, readRates } from './payroll.repository.js';

/**
 * An employee's rate history (admin): each rate applies from its effective date; the first one
 * also covers every earlier day, and a first dated rate keeps the record's rate as the opening
 * entry (docs/payroll-rules.md). The user's current rate, which the dashboard shows, follows the
 * rate in effect today.
 */

/** GET /api/admin/users/{id}/rates/. */
export async function listRates(ctx: AppContext, userId: number) {
  if (!(await findPerson(ctx.db, userId))) throw notFound();
  return presentRates(await readRates(ctx.db, [userId]));
}

/**
 * GET /api/admin/users/{id}/pay-adjustments/: the back pay rate changes owed on the employee's
 * approved periods, paid or waiting (docs/payroll-rules.md "A rate dated into an approved period").
 */
export async function listPayAdjustments(ctx: AppContext, userId: number) {
  if (!(await findPerson(ctx.db, userId))) throw notFound();
  return presentAdjustments(await readAdjustmentsOf(ctx.db, userId));
}
