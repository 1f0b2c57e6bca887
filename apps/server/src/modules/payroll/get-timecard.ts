import { MSG } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { forbidden } from '../../lib/http-error.js';
import { visibleOnTimecard } from './payroll.policy.js';
import { presentDetail } from './payroll.presenter.js';
import { findPerson, getPayrollSettings, readTimecardEvents } from './payroll.repository.js';
import { computeTimecards, periodStartingOn } from './timecard-figures.js';

/**
 * GET /api/timecards/{user_id}/{period_start}/: one timecard with its days, shifts, pauses, whole
 * workweeks and history. Someone the caller may not see answers 403 whether or not they exist.
 */
export async function getTimecard(ctx: AppContext, actor: Actor, userId: number, periodStart: string) {
  const period = periodStartingOn(periodStart);
  const person = visibleOnTimecard(actor, await findPerson(ctx.db, userId));
  const settings = await getPayrollSettings(ctx.db);
  const [card] = await computeTimecards(ctx.db, settings, [person], period, ctx.clock.now());
  if (!card) throw forbidden(MSG.forbidden);
  const events = card.row ? await readTimecardEvents(ctx.db, card.row.id) : [];
  return presentDetail(card, events);
}
