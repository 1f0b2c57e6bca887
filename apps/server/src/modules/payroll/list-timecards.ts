import type { Actor, AppContext } from '../../context.js';
import { timecardScope } from './payroll.policy.js';
import { getPayrollSettings, listPeople } from './payroll.repository.js';
import { computeTimecards, requestedPeriod } from './timecard-figures.js';

/** GET /api/timecards/: the timecards a caller may see for one period (default: the current one). */
export async function listTimecards(ctx: AppContext, actor: Actor, periodStart: string | undefined) {
  const settings = await getPayrollSettings(ctx.db);
  const now = ctx.clock.now();
  const period = requestedPeriod(periodStart, now, settings.timeZone);
  const scope = timecardScope(actor);
  const people = await listPeople(ctx.db, scope);
  const cards = await computeTimecards(ctx.db, settings, people, period, now, { allPeople: 'all' in scope });
  // Inactive people are listed only when they have something in the period.
  return cards.filter(
    (card) =>
      Boolean(card.person.is_active) ||
      card.workedSeconds > 0 ||
      card.row !== undefined ||
      card.figures.shifts.length > 0,
  );
}
