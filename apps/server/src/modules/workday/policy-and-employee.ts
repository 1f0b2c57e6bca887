import {
  DEFAULT_LATE_GRACE_MINUTES,
  DEFAULT_SCHEDULED_START,
  DEFAULT_TIME_ZONE,
  parseWorkingDays,
} from '@daybook/domain';
import type { Employee, WorkdayPolicy } from './workday.repository.js';

/**
 * The columns of an employee (users `u`, without its id) and of the organisation's policy
 * (organisation `o`, left-joined on its one row) that the work-day rules read; the session read
 * selects them too (modules/auth/sessions.repository.ts, which may import this file and not the
 * repository: apps/server/test/module-boundaries.test.ts), so that a signed-in request brings them
 * with its session and the work-day reads need no statement of their own (docs/performance.md).
 */
export const POLICY_AND_EMPLOYEE_COLUMNS = [
  'u.name',
  'u.scheduled_start',
  'u.hourly_rate_cents',
  'u.hourly_rate_next_date',
  'u.target_minutes',
  'o.time_zone',
  'o.late_grace_minutes',
  'o.default_start_time',
  'o.working_days',
] as const;

/** A row of POLICY_AND_EMPLOYEE_COLUMNS as read. */
export interface PolicyAndEmployeeRow {
  name: string;
  scheduled_start: string | null;
  hourly_rate_cents: number;
  hourly_rate_next_date: string | null;
  target_minutes: number | null;
  time_zone: string | null;
  late_grace_minutes: number | null;
  default_start_time: string | null;
  working_days: string | null;
}

export interface PolicyAndEmployee {
  policy: WorkdayPolicy;
  employee: Employee;
}

/** The policy (with getWorkdayPolicy's defaults) and the employee of user `id` from such a row. */
export function policyAndEmployeeOf(id: number, row: PolicyAndEmployeeRow): PolicyAndEmployee {
  return {
    policy: {
      timeZone: row.time_zone ?? DEFAULT_TIME_ZONE,
      graceMinutes: row.late_grace_minutes ?? DEFAULT_LATE_GRACE_MINUTES,
      defaultStart: row.default_start_time ?? DEFAULT_SCHEDULED_START,
      workingDays: parseWorkingDays(row.working_days),
    },
    employee: {
      id,
      name: row.name,
      scheduled_start: row.scheduled_start,
      hourly_rate_cents: row.hourly_rate_cents,
      hourly_rate_next_date: row.hourly_rate_next_date,
      target_minutes: row.target_minutes,
    },
  };
}
