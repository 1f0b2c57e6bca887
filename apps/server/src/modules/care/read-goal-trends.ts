import {
  displayDate,
  type GoalTrends,
  TRENDS_DAYS_DEFAULT,
  TRIAL_VALUE_CODES,
  type TrialValueCounts,
} from '@daybook/domain';
import { addDays, format, parseISO } from 'date-fns';
import type { Actor, AppContext } from '../../context.js';
import { listClientTrialsBetween, listGoals } from './care.repository.js';
import { organisationToday } from './care-dates.js';
import { requireVisibleClient } from './find-client.js';

const emptyCounts = (): TrialValueCounts =>
  Object.fromEntries(TRIAL_VALUE_CODES.map((code) => [code, 0])) as TrialValueCounts;
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/**
 * GET /api/clients/{id}/goal-trends/: per goal and day over the last `days` days ending today
 * (organisation zone): trials, count per prompt level, and the share scored "I".
 */
export async function readGoalTrends(
  ctx: AppContext,
  actor: Actor,
  clientId: number,
  days = TRENDS_DAYS_DEFAULT,
): Promise<GoalTrends> {
  await requireVisibleClient(ctx.db, actor, clientId);
  const end = await organisationToday(ctx);
  const start = format(addDays(parseISO(end), -(days - 1)), 'yyyy-MM-dd');
  const [goals, trials] = await Promise.all([
    listGoals(ctx.db, clientId),
    listClientTrialsBetween(ctx.db, clientId, start, end),
  ]);
  const byGoal = new Map<number, Map<string, TrialValueCounts>>();
  for (const trial of trials) {
    const perDay = byGoal.get(trial.goal_id) ?? new Map<string, TrialValueCounts>();
    byGoal.set(trial.goal_id, perDay);
    const counts = perDay.get(trial.date) ?? emptyCounts();
    perDay.set(trial.date, counts);
    counts[trial.value] += 1;
  }
  return {
    client: clientId,
    days,
    start_date: displayDate(start),
    end_date: displayDate(end),
    start,
    end,
    goals: goals.map((goal) => {
      const perDay = byGoal.get(goal.id) ?? new Map<string, TrialValueCounts>();
      const total = emptyCounts();
      const points = [...perDay.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([date, counts]) => {
          const trialCount = TRIAL_VALUE_CODES.reduce((sum, code) => sum + counts[code], 0);
          for (const code of TRIAL_VALUE_CODES) total[code] += counts[code];
          return {
            date: displayDate(date),
            date_iso: date,
            trials: trialCount,
            counts,
            independent_percent: percentOf(counts.I, trialCount),
          };
        });
      const totalTrials = TRIAL_VALUE_CODES.reduce((sum, code) => sum + total[code], 0);
      return {
        goal: goal.id,
        description: goal.description,
        total_trials: totalTrials,
        counts: total,
        independent_percent: percentOf(total.I, totalTrials),
        points,
      };
    }),
  };
}
