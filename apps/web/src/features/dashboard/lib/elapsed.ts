import type { TodayStatus } from '@daybook/domain';

type ElapsedInput = Pick<TodayStatus, 'check_in_at' | 'check_out_at' | 'paused_seconds' | 'paused' | 'paused_at'> & {
  worked_seconds: number;
};

/**
 * Seconds worked today at `nowMs` (an instant on the server's clock): from check-in, less the
 * closed pauses and the pause still open. After check-out the server's own figure is used.
 */
export function workedSecondsToday(today: ElapsedInput, nowMs: number): number {
  if (!today.check_in_at) return 0;
  if (today.check_out_at) return today.worked_seconds;
  const start = Date.parse(today.check_in_at);
  if (!Number.isFinite(start)) return 0;
  // While paused, the clock stands still at the moment the pause began.
  const pausedAt = today.paused && today.paused_at ? Date.parse(today.paused_at) : Number.NaN;
  const end = Number.isFinite(pausedAt) ? Math.min(pausedAt, nowMs) : nowMs;
  // closed pauses to the second (whole minutes here once made the timer run up to 59 s fast)
  const seconds = Math.floor((end - start) / 1000) - today.paused_seconds;
  return Math.max(0, seconds);
}

/**
 * Seconds worked over the whole day (split shifts, docs/decisions/0027-split-shifts.md): the
 * server's seconds of the day's other shifts plus this shift's, counting while it runs.
 */
export function workedSecondsOfDay(
  today: ElapsedInput & { id: number | null; shifts?: readonly { id: number | null; worked_seconds: number }[] },
  nowMs: number,
): number {
  const others = (today.shifts ?? []).filter((shift) => shift.id !== today.id);
  return others.reduce((sum, shift) => sum + shift.worked_seconds, 0) + workedSecondsToday(today, nowMs);
}

type DayElapsed = Omit<Parameters<typeof workedSecondsOfDay>[0], 'shifts'> & {
  work_date: string;
  shifts?: readonly { id: number | null; worked_seconds: number; waiting?: boolean }[];
};

/**
 * This Workweek's seconds at `nowMs`. The server's figure as it read it at `week.now`, its running
 * shift counted on while `ticking` (the server counts a running shift in the week; a forgotten one,
 * or one of the workweek before, it does not: `week.running` false). With actions waiting on the
 * device for today (`shown`, lib/offline/project-today.ts), that figure is moved by what today's
 * shifts have worked since as the dashboard shows them, less today's shifts as the server answered
 * them counted at `week.now` (`read`): a check-out or a check-in waiting to sync counts as Today's
 * Status counts it, never the time between the two. When today shown is of another date than the
 * day read (a check-in waiting on a new date), or the server counts no running shift of a day that
 * has one open, the server's figure as above.
 */
export function workweekSecondsAt(
  week: { worked_seconds: number; running: boolean; now: string },
  read: DayElapsed | null | undefined,
  shown: DayElapsed | null | undefined,
  nowMs: number,
  ticking: boolean,
): number {
  const readAt = Date.parse(week.now);
  if (!Number.isFinite(readAt)) return week.worked_seconds;
  const waiting = shown?.shifts?.some((shift) => shift.waiting) ?? false;
  const readOpen = Boolean(read?.check_in_at && !read.check_out_at);
  if (read && shown && waiting && read.work_date === shown.work_date && (week.running || !readOpen)) {
    return Math.max(0, week.worked_seconds + workedSecondsOfDay(shown, nowMs) - workedSecondsOfDay(read, readAt));
  }
  return week.worked_seconds + (ticking && week.running ? Math.max(0, Math.floor((nowMs - readAt) / 1000)) : 0);
}

/** Seconds as `HH:MM:SS` for the running timer. */
export function formatTimer(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((part) => String(part).padStart(2, '0')).join(':');
}

/**
 * The running shift's seconds that the pay period's days (lib/period-days.ts) do not hold yet: the
 * server counts a shift once it is checked out, so while it runs the pay period, its total and its
 * row add what the shift has worked so far, as Today's Status and This Workweek do (a shift begun
 * offline, waiting to sync, too). Zero when nothing runs or the shift is not one of the period's
 * days (an overnight shift of the period before).
 */
export function runningShiftSeconds(
  today: (ElapsedInput & { id: number | null }) | null | undefined,
  records: readonly { id: number | null; worked_seconds: number }[],
  nowMs: number,
): { id: number; seconds: number } | null {
  if (!today || today.id === null || !today.check_in_at || today.check_out_at) return null;
  const counted = records.find((record) => record.id === today.id);
  if (!counted) return null;
  return { id: today.id, seconds: Math.max(0, workedSecondsToday(today, nowMs) - counted.worked_seconds) };
}
