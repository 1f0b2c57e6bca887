import { secondsToHours, type TodayStatus } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { currentShift, moment, presentContext } from './clock-action.js';
import { pausesOf } from './own-days.js';
import { emptyDay, firstShiftIds, presentWorkDay } from './workday.presenter.js';
import { findShiftsOn } from './workday.repository.js';

/**
 * GET /api/attendance/today/: the shift in progress, else today's latest shift, else an empty day;
 * with the whole day beside it (split shifts, docs/decisions/0027-split-shifts.md): every shift of
 * that shift's date with its pauses, and the day's exact seconds summed over them.
 */
export async function today(ctx: AppContext, actor: Actor): Promise<TodayStatus> {
  // independent reads, side by side (one round trip instead of two on PostgreSQL)
  const [m, open] = await Promise.all([moment(ctx, actor), currentShift(ctx.db, actor.id)]);
  const todays = await findShiftsOn(ctx.db, actor.id, open?.work_date ?? m.today);
  const day = open ?? todays.at(-1);
  const { openPauses, pausesByDay } = await pausesOf(ctx, todays);
  const pc = presentContext(m);
  const firsts = firstShiftIds(todays);
  const shifts = todays.map((row) => ({
    ...presentWorkDay(row, openPauses.get(row.id), pc, !firsts.has(row.id)),
    pauses: pausesByDay.get(row.id) ?? [],
  }));
  const shown = day ? presentWorkDay(day, openPauses.get(day.id), pc, !firsts.has(day.id)) : emptyDay(m.today);
  // Exact seconds added, rounded once (ADR 0019): no per-shift flooring.
  const dayWorked = shifts.reduce((sum, shift) => sum + shift.worked_seconds, 0);
  const dayPaused = shifts.reduce((sum, shift) => sum + shift.paused_seconds, 0);
  return {
    ...shown,
    now: m.now.toISOString(),
    shifts,
    day_worked_seconds: dayWorked,
    day_paused_seconds: dayPaused,
    day_hours_worked: secondsToHours(dayWorked),
  };
}
