/**
 * Care-documentation arithmetic shared by server and web (issue 4, ADR 0009): billable hours of a
 * client attendance record, the timesheet status and totals, trial percentages. Times are 24-hour
 * `HH:MM` strings.
 */

/** Minutes since midnight of `HH:MM` (or `HH:MM:SS`); null when it is not a valid clock time. */
export function careTimeMinutes(time: string | null | undefined): number | null {
  if (!time) return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Rounds to 2 decimals, half away from zero, without binary-fraction surprises (1.005 → 1.01). */
export function roundHours(hours: number): number {
  const sign = hours < 0 ? -1 : 1;
  return (sign * Math.round(Number(`${Math.abs(hours)}e2`))) / 100;
}

/**
 * Billable hours (docs/product-rules.md §9): end − start in hours, rounded to 2 decimals. No end time, an end at or
 * before the start, or an unreadable time gives 0: a record is never billed negative hours.
 */
export function billableHours(start: string | null | undefined, end: string | null | undefined): number {
  const from = careTimeMinutes(start);
  const to = careTimeMinutes(end);
  if (from === null || to === null || to <= from) return 0;
  return roundHours((to - from) / 60);
}

/** Adds hour figures and rounds the sum to 2 decimals (sums of rounded figures stay exact). */
export function sumHours(values: readonly number[]): number {
  return roundHours(values.reduce((total, value) => total + Math.round(value * 100), 0) / 100);
}

export type CareRecordStatus = 'Completed' | 'In Progress' | 'No Show';

/**
 * Timesheet status of a client attendance record (docs/product-rules.md §4, ADR 0009): an absent client is a
 * No Show; otherwise Completed once a time out exists, else In Progress.
 */
export function timesheetStatus(record: { absent: boolean; time_out: string | null }): CareRecordStatus {
  if (record.absent) return 'No Show';
  return record.time_out ? 'Completed' : 'In Progress';
}

/**
 * Billable hours of an attendance record (ADR 0009, addendum): an absent client (No Show) bills
 * nothing; otherwise the scheduled hours, end − start.
 */
export function recordBillableHours(record: {
  absent: boolean;
  time_in: string | null;
  time_out: string | null;
}): number {
  return record.absent ? 0 : billableHours(record.time_in, record.time_out);
}

/** The timesheet's three totals (ADR 0009, addendum), each a sum the page names in its caption. */
export interface TimesheetTotals {
  /** Billable hours of the Completed rows. */
  completed_hours: number;
  /** Scheduled hours of the rows that are not Completed (In Progress and No Show); none billed. */
  incomplete_hours: number;
  /** Scheduled hours of the No Show rows: hours not delivered, not billed, part of incomplete_hours. */
  no_show_hours: number;
}

/** Sums timesheet rows into the three totals (ADR 0009, addendum); server and export share it. */
export function timesheetTotals(
  rows: readonly { status: CareRecordStatus; billable_hours: number; scheduled_hours: number }[],
): TimesheetTotals {
  const sum = (keep: (status: CareRecordStatus) => boolean, pick: 'billable_hours' | 'scheduled_hours') =>
    sumHours(rows.filter((row) => keep(row.status)).map((row) => row[pick]));
  return {
    completed_hours: sum((status) => status === 'Completed', 'billable_hours'),
    incomplete_hours: sum((status) => status !== 'Completed', 'scheduled_hours'),
    no_show_hours: sum((status) => status === 'No Show', 'scheduled_hours'),
  };
}

/** Trial percentages as answered (docs/product-rules.md §3): "0%" … "100%". */
export const TRIAL_PERCENTAGE_LABELS = ['0%', '25%', '50%', '75%', '100%'] as const;
export type TrialPercentageLabel = (typeof TRIAL_PERCENTAGE_LABELS)[number];

/** A stored trial percentage as the existing client reads it (75 → "75%"); null or unknown → null (ADR 0009). */
export function percentageLabel(percentage: number | null): TrialPercentageLabel | null {
  return TRIAL_PERCENTAGE_LABELS.find((label) => label === `${percentage}%`) ?? null;
}
