import { displayDate, localDateOf, payPeriodFor } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';

/** GET /api/attendance/biweekly-date-range/: the pay period that holds today (1st–14th or 15th–month end). */
export async function getPayPeriodRange(ctx: AppContext) {
  const period = payPeriodFor(localDateOf(ctx.clock.now(), await organisationTimeZone(ctx.db)));
  return {
    start_date: displayDate(period.start_date),
    end_date: displayDate(period.end_date),
    start: period.start_date,
    end: period.end_date,
  };
}
