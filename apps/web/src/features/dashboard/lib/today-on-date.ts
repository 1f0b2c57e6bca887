import { emptyWorkDay, type LocalDate } from '@daybook/domain';
import type { ShownToday } from '../api/workday';

/**
 * Today's Status on the organisation's `date` (lib/use-organisation-date.ts: the device's clock,
 * moved by the server's last known offset, in the organisation's zone), from the last answer of
 * GET /api/attendance/today/ with the actions waiting on the device (`day`,
 * lib/offline/project-today.ts). The same day while it is of `date` or later, or while its shown
 * shift is still open (the server answers an open shift however long ago it began); else the
 * organisation's midnight has passed it and no answer for the new date has come (offline, or the
 * read failed): the empty day of `date`, as the server answers a day with no shift yet, so a
 * dashboard left open overnight without a signal reads today's date and no hours. The earlier
 * day's shifts still count where they belong (the pay period's days, This Workweek), from `day`.
 */
export function todayOnDate(day: ShownToday | undefined, date: LocalDate): ShownToday | undefined {
  if (!day || day.work_date >= date) return day;
  if (day.check_in_at && !day.check_out_at) return day;
  return {
    ...emptyWorkDay(date),
    now: day.now,
    clockOffsetMs: day.clockOffsetMs,
    shifts: [],
    day_worked_seconds: 0,
    day_paused_seconds: 0,
    day_hours_worked: 0,
  };
}
