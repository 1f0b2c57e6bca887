import {
  type AdminWorkDay,
  clockTime,
  DEFAULT_SCHEDULED_START,
  displayDate,
  isLate,
  isWorkingDay,
  secondsToHours,
  storedWorkedSeconds,
  type WorkDay,
  type WorkDayPause,
  weekdayName,
  workDayStatus,
} from '@daybook/domain';
import { toBool, type WorkDayPauseRow } from '../../db/schema.js';
import type { PresentedDayRow, PresentedPauseRow, WorkDayListRow, WorkdayPolicy } from './workday.repository.js';

/** Everything a work day's presentation depends on besides the row itself. */
export interface PresentContext {
  policy: WorkdayPolicy;
  scheduledStart: string | null;
  now: Date;
  today: string;
}

/**
 * A work day in the shape every workday call answers with (packages/domain workDaySchema). `later`:
 * a split shift after the day's first one, never late (docs/decisions/0027-split-shifts.md).
 */
export function presentWorkDay(
  row: PresentedDayRow,
  openPause: Pick<WorkDayPauseRow, 'paused_at' | 'reason'> | undefined,
  ctx: PresentContext,
  later = false,
): WorkDay {
  const zone = ctx.policy.timeZone;
  const checkIn = new Date(row.check_in_at);
  const worked = row.worked_minutes ?? 0;
  // Hours from the exact seconds, rounded once (ADR 0019); minutes stay for older clients.
  const seconds = storedWorkedSeconds(row);
  return {
    id: row.id,
    date: displayDate(row.work_date),
    work_date: row.work_date,
    day: weekdayName(row.work_date),
    check_in: clockTime(checkIn, zone),
    check_out: row.check_out_at ? clockTime(new Date(row.check_out_at), zone) : null,
    check_in_at: row.check_in_at,
    check_out_at: row.check_out_at,
    hours_worked: secondsToHours(seconds),
    worked_minutes: worked,
    paused_minutes: row.paused_minutes,
    worked_seconds: seconds,
    paused_seconds: row.paused_seconds ?? row.paused_minutes * 60,
    paused: row.check_out_at === null && openPause !== undefined,
    paused_at: row.check_out_at === null ? (openPause?.paused_at ?? null) : null,
    pause_reason: row.check_out_at === null ? (openPause?.reason ?? null) : null,
    status: workDayStatus(row, ctx.now, ctx.today),
    late:
      !later &&
      isWorkingDay(row.work_date, ctx.policy.workingDays) &&
      isLate(
        checkIn,
        zone,
        ctx.scheduledStart ?? ctx.policy.defaultStart ?? DEFAULT_SCHEDULED_START,
        ctx.policy.graceMinutes,
      ),
    check_in_offline: toBool(row.check_in_offline),
    check_in_received_at: row.check_in_received_at,
    check_out_offline: toBool(row.check_out_offline),
    check_out_received_at: row.check_out_received_at,
  };
}

/**
 * The ids of each person's first shift of each date among the rows given (one row per shift; a
 * person may have several a day, docs/decisions/0027-split-shifts.md).
 */
export function firstShiftIds(
  rows: readonly { id: number; user_id: number; work_date: string; check_in_at: string }[],
): Set<number> {
  const first = new Map<string, { id: number; at: number }>();
  for (const row of rows) {
    const key = `${row.user_id}/${row.work_date}`;
    const at = Date.parse(row.check_in_at);
    const seen = first.get(key);
    if (!seen || at < seen.at || (at === seen.at && row.id < seen.id)) first.set(key, { id: row.id, at });
  }
  return new Set([...first.values()].map((f) => f.id));
}

/** One pause with how its ends were recorded (docs/offline.md). */
export function presentPause(row: PresentedPauseRow): WorkDayPause {
  return {
    paused_at: row.paused_at,
    resumed_at: row.resumed_at,
    reason: row.reason,
    pause_offline: toBool(row.pause_offline),
    pause_received_at: row.pause_received_at,
    resume_offline: toBool(row.resume_offline),
    resume_received_at: row.resume_received_at,
  };
}

/** The organisation's zone and clock an admin work day is presented on. */
export interface AdminClock {
  zone: string;
  now: Date;
  today: string;
}

/** A work day in the admin console's list (`/api/admin/work-days`). */
export function presentAdminWorkDay(row: WorkDayListRow, c: AdminClock): AdminWorkDay {
  const worked = row.worked_minutes ?? 0;
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: row.user_name,
    user_email: row.user_email,
    work_date: row.work_date,
    date: displayDate(row.work_date),
    check_in: clockTime(new Date(row.check_in_at), c.zone),
    check_out: row.check_out_at ? clockTime(new Date(row.check_out_at), c.zone) : null,
    check_in_at: row.check_in_at,
    check_out_at: row.check_out_at,
    worked_minutes: worked,
    paused_minutes: row.paused_minutes,
    // exact seconds, rounded once (docs/payroll-rules.md, "Exact time")
    hours_worked: secondsToHours(storedWorkedSeconds(row)),
    status: workDayStatus(row, c.now, c.today),
    corrected: Number(row.corrections ?? 0) > 0,
  };
}
