import { z } from 'zod';
import { WORK_DAY_STATUSES } from './schemas/workday.js';

/**
 * Answers of the workweek alerts (docs/payroll-rules.md "Alerts", ADR 0019): the employee's own
 * hours this workweek on the dashboard, and the monitoring page's flags for a manager or admin.
 */

/** GET /api/attendance/workweek/: the caller's hours in the current workweek, the running shift included. */
export const workweekStatusSchema = z.object({
  week_start: z.string().describe('YYYY-MM-DD, the workweek’s first day (organisation setting)'),
  week_end: z.string().describe('YYYY-MM-DD, its last day'),
  worked_seconds: z.number().int().describe('Exact seconds worked in the workweek so far, the running shift up to now'),
  hours_worked: z.number().describe('worked_seconds as hours, 2 places, half up'),
  threshold_seconds: z.number().int().describe('The overtime threshold (40 h by default) in seconds'),
  seconds_until_overtime: z.number().int().describe('0 once overtime has started'),
  overtime_seconds: z.number().int(),
  running: z.boolean().describe('Whether a shift is running now (the figure grows with it)'),
  now: z.string().describe('The server’s instant the figures were computed at'),
});
export type WorkweekStatus = z.infer<typeof workweekStatusSchema>;

const alertEmployeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  department: z.string().nullable(),
});

/** GET /api/admin/payroll-alerts: people at 36 h or more this workweek, and forgotten check-outs. */
export const payrollAlertsSchema = z.object({
  week_start: z.string(),
  week_end: z.string(),
  flag_hours: z.number().describe('People at or above this many hours in the workweek are listed (36)'),
  forgotten_after_hours: z.number().describe('An open shift older than this many hours is a forgotten check-out (12)'),
  week_hours: z.array(
    alertEmployeeSchema.extend({
      worked_seconds: z.number().int(),
      hours_worked: z.number(),
      seconds_until_overtime: z.number().int(),
      overtime_seconds: z.number().int(),
    }),
  ),
  forgotten_checkouts: z.array(
    alertEmployeeSchema.extend({
      work_day_id: z.number().int(),
      work_date: z.string(),
      check_in_at: z.string(),
      open_seconds: z.number().int().describe('Seconds since check-in'),
      status: z.enum(WORK_DAY_STATUSES),
    }),
  ),
  now: z.string(),
});
export type PayrollAlerts = z.infer<typeof payrollAlertsSchema>;
