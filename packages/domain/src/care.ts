/**
 * Care-documentation arithmetic shared by server and web (issue 4): billable hours of a client
 * attendance record and the timesheet status. Times are 24-hour `HH:MM` strings.
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
 * Billable hours (spec §9): end − start in hours, rounded to 2 decimals. No end time, an end at or
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
 * Timesheet status of a client attendance record (spec §4, ADR 0009): an absent client is a
 * No Show; otherwise Completed once a time out exists, else In Progress.
 */
export function timesheetStatus(record: { absent: boolean; time_out: string | null }): CareRecordStatus {
  if (record.absent) return 'No Show';
  return record.time_out ? 'Completed' : 'In Progress';
}
