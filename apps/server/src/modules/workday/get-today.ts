import { emptyWorkDay, secondsToHours, type TodayStatus } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { moment, presentContext } from './clock-action.js';
import { pausesOf } from './own-days.js';
import { firstShiftIds, presentWorkDay } from './workday.presenter.js';
import { findShiftsOn, findTodayShifts, type PresentedDayRow } from './workday.repository.js';

const DAY_MS = 86_400_000;

/**
 * The UTC date of an instant and the dates either side: the organisation's date at that instant is
 * one of them, whatever its zone (every zone is within 12 hours behind and 14 ahead of UTC).
 */
function datesAround(instant: Date): [string, string, string] {
  const t = instant.getTime();
  const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return [date(t - DAY_MS), date(t), date(t + DAY_MS)];
}

/**
 * GET /api/attendance/today/: the shift in progress, else today's latest shift, else an empty day;
 * with the whole day beside it (split shifts, docs/decisions/0027-split-shifts.md): every shift of
 * that shift's date with its pauses, and the day's exact seconds summed over them.
 *
 * The shifts are read before the organisation's zone is known, side by side with it: those of
 * the dates around the clock's UTC date, which hold today's, and of the latest shift's date, with
 * their pauses, in one statement (docs/performance.md).
 */
export async function today(ctx: AppContext, actor: Actor): Promise<TodayStatus> {
  const dates = datesAround(ctx.clock.now());
  const [m, read] = await Promise.all([moment(ctx, actor), findTodayShifts(ctx.db, actor.id, dates)]);
  const latest = read.days.at(-1);
  // the shift being worked: the latest one while it is still open, however long ago it began (clock-action.ts currentShift)
  const open = latest && latest.check_out_at === null ? latest : undefined;
  const date = open?.work_date ?? m.today;
  let todays: PresentedDayRow[];
  let pauses: ReturnType<typeof pausesOf>;
  if (open || dates.includes(date)) {
    todays = read.days.filter((row) => row.work_date === date);
    pauses = pausesOf(ctx, todays, Promise.resolve(read.pauses));
  } else {
    // the clock passed into another date between the two readings of it: read that date
    todays = await findShiftsOn(ctx.db, actor.id, date);
    pauses = pausesOf(ctx, todays);
  }
  const day = open ?? todays.at(-1);
  const { openPauses, pausesByDay } = await pauses;
  const pc = presentContext(m);
  const firsts = firstShiftIds(todays);
  const shifts = todays.map((row) => ({
    ...presentWorkDay(row, openPauses.get(row.id), pc, !firsts.has(row.id)),
    pauses: pausesByDay.get(row.id) ?? [],
  }));
  const shown = day ? presentWorkDay(day, openPauses.get(day.id), pc, !firsts.has(day.id)) : emptyWorkDay(m.today);
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
