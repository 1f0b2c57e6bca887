import {
  displayDate,
  type PayPeriodSummary,
  payPeriodFor,
  progressPercentOfSeconds,
  secondsToHours,
  targetHours,
  targetMinutes,
} from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { rateInEffect } from '../payroll/current-rate.js';
import { moment } from './clock-action.js';
import { recordsIn } from './own-days.js';

/** GET /api/attendance/pay-period-summary/: the current period's hours, rate and progress. */
export async function payPeriodSummary(ctx: AppContext, actor: Actor): Promise<PayPeriodSummary> {
  const m = await moment(ctx, actor);
  const period = payPeriodFor(m.today);
  const rateCents = await rateInEffect(ctx, m.employee, m.today);
  const records = await recordsIn(ctx, m, { from: period.start_date, to: period.end_date }, rateCents);
  const worked = records.reduce((sum, r) => sum + r.worked_seconds, 0);
  return {
    start_date: displayDate(period.start_date),
    end_date: displayDate(period.end_date),
    start: period.start_date,
    end: period.end_date,
    worked_minutes: Math.floor(worked / 60),
    worked_seconds: worked,
    hours_worked: secondsToHours(worked),
    rate_per_hour: rateCents / 100,
    target_hours: targetHours(m.employee.target_minutes),
    progress_percent: progressPercentOfSeconds(worked, targetMinutes(m.employee.target_minutes)),
    records,
  };
}
