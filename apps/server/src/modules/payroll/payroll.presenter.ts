import {
  type PayAdjustment,
  pauseOutsideShift,
  plusDays,
  rateOn,
  type TimecardDetail,
  type TimecardSummary,
  workweekStart,
} from '@daybook/domain';
import { toBool } from '../../db/schema.js';
import type { AdjustmentRow, RateRow } from './payroll.repository.js';
import type { ComputedTimecard } from './timecard-figures.js';

/** Wire shapes of timecards, rate histories and back pay (packages/domain/src/schemas/payroll.ts). */

export function presentSummary(card: ComputedTimecard): TimecardSummary {
  return {
    user: { id: card.person.id, name: card.person.name, email: card.person.email },
    period_start: card.period.start_date,
    period_end: card.period.end_date,
    status: card.status,
    worked_seconds: card.workedSeconds,
    regular_seconds: card.regularSeconds,
    overtime_seconds: card.overtimeSeconds,
    gross_pay_cents: card.grossPayCents,
    adjustment_cents: card.adjustmentCents,
    blockers: card.blockers,
    submitted_at: card.row?.submitted_at ?? null,
    approved_at: card.row?.approved_at ?? null,
    approved_by: card.row?.approved_by ?? null,
  };
}

interface EventRow {
  action: 'submit' | 'approve' | 'reopen';
  actor_id: number | null;
  actor_name: string | null;
  reason: string | null;
  at: string;
}

/** A timecard's detail, its weeks and settings as its figures were computed (an approved card's own). */
export function presentDetail(card: ComputedTimecard, events: EventRow[]): TimecardDetail {
  const { settings } = card;
  const { start_date: start, end_date: end } = card.period;
  const byId = new Map(card.figures.shifts.map((s) => [s.id, s]));
  const dates = new Map<string, TimecardDetail['days'][number]>();
  for (const shift of card.shifts) {
    if (shift.work_date < start || shift.work_date > end) continue;
    const f = byId.get(shift.id);
    const day = dates.get(shift.work_date) ?? {
      date: shift.work_date,
      shifts: [],
      paused_seconds: 0,
      worked_seconds: 0,
      regular_seconds: 0,
      overtime_seconds: 0,
      rate_cents: rateOn(card.rates, shift.work_date),
    };
    const worked = f?.workedSeconds ?? 0;
    const overtime = f?.overtimeSeconds ?? 0;
    day.shifts.push({
      id: shift.id,
      check_in_at: shift.check_in_at,
      check_out_at: shift.check_out_at,
      recorded_offline: toBool(shift.check_in_offline ?? false) || toBool(shift.check_out_offline ?? false),
      paused_seconds: f?.pausedSeconds ?? 0,
      worked_seconds: worked,
      overtime_seconds: overtime,
      pauses: (card.pauses.get(shift.id) ?? []).map((p) => ({
        start_at: p.paused_at,
        end_at: p.resumed_at,
        reason: p.reason,
        // kept on record, but a correction may have moved the shift away from it (docs/payroll-rules.md)
        outside_shift: pauseOutsideShift(
          { start: p.paused_at, end: p.resumed_at },
          { checkIn: shift.check_in_at, checkOut: shift.check_out_at },
        ),
      })),
    });
    day.paused_seconds += f?.pausedSeconds ?? 0;
    day.worked_seconds += worked;
    day.overtime_seconds += overtime;
    day.regular_seconds += worked - overtime;
    dates.set(shift.work_date, day);
  }
  // Every workweek that overlaps the period, with its whole-week figures (zero when nobody worked).
  const weeks: TimecardDetail['weeks'] = [];
  for (let week = workweekStart(start, settings.workweekStartDay); week <= end; week = plusDays(week, 7)) {
    const figures = card.figures.weeks.find((w) => w.weekStart === week);
    weeks.push({
      week_start: week,
      worked_seconds: figures?.workedSeconds ?? 0,
      overtime_seconds: figures?.overtimeSeconds ?? 0,
    });
  }
  return {
    ...presentSummary(card),
    days: [...dates.values()].sort((a, b) => (a.date < b.date ? -1 : 1)),
    weeks,
    events: events.map((e) => ({
      action: e.action,
      actor: e.actor_id === null ? null : { id: e.actor_id, name: e.actor_name ?? '' },
      at: new Date(e.at).toISOString(),
      reason: e.reason,
    })),
    settings: {
      workweek_start_day: settings.workweekStartDay,
      overtime_threshold_hours: settings.overtimeThresholdHundredths / 100,
      overtime_multiplier: settings.overtimeMultiplierHundredths / 100,
      rounding_minutes: settings.roundingMinutes,
    },
  };
}

/** An employee's rate history, oldest first. */
export const presentAdjustments = (rows: AdjustmentRow[]): PayAdjustment[] =>
  rows.map((r) => ({
    id: r.id,
    period_start: r.period_start,
    cents: r.cents,
    reason: r.reason as PayAdjustment['reason'],
    created_by: r.created_by,
    created_at: new Date(r.created_at).toISOString(),
    paid_in_period_start: r.paid_in_period_start,
    paid_at: r.paid_at === null ? null : new Date(r.paid_at).toISOString(),
    voided_at: r.voided_at === null ? null : new Date(r.voided_at).toISOString(),
    voided_by: r.voided_by,
    void_reason: r.void_reason as PayAdjustment['void_reason'],
  }));

export const presentRates = (rows: RateRow[]) =>
  rows.map((r) => ({
    id: r.id,
    hourly_rate_cents: r.hourly_rate_cents,
    effective_date: r.effective_date,
    created_by: r.created_by,
    created_at: new Date(r.created_at).toISOString(),
  }));
