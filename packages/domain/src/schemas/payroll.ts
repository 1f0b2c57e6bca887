import { z } from 'zod';
import { EARLIEST_DATE, LATEST_DATE, parseDateInput } from '../dates.js';
import { MSG } from '../messages.js';
import { ROUNDING_STEPS } from '../payroll.js';
import { recordIdParam } from './care.js';
import { requiredText } from './fields.js';

/**
 * Wire shapes of timecards, rate history and payroll settings (docs/payroll-rules.md). Times are
 * ISO instants, dates `YYYY-MM-DD`, durations whole seconds, money integer cents.
 */

export const TIMECARD_STATUSES = ['open', 'submitted', 'approved'] as const;
export type TimecardStatus = (typeof TIMECARD_STATUSES)[number];

/** Why a timecard cannot be approved yet; the web app words each code. */
export const TIMECARD_BLOCKERS = [
  'period_not_ended',
  'not_submitted',
  'open_shift',
  'missing_day',
  'correction_pending',
  'location_exception_open',
] as const;
export type TimecardBlocker = (typeof TIMECARD_BLOCKERS)[number];

export const isoDate = (message = 'Enter a date as YYYY-MM-DD.') =>
  z
    .string({ error: message })
    .refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && parseDateInput(text) === text, { error: message })
    // a year far out is refused as such: pay periods and their workweeks stay in the years date
    // arithmetic is exact for (a period of December 9999 reached past the last date)
    .refine((text) => text >= EARLIEST_DATE && text <= LATEST_DATE, { error: MSG.dateOutOfRange });

export const timecardListQuery = z.strictObject({
  period_start: isoDate()
    .optional()
    .describe('The first day of a pay period (the 1st or the 15th), YYYY-MM-DD; default the current period'),
});

const timecardUser = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const timecardSummarySchema = z.object({
  user: timecardUser,
  period_start: z.string(),
  period_end: z.string(),
  status: z.enum(TIMECARD_STATUSES),
  worked_seconds: z.number().int(),
  regular_seconds: z.number().int(),
  overtime_seconds: z.number().int(),
  gross_pay_cents: z.number().int(),
  adjustment_cents: z
    .number()
    .int()
    .describe(
      'Included in gross_pay_cents: pay owed on approved periods and paid here (back pay from a rate dated into one, the change a later edit made to one sharing a workweek with this one; approved figures never change, the difference is paid here), less, on a reopened period, what later cards already paid on it',
    ),
  blockers: z
    .array(z.enum(TIMECARD_BLOCKERS))
    .describe('Reasons approval is refused now; empty when it can be approved'),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  approved_by: z.number().int().nullable(),
});
export type TimecardSummary = z.infer<typeof timecardSummarySchema>;

export const timecardShiftSchema = z.object({
  id: z.number().int(),
  check_in_at: z.string(),
  check_out_at: z.string().nullable(),
  recorded_offline: z
    .boolean()
    .optional()
    .describe('The check-in or check-out was recorded offline, at the device time (docs/offline.md)'),
  paused_seconds: z.number().int(),
  worked_seconds: z.number().int(),
  overtime_seconds: z.number().int(),
  pauses: z.array(
    z.object({
      start_at: z.string(),
      end_at: z.string().nullable(),
      reason: z.string(),
      outside_shift: z
        .boolean()
        .optional()
        .describe(
          'The pause lies wholly outside the shift’s times (a correction moved the shift): kept on record, counts nothing',
        ),
    }),
  ),
});

export const timecardDaySchema = z.object({
  date: z.string(),
  shifts: z.array(timecardShiftSchema),
  paused_seconds: z.number().int(),
  worked_seconds: z.number().int(),
  regular_seconds: z.number().int(),
  overtime_seconds: z.number().int(),
  rate_cents: z.number().int(),
});

export const timecardWeekSchema = z.object({
  week_start: z.string(),
  worked_seconds: z.number().int().describe('The whole workweek, also days outside this period'),
  overtime_seconds: z.number().int().describe('The whole workweek'),
});

export const timecardEventSchema = z.object({
  action: z.enum(['submit', 'approve', 'reopen']),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  at: z.string(),
  reason: z.string().nullable(),
});

export const timecardDetailSchema = timecardSummarySchema.extend({
  days: z.array(timecardDaySchema),
  weeks: z.array(timecardWeekSchema),
  events: z.array(timecardEventSchema),
  settings: z.object({
    workweek_start_day: z.number().int(),
    overtime_threshold_hours: z.number(),
    overtime_multiplier: z.number(),
    rounding_minutes: z.number().int(),
  }),
});
export type TimecardDetail = z.infer<typeof timecardDetailSchema>;

export const timecardParams = z.strictObject({
  // canonical digits within the id columns' range (2147483648 was a 500 on PostgreSQL)
  user_id: recordIdParam,
  period_start: isoDate(),
});

export const submitTimecardBody = z
  .strictObject({
    attestation: z
      .literal(true, { error: 'Confirm that these hours are complete and accurate.' })
      .describe('I certify these hours are complete and accurate'),
  })
  .describe('The employee’s attestation');

export const reopenTimecardBody = z.strictObject({ reason: requiredText(500) });

export const rateHistoryEntrySchema = z.object({
  id: z.number().int(),
  hourly_rate_cents: z.number().int(),
  effective_date: z.string(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});

/**
 * Back pay (docs/payroll-rules.md "A rate dated into an approved period"): what a rate change owes
 * on an approved period, in integer cents (negative when it lowered the pay), and the later period
 * whose approval paid it, null while it waits for that approval. Also what a shared workweek
 * changed in an approved period's pay (paid by the neighbour's approval), and what a reopened
 * period takes back because later cards already paid it ("A reopened period and its back pay").
 * A voided row is never paid: its period was reopened while it waited, or the card that paid a
 * shared workweek's difference was reopened and computes it again.
 */
export const PAY_ADJUSTMENT_REASONS = ['rate_change', 'shared_workweek', 'already_paid'] as const;
export const PAY_ADJUSTMENT_VOID_REASONS = ['period_reopened', 'payer_reopened'] as const;
export const payAdjustmentSchema = z.object({
  id: z.number().int(),
  period_start: z.string(),
  cents: z.number().int(),
  reason: z
    .enum(PAY_ADJUSTMENT_REASONS)
    .describe(
      'rate_change: a rate dated into the approved period; shared_workweek: an edit of a workweek it shares with the card that paid it; already_paid: taken back from the reopened period, since later cards paid it',
    ),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  paid_in_period_start: z.string().nullable(),
  paid_at: z.string().nullable(),
  voided_at: z.string().nullable().describe('Set when the row will never be paid; the row is kept'),
  voided_by: z.number().int().nullable(),
  void_reason: z
    .enum(PAY_ADJUSTMENT_VOID_REASONS)
    .nullable()
    .describe(
      'period_reopened: its period was reopened while it waited and is paid at the current rates instead; payer_reopened: the card that paid it was reopened and computes it again',
    ),
});
export type PayAdjustment = z.infer<typeof payAdjustmentSchema>;

export const newRateBody = z.strictObject({
  hourly_rate_cents: z
    .number({ error: 'Must be a whole number of cents.' })
    .int({ error: 'Must be a whole number of cents.' })
    .min(0, { error: 'Must be a whole number of cents.' })
    .max(100_000_00, { error: 'Must be at most 10000000 cents.' }),
  effective_date: isoDate(),
});

/** Hours or a multiplier with up to two decimals, as an integer number of hundredths. */
const hundredths = (min: number, max: number, label: string) =>
  z
    .number({ error: `Must be a number from ${min} to ${max} with up to two decimals.` })
    .min(min, { error: `Must be a number from ${min} to ${max} with up to two decimals.` })
    .max(max, { error: `Must be a number from ${min} to ${max} with up to two decimals.` })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: `Must be a number from ${min} to ${max} with up to two decimals.`,
    })
    .describe(label);

export const payrollSettingsBody = z.strictObject({
  workweek_start_day: z
    .number({ error: 'Must be a whole number from 0 (Sunday) to 6 (Saturday).' })
    .int({ error: 'Must be a whole number from 0 (Sunday) to 6 (Saturday).' })
    .min(0, { error: 'Must be a whole number from 0 (Sunday) to 6 (Saturday).' })
    .max(6, { error: 'Must be a whole number from 0 (Sunday) to 6 (Saturday).' })
    .optional(),
  overtime_threshold_hours: hundredths(1, 168, 'Hours in a workweek after which time is overtime').optional(),
  overtime_multiplier: hundredths(1, 3, 'Overtime pay multiplier, e.g. 1.5').optional(),
  rounding_minutes: z
    .number({ error: 'Choose 0, 1, 5, 6 or 15.' })
    .refine((value) => (ROUNDING_STEPS as readonly number[]).includes(value), { error: 'Choose 0, 1, 5, 6 or 15.' })
    .optional(),
  minimum_wage_cents: z
    .number({ error: 'Must be a whole number of cents.' })
    .int({ error: 'Must be a whole number of cents.' })
    .min(0, { error: 'Must be a whole number of cents.' })
    .max(100_000, { error: 'Must be at most 100000 cents.' })
    .optional(),
});
export type PayrollSettingsBody = z.infer<typeof payrollSettingsBody>;
