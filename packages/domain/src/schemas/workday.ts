import { z } from 'zod';
import { MSG } from '../messages.js';
import { offlineFields } from '../offline.js';
import { wholeNumberParam } from './fields.js';
import { locationCheckSchema } from './location-check.js';
import { pauseReason } from './pause-reason.js';

/** Work-day statuses (docs/product-rules.md §3 time record row, §10). */
export const WORK_DAY_STATUSES = ['Completed', 'In Progress', 'Missing'] as const;
export type WorkDayStatus = (typeof WORK_DAY_STATUSES)[number];

const coordinate = (min: number, max: number) => z.number().finite().min(min).max(max).nullable().optional();

/**
 * Device location sent with every work-day action (docs/product-rules.md §5: null when the browser gives none).
 * Latitude and longitude come together or not at all.
 */
export const locationFields = {
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  accuracy: z.number().finite().min(0).max(1_000_000).nullable().optional(),
};

/**
 * One work day as every workday call returns it (docs/product-rules.md §3 attendance record + today status).
 * Listed fields keep the contract's names and formats; `*_at` and `work_date` are machine-readable
 * companions (docs/product-rules.md §7).
 */
export const workDaySchema = z.object({
  id: z.number().int().nullable().describe('null when there is no work day for today yet'),
  date: z.string().describe('MM/DD/YYYY, organisation zone'),
  work_date: z.string().describe('YYYY-MM-DD'),
  day: z.string().describe('Weekday name, e.g. Monday'),
  check_in: z.string().nullable().describe('hh:mm AM in the organisation zone'),
  check_out: z.string().nullable().describe('hh:mm AM in the organisation zone'),
  check_in_at: z.string().nullable().describe('ISO 8601 instant'),
  check_out_at: z.string().nullable().describe('ISO 8601 instant'),
  hours_worked: z
    .number()
    .describe('Decimal hours, 2 places, rounded half up once from worked_seconds; 0 while the day is open'),
  worked_minutes: z.number().int().describe('Whole minutes worked (worked_seconds floored); 0 while open'),
  paused_minutes: z.number().int().describe('Whole minutes of closed pauses'),
  worked_seconds: z.number().int().describe('Exact seconds worked, pauses excluded; 0 while open'),
  paused_seconds: z.number().int().describe('Exact seconds of closed pauses'),
  paused: z.boolean(),
  paused_at: z.string().nullable().describe('ISO instant the open pause began'),
  pause_reason: z.string().nullable(),
  status: z.enum(WORK_DAY_STATUSES).nullable().describe('null when there is no work day'),
  late: z.boolean(),
  location_check: locationCheckSchema
    .optional()
    .describe('On check-in and check-out answers: how the location was judged (issue 13, docs/evv.md)'),
  check_in_offline: z.boolean().describe('The check-in was recorded offline: check_in_at is the device time'),
  check_in_received_at: z
    .string()
    .nullable()
    .describe('ISO instant the server received an offline check-in; null when recorded online'),
  check_out_offline: z.boolean().describe('The check-out was recorded offline: check_out_at is the device time'),
  check_out_received_at: z
    .string()
    .nullable()
    .describe('ISO instant the server received an offline check-out; null when recorded online'),
});
export type WorkDay = z.infer<typeof workDaySchema>;

/** One pause of a work day, with how its two ends were recorded (docs/offline.md). */
export const workDayPauseSchema = z.object({
  paused_at: z.string().describe('ISO instant (the device time when recorded offline)'),
  resumed_at: z.string().nullable().describe('ISO instant; null while the pause is open'),
  reason: z.string(),
  pause_offline: z.boolean(),
  pause_received_at: z.string().nullable().describe('When the server received an offline pause'),
  resume_offline: z.boolean(),
  resume_received_at: z.string().nullable().describe('When the server received an offline resume'),
});
export type WorkDayPause = z.infer<typeof workDayPauseSchema>;

/** One shift of the day with its pauses (split shifts, docs/decisions/0027-split-shifts.md). */
export const dayShiftSchema = workDaySchema.extend({
  pauses: z.array(workDayPauseSchema).describe('The shift’s pauses, earliest first'),
});
export type DayShift = z.infer<typeof dayShiftSchema>;

/**
 * GET /api/attendance/today/: today's record — the open shift, else the day's latest shift (id null
 * when none) — the server's clock, and the whole day: its shifts and their summed exact seconds.
 */
export const todaySchema = workDaySchema.extend({
  now: z.string().describe("The server's current instant, for elapsed-time displays"),
  shifts: z
    .array(dayShiftSchema)
    .describe('Every shift of this record’s date, earliest check-in first (several with split shifts)'),
  day_worked_seconds: z
    .number()
    .int()
    .describe('Exact seconds worked over the day’s closed shifts (an open shift counts once closed)'),
  day_paused_seconds: z.number().int().describe('Exact seconds of closed pauses over the day’s shifts'),
  day_hours_worked: z.number().describe('day_worked_seconds in decimal hours, 2 places, rounded half up once'),
});
export type TodayStatus = z.infer<typeof todaySchema>;

/** GET /api/attendance/history/ rows. */
export const historyRecordSchema = workDaySchema.extend({
  pauses: z.array(workDayPauseSchema).describe('The day’s pauses, earliest first'),
  rate_per_hour: z.number().describe('USD'),
  biweekly_total_hours: z
    .number()
    .describe('The pay-period target in hours (the employee’s own, else 80), as the existing client reads it'),
  biweekly_worked_hours: z.number().describe('Hours worked in the pay period holding this day, 2 places'),
});
export type HistoryRecord = z.infer<typeof historyRecordSchema>;

/** GET /api/attendance/pay-period-summary/: the current period, computed by the server. */
export const payPeriodSummarySchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  start: z.string(),
  end: z.string(),
  worked_minutes: z.number().int(),
  worked_seconds: z.number().int().describe('Exact seconds worked in the period'),
  hours_worked: z.number().describe('From worked_seconds, 2 places, half up'),
  rate_per_hour: z.number(),
  target_hours: z.number(),
  progress_percent: z.number().int().describe('Whole percent of the target, capped at 100'),
  records: z.array(historyRecordSchema),
});
export type PayPeriodSummary = z.infer<typeof payPeriodSummarySchema>;

/** GET/POST /api/attendance/resume/ and POST pause/ answers. */
export const pauseStateSchema = z.object({
  paused: z.boolean(),
  paused_at: z.string().nullable(),
  reason: z.string().nullable(),
  paused_minutes: z.number().int().describe('Whole minutes of closed pauses today'),
  location_check: locationCheckSchema.optional().describe('On pause and resume answers (issue 13, docs/evv.md)'),
});
export type PauseState = z.infer<typeof pauseStateSchema>;

/** GET /api/admin/time-records rows (docs/product-rules.md §3 admin time record). */
export const adminTimeRecordSchema = z.object({
  id: z.number().int(),
  date: z.string().describe('MM/DD/YYYY'),
  work_date: z.string().describe('YYYY-MM-DD'),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  check_in_at: z.string().nullable(),
  check_out_at: z.string().nullable(),
  hours_worked: z.number().describe('From worked_seconds, 2 places, half up'),
  worked_minutes: z.number().int(),
  worked_seconds: z.number().int().describe('Exact seconds worked; 0 while open'),
  status: z.enum(WORK_DAY_STATUSES),
  late: z.boolean(),
  biweekly_hours: z.number().describe('Hours of the pay period holding this day (from its exact seconds)'),
  biweekly_seconds: z
    .number()
    .int()
    .optional()
    .describe('Exact seconds of the pay period holding this day, what biweekly_hours rounds (added 2026-11-29)'),
  target_hours: z.number(),
  employee: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    department: z.string().nullable(),
  }),
  open_location_exceptions: z
    .number()
    .int()
    .optional()
    .describe('Open location exceptions of this day (issue 13, docs/evv.md)'),
  recorded_offline: z
    .boolean()
    .optional()
    .describe('The check-in or check-out was recorded offline, at the device time (docs/offline.md)'),
  running_seconds: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe(
      'A shift In Progress: whole seconds worked so far (check-in to now, less its pauses, an open one up to now), as the employee’s dashboard counts it; null otherwise. worked_seconds stays 0 until the check-out.',
    ),
});
export type AdminTimeRecord = z.infer<typeof adminTimeRecordSchema>;

export const adminTimeRecordsSchema = z.object({
  records: z.array(adminTimeRecordSchema),
  summary: z.object({
    totalEmployees: z.number().int(),
    currentlyWorking: z.number().int(),
    lateArrivals: z.number().int(),
    avgHours: z
      .number()
      .describe(
        'Avg Hours This Period: the hours of closed work days dated in the current pay period (`pay_period`, the one holding today), divided by the number of the selected people with at least one such day. The department and search filters apply; the date range does not, so the figure reads against the same pay-period target as each row’s `biweekly_hours`.',
      ),
  }),
  departments: z.array(z.string()),
  start_date: z.string().describe('YYYY-MM-DD actually used'),
  end_date: z.string().describe('YYYY-MM-DD actually used'),
  total: z.number().int().describe('Rows in the whole filtered range (every page together)'),
  page: z.number().int().describe('The page answered; 1 when the call was not paged'),
  page_size: z
    .number()
    .int()
    .describe('Rows per page asked for; when the call was not paged, the whole range (equal to `total`)'),
  pay_period: z
    .object({ start_date: z.string(), end_date: z.string() })
    .describe('YYYY-MM-DD: the current pay period (the one holding today), over which `summary.avgHours` is computed'),
});
export type AdminTimeRecords = z.infer<typeof adminTimeRecordsSchema>;

/** Fields an existing client sends that the server reads nothing from (docs/product-rules.md §7: not trusted). */
const ignoredClientFields = {
  user: z.unknown().optional().describe('Ignored: the signed-in user is used'),
  user_name: z.unknown().optional().describe('Ignored'),
};

const bothOrNeither = (b: { latitude?: number | null; longitude?: number | null }) =>
  (b.latitude == null) === (b.longitude == null);

const withLocation = <T extends z.ZodRawShape>(shape: T) =>
  z
    .strictObject({ ...locationFields, ...offlineFields, ...shape })
    .refine((b) => bothOrNeither(b as { latitude?: number | null; longitude?: number | null }), {
      error: MSG.locationIncomplete,
      path: ['longitude'],
    });

/** POST check-in and check-out bodies: the device location, all optional (docs/product-rules.md §5). */
export const checkInOutBody = withLocation({}).optional();
export type CheckInOutBody = z.infer<typeof checkInOutBody>;

/** POST /api/attendance/pause/: a non-blank reason (docs/product-rules.md §5); the pause time is the server's. */
export const pauseBody = withLocation({
  reason: pauseReason,
  pause_time: z.unknown().optional().describe('Ignored: the server’s clock is used, or device_time offline'),
  ...ignoredClientFields,
});
export type PauseBody = z.infer<typeof pauseBody>;

/** POST /api/attendance/resume/: the paused minutes are computed by the server, not taken from `time_record`. */
export const resumeBody = withLocation({
  time_record: z.unknown().optional().describe('Ignored: the server computes paused minutes'),
  pause_reason: z.unknown().optional().describe('Ignored'),
  resume_time: z.unknown().optional().describe('Ignored: the server’s clock is used, or device_time offline'),
  ...ignoredClientFields,
}).optional();
export type ResumeBody = z.infer<typeof resumeBody>;

/** Rows a page of the monitoring report may hold (its Export asks for pages of this size in turn). */
export const TIME_RECORDS_PAGE_SIZE_MAX = 1000;
/** Rows a page holds when only `page` is given (spec: the page shows 10 a page). */
export const TIME_RECORDS_PAGE_SIZE_DEFAULT = 10;

/** A page number or size: canonical digits from 1 to `max` (`01`, `+1`, `1e1` are refused). */
const wholeNumber = (max: number, message: string) => wholeNumberParam(1, max, message);

/**
 * GET /api/admin/time-records query. Dates as YYYY-MM-DD (MM/DD/YYYY also accepted); other keys are
 * ignored. With `page` or `page_size` the answer is one page of rows; without either it is every row
 * of the range, as the existing client asks for it (bounded by the 366-day range cap, and streamed by
 * the server so that its memory does not grow with the range: docs/performance.md).
 */
export const timeRecordsQuery = z.object({
  start_date: z.string().max(10).optional().describe('First date, YYYY-MM-DD or MM/DD/YYYY; default today'),
  end_date: z
    .string()
    .max(10)
    .optional()
    .describe(
      'Last date, YYYY-MM-DD or MM/DD/YYYY; default today. At most 366 days after start_date, else 400 `range_too_long`',
    ),
  department: z.string().max(200).optional().describe('Department name; all when absent'),
  search: z.string().max(200).optional().describe('Part of an employee name or email'),
  page: wholeNumber(100_000, 'Must be a whole number from 1 to 100000.')
    .optional()
    .describe(
      '1-based page of rows (newest date first, then employee name), 1–100000. Without `page` and `page_size` every row of the range (at most 366 days) is answered, streamed so that the server’s memory does not grow with the range, as the existing client expects; a page past the last answers no rows',
    ),
  page_size: wholeNumber(TIME_RECORDS_PAGE_SIZE_MAX, `Must be a whole number from 1 to ${TIME_RECORDS_PAGE_SIZE_MAX}.`)
    .optional()
    .describe(`Rows a page holds, 1–${TIME_RECORDS_PAGE_SIZE_MAX}; default 10 when \`page\` is given`),
});
export type TimeRecordsQuery = z.infer<typeof timeRecordsQuery>;

/** GET /api/attendance/history/ query. */
export const historyQuery = z.object({
  start_date: z.string().max(10).optional(),
  end_date: z.string().max(10).optional(),
});
