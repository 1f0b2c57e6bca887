import { z } from 'zod';
import { recordBillingFields } from '../billing-fields.js';
import { TRIAL_PERCENTAGE_LABELS } from '../care.js';
import { RECORD_ID_MAX } from '../constants.js';
import { EARLIEST_DATE, LATEST_DATE, parseDateInput } from '../dates.js';
import {
  BILL_TYPES,
  LOCATION_CODES,
  LOCATION_NAMES,
  type LocationCode,
  PROFILE_STATUSES,
  SERVICE_CODES,
  TRIAL_PERCENTAGES,
  TRIAL_VALUE_CODES,
} from '../enums.js';
import { MSG } from '../messages.js';
import { canonicalIdParam, missing, optionalText, requiredText, wholeNumberParam } from './fields.js';
import { attendanceServiceInput } from './service-code.js';
import { progressSignatureFields, recordSignatureFields } from './signatures.js';

/**
 * Care documentation (issue 4): clients, goals, client attendance, daily progress and trials,
 * the timesheet, goal trends and the printable day reports. Request bodies are strict (unknown
 * fields refused); responses keep the contract's field names and formats (docs/product-rules.md §3, §7) and add
 * machine-readable companions (`*_iso`) as docs/product-rules.md §7 asks. See ADR 0009.
 */

// Largest record id accepted anywhere: constants.ts (the kiosk's schemas use it without this module)
export { RECORD_ID_MAX };
/** Longest free-text note (documentation, progress notes). */
export const NOTE_MAX = 4000;
/** Trial numbers run from 1 to this. */
export const TRIAL_NUMBER_MAX = 999;
/** Trials accepted in one Save Progress. */
export const SAVE_TRIALS_MAX = 200;
/** Goal-trend window bounds in days. */
export const TRENDS_DAYS_DEFAULT = 90;
export const TRENDS_DAYS_MAX = 366;

/** Timesheet row statuses (docs/product-rules.md §2/§4; "No Show" is assigned to absent records, ADR 0009). */
export const TIMESHEET_STATUSES = ['Completed', 'In Progress', 'No Show'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Field helpers
// ---------------------------------------------------------------------------------------------

/** A record id in a path or query: `/api/clients/{id}/` (canonical decimal digits, positive, 32-bit). */
export const recordIdParam = canonicalIdParam(MSG.invalidId, RECORD_ID_MAX);

/** `{id}` path parameters of the care routes. */
export const idParams = z.object({ id: recordIdParam });
export type IdParams = z.infer<typeof idParams>;

/**
 * A record id in a body: a positive whole number, or the same written in canonical decimal digits
 * ("12", not "012", "+12" or "1e1"), as a path or query id must be (docs/api-errors.md).
 */
export const recordIdInput = (requiredMessage: string = MSG.required) =>
  z.union(
    [
      z.number().int().positive().max(RECORD_ID_MAX),
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/)
        .transform(Number)
        .pipe(z.number().int().positive().max(RECORD_ID_MAX)),
    ],
    { error: (issue) => (missing(issue.input) ? requiredMessage : MSG.invalidId) },
  );

/**
 * A client reference in a body: the client's record id (a number) or its business client id
 * (text, e.g. "GC-1001"). Digits-only text is read as the business id first, then as a record id.
 */
export const clientRefInput = z.union(
  [
    z
      .number()
      .int({ error: MSG.clientNotYours })
      .positive({ error: MSG.clientNotYours })
      .max(RECORD_ID_MAX, { error: MSG.clientNotYours }),
    requiredText(50, MSG.clientNameRequired),
  ],
  { error: (issue) => (missing(issue.input) ? MSG.clientNameRequired : MSG.clientNotYours) },
);
export type ClientRef = z.infer<typeof clientRefInput>;

/** A calendar date as `MM/DD/YYYY` or `YYYY-MM-DD` (docs/product-rules.md §7); becomes `YYYY-MM-DD`. */
export const dateInput = (message: string = MSG.dateFormat) =>
  z
    .string({ error: message })
    .max(20, { error: message })
    .transform((value, ctx) => {
      const date = parseDateInput(value.trim());
      if (!date) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      if (date < EARLIEST_DATE || date > LATEST_DATE) {
        ctx.addIssue({ code: 'custom', message: MSG.dateOutOfRange });
        return z.NEVER;
      }
      return date;
    });

/** A 24-hour clock time `HH:MM` (`HH:MM:SS` accepted, seconds dropped). */
export const timeInput = (requiredMessage: string) =>
  z
    .string({ error: (issue) => (missing(issue.input) ? requiredMessage : MSG.invalidTime) })
    .max(20, { error: MSG.invalidTime })
    .transform((value, ctx) => {
      const text = value.trim();
      if (!text) {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      if (!/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: MSG.invalidTime });
        return z.NEVER;
      }
      return text.slice(0, 5);
    });

const LOCATION_BY_TEXT = new Map<string, LocationCode>(
  LOCATION_CODES.flatMap((code) => [
    [code.toLowerCase(), code] as const,
    [LOCATION_NAMES[code].toLowerCase(), code] as const,
  ]),
);

/** Resolves a location code or its display name (case-insensitive) to the code; null when unknown. */
export function locationCodeOf(text: string): LocationCode | null {
  return LOCATION_BY_TEXT.get(text.trim().toLowerCase()) ?? null;
}

/**
 * A program location (ADR 0028): one of the admin console's locations, given by its id (a number
 * or digits), its code or its name. A code or display name of docs/product-rules.md §3/§9 (ADR
 * 0009), any case, becomes that code; anything else is passed on trimmed. Whether it names an
 * existing (and, for a new value, active) location is decided by the server: 400
 * `location_unknown` / `location_inactive`.
 */
export const locationInput = z
  .preprocess(
    (value) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? String(value) : value),
    z
      .string({ error: (issue) => (missing(issue.input) ? MSG.locationRequired : MSG.invalidLocation) })
      .max(100, { error: MSG.invalidLocation })
      .transform((value, ctx) => {
        const text = value.trim();
        if (!text) {
          ctx.addIssue({ code: 'custom', message: MSG.locationRequired });
          return z.NEVER;
        }
        return locationCodeOf(text) ?? text;
      }),
  )
  .describe('A location: its id, its code (e.g. GUADALUPE_DTA) or its name (e.g. Guadalupe DTA)');

/** A location as the care forms offer it: GET /api/locations/ (ADR 0028). */
export const activeLocationSchema = z.object({
  id: z.number().int(),
  code: z.string().describe('e.g. GUADALUPE_DTA'),
  name: z.string(),
});
export type ActiveLocation = z.infer<typeof activeLocationSchema>;

/** A stored location's code (any row of the admin console's locations, ADR 0028). */
const locationCodeField = z.string().describe('The location’s code, e.g. GUADALUPE_DTA (any admin console location)');

/** A service code of docs/product-rules.md §3. */
export const serviceInput = z
  .string({ error: (issue) => (missing(issue.input) ? MSG.serviceRequired : MSG.invalidService) })
  .trim()
  .min(1, { error: MSG.serviceRequired })
  .max(10, { error: MSG.invalidService })
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(SERVICE_CODES, { error: MSG.invalidService }));

export { attendanceServiceInput } from './service-code.js';

/** A trial percentage: 0, 25, 50, 75 or 100, also written as "25" or "25%"; null when not scored. */
export const percentageInput = z
  .union([z.number(), z.string().max(5)], { error: MSG.invalidPercentage })
  .transform((value, ctx) => {
    const number = typeof value === 'number' ? value : Number(value.trim().replace(/%$/, ''));
    const match = TRIAL_PERCENTAGES.find((p) => p === number);
    if (match === undefined || (typeof value === 'string' && !value.trim())) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidPercentage });
      return z.NEVER;
    }
    return match;
  })
  .nullable();

/** A trial's prompt-level code of docs/product-rules.md §3. */
export const trialValueInput = z.enum(TRIAL_VALUE_CODES, { error: MSG.invalidTrialValue });

/** A trial number, 1–999. */
export const trialNumberInput = z
  .number({ error: (issue) => (missing(issue.input) ? MSG.required : MSG.invalidTrialNumber) })
  .int({ error: MSG.invalidTrialNumber })
  .min(1, { error: MSG.invalidTrialNumber })
  .max(TRIAL_NUMBER_MAX, { error: MSG.invalidTrialNumber });

const phoneInput = optionalText(30).refine((value) => value === null || /^[0-9+().\-\s]{7,30}$/.test(value), {
  error: MSG.invalidPhone,
});

const noteInput = optionalText(NOTE_MAX);
const initialsInput = optionalText(20);

/**
 * `documentation` of an attendance body (ADR 0009, addendum): the existing client sends a boolean,
 * whether the visit's documentation is written; a text is the documentation note itself, and a
 * note that is not blank makes the visit documented. Becomes `{ documented, note? }`.
 */
export const documentationInput = z
  .union([z.boolean(), noteInput], {
    // A text that fails (too long, a NUL) keeps the note's own message.
    error: (issue) =>
      typeof issue.input === 'string'
        ? noteInput.safeParse(issue.input).error?.issues[0]?.message
        : 'Must be true, false or text.',
  })
  .transform((value) =>
    typeof value === 'boolean' ? { documented: value } : { documented: value !== null, note: value },
  );

// ---------------------------------------------------------------------------------------------
// Clients (docs/product-rules.md §3 "Client")
// ---------------------------------------------------------------------------------------------

/**
 * A client as GET /api/clients/, GET /api/clients/{id}/ and PATCH /api/clients/{id}/ answer it.
 * Spec fields: id, clientId, firstName, lastName, dob (MM/DD/YYYY), location (code), billType,
 * phone, guardian, status, user (the owning provider's user id). Companions: dob_iso,
 * location_name, user_name.
 */
export const clientSchema = z.object({
  id: z.number().int(),
  clientId: z.string().describe('Business client id'),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string().describe('MM/DD/YYYY'),
  dob_iso: z.string().describe('YYYY-MM-DD'),
  location: locationCodeField,
  location_name: z.string(),
  billType: z.enum(BILL_TYPES),
  phone: z.string().nullable(),
  guardian: z.string().nullable(),
  status: z.enum(PROFILE_STATUSES),
  user: z.number().int().describe("The owning provider's user id"),
  user_name: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** GET /api/clients/ query: optional search (last/first name, client id, phone) and status. */
export const clientListQuery = z.object({
  search: z.string().max(200).optional(),
  status: z.enum([...PROFILE_STATUSES, 'all']).optional(),
});
export type ClientListQuery = z.infer<typeof clientListQuery>;

/**
 * PATCH /api/clients/{id}/: the full client object or any subset. `id`, `user` and the read-only
 * companions are accepted so that a client can send back what it read; `user` must name the
 * current owner (ownership is not transferred here).
 */
export const clientUpdateBody = z.strictObject({
  id: z.unknown().optional(),
  user: z.unknown().optional(),
  user_name: z.unknown().optional(),
  dob_iso: z.unknown().optional(),
  location_name: z.unknown().optional(),
  clientId: requiredText(50, MSG.clientIdRequired).optional(),
  firstName: requiredText(100).optional(),
  lastName: requiredText(100).optional(),
  dob: dateInput().optional(),
  location: locationInput.optional(),
  billType: z.enum(BILL_TYPES, { error: MSG.invalidBillType }).optional(),
  phone: phoneInput.optional(),
  guardian: optionalText(150).optional(),
  status: z.enum(PROFILE_STATUSES, { error: MSG.invalidStatus }).optional(),
});
export type ClientUpdateBody = z.infer<typeof clientUpdateBody>;

// ---------------------------------------------------------------------------------------------
// Goals
// ---------------------------------------------------------------------------------------------

/** One goal of GET /api/goals/{clientRecordId} (docs/product-rules.md §3 "Goal"), in the client's order. */
export const goalSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  activities: z.string(),
  outcome: z.string(),
  active: z.boolean(),
  position: z.number().int(),
  client: z.number().int().describe('Client record id'),
});
export type Goal = z.infer<typeof goalSchema>;

// ---------------------------------------------------------------------------------------------
// Client attendance (docs/product-rules.md §3 "Attendance record (client)")
// ---------------------------------------------------------------------------------------------

/**
 * One record of GET/POST /api/attendance/ and PATCH /api/attendance/{id}/. `client` is the
 * business clientId (as docs/product-rules.md shows it); `client_id` is the client's record id (for
 * /notes/:id). `has_notes`/`progress_id`: a progress record exists for that client and date.
 */
export const clientAttendanceSchema = z.object({
  id: z.number().int(),
  client: z.string().describe('Business client id'),
  client_id: z.number().int().describe('Client record id'),
  client_name: z.string().describe('First Last'),
  date: z.string().describe('MM/DD/YYYY'),
  date_iso: z.string().describe('YYYY-MM-DD'),
  time_in: z.string().describe('HH:MM, 24-hour'),
  time_out: z.string().nullable().describe('HH:MM, 24-hour; null while the client is still in'),
  service: z.string().describe('Service code (a service_codes row, e.g. DTA1)'),
  location: locationCodeField,
  one_on_one: z.boolean(),
  absent: z.boolean(),
  provider: z.string().nullable().describe('Provider text of the Details modal'),
  documentation: z
    .boolean()
    .describe('The visit’s documentation is written (the existing client’s flag, or a note was given)'),
  documentation_note: z.string().nullable().describe('The documentation note, when one was sent as text'),
  has_notes: z.boolean(),
  progress_id: z.number().int().nullable(),
  billable_hours: z
    .number()
    .describe('time_out − time_in in hours, 2 decimals; 0 without time_out; 0 for an absent client (No Show)'),
  scheduled_hours: z.number().describe('time_out − time_in in hours, 2 decimals, absent or not; 0 without time_out'),
  created_by: z.number().int(),
  created_by_name: z.string(),
  ...recordBillingFields,
  ...recordSignatureFields,
});
export type ClientAttendance = z.infer<typeof clientAttendanceSchema>;

/** GET /api/attendance/ query: date (either format), location (code or name), client (text or id). */
export const clientAttendanceQuery = z.object({
  date: dateInput().optional(),
  location: locationInput.optional(),
  client: z.string().max(200).optional(),
});
export type ClientAttendanceQuery = z.infer<typeof clientAttendanceQuery>;

/**
 * POST /api/attendance/ (docs/product-rules.md §7). Messages exactly as docs/product-rules.md §5. `client` is the record id or the
 * business clientId of one of the caller's clients. `absent` and `provider` are optional additions.
 */
export const clientAttendanceCreateBody = z
  .strictObject({
    client: clientRefInput,
    time_in: timeInput(MSG.timeInRequired),
    time_out: timeInput(MSG.timeOutRequired),
    service: attendanceServiceInput,
    location: locationInput,
    date: dateInput(),
    one_on_one: z.boolean({ error: 'Must be true or false.' }).optional().default(false),
    documentation: documentationInput.optional(),
    absent: z.boolean({ error: 'Must be true or false.' }).optional().default(false),
    provider: optionalText(150).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.time_out <= body.time_in) {
      ctx.addIssue({ code: 'custom', path: ['time_out'], message: MSG.timeOutAfterIn });
    }
  });
export type ClientAttendanceCreateBody = z.input<typeof clientAttendanceCreateBody>;

/**
 * PATCH /api/attendance/{id}/: any subset (the existing client sends only one_on_one; the Details modal sends
 * absent, one_on_one and provider). `time_out: null` marks the client as still in.
 */
export const clientAttendanceUpdateBody = z.strictObject({
  one_on_one: z.boolean({ error: 'Must be true or false.' }).optional(),
  absent: z.boolean({ error: 'Must be true or false.' }).optional(),
  provider: optionalText(150).optional(),
  time_in: timeInput(MSG.timeInRequired).optional(),
  time_out: timeInput(MSG.timeOutRequired).nullable().optional(),
  service: attendanceServiceInput.optional(),
  location: locationInput.optional(),
  documentation: documentationInput.optional(),
});
export type ClientAttendanceUpdateBody = z.input<typeof clientAttendanceUpdateBody>;

/** GET /api/attendance/daily-schedule/ and daily-payroll/ query: date (default today), location. */
export const dailyReportQuery = z.object({
  date: dateInput().optional(),
  location: locationInput.optional(),
});
export type DailyReportQuery = z.infer<typeof dailyReportQuery>;

/** The day and location a daily report is for (the location is null when it covers all). */
const dailyReportHeader = {
  date: z.string().describe('MM/DD/YYYY'),
  date_iso: z.string(),
  location: locationCodeField.nullable(),
  location_name: z.string().nullable(),
};

/** GET /api/attendance/daily-schedule/: the day's clients for a location (all when none given). */
export const dailyScheduleSchema = z.object({
  ...dailyReportHeader,
  rows: z.array(
    z.object({
      id: z.number().int(),
      client: z.string(),
      client_id: z.number().int(),
      client_name: z.string(),
      time_in: z.string(),
      time_out: z.string().nullable(),
      service: z.string().describe('Service code (a service_codes row, e.g. DTA1)'),
      location: locationCodeField,
      one_on_one: z.boolean(),
      absent: z.boolean(),
      provider: z.string().nullable(),
    }),
  ),
});
export type DailySchedule = z.infer<typeof dailyScheduleSchema>;

/**
 * GET /api/attendance/daily-payroll/: the day's billable hours per provider (the user who created
 * the records; absent records count no hours).
 */
export const dailyPayrollSchema = z.object({
  ...dailyReportHeader,
  rows: z.array(
    z.object({
      provider_id: z.number().int(),
      provider_name: z.string(),
      records: z.number().int().describe('Records counted (absent ones excluded)'),
      clients: z.number().int(),
      hours: z.number(),
    }),
  ),
  total_hours: z.number(),
});
export type DailyPayroll = z.infer<typeof dailyPayrollSchema>;

// ---------------------------------------------------------------------------------------------
// Daily progress and trials (docs/product-rules.md §3)
// ---------------------------------------------------------------------------------------------

/** One trial (docs/product-rules.md §3): GET /api/progress/{id}/trials/, POST /api/trials/, PUT /api/trials/{id}/. */
export const trialSchema = z.object({
  id: z.number().int(),
  trial_number: z.number().int(),
  percentage: z
    .enum(TRIAL_PERCENTAGE_LABELS)
    .nullable()
    .describe('"0%", "25%", "50%", "75%" or "100%" (docs/product-rules.md §3)'),
  percentage_value: z.number().int().nullable().describe('The same as a number: 0, 25, 50, 75 or 100'),
  value: z.enum(TRIAL_VALUE_CODES),
  initials: z.string().nullable(),
  goal: z.number().int().describe('Goal id'),
  daily_progress: z.number().int().describe('Daily progress id'),
});
export type Trial = z.infer<typeof trialSchema>;

/**
 * One daily progress record (docs/product-rules.md §3): GET /api/progress/, POST /api/progress/,
 * PUT /api/progress/{id}/. `client` is the client record id; `created_by` is always the user who
 * created it. `additional_notes` is an addition (the Notes page's Additional Notes).
 */
export const dailyProgressSchema = z.object({
  id: z.number().int(),
  date: z.string().describe('MM/DD/YYYY'),
  date_iso: z.string().describe('YYYY-MM-DD'),
  location: locationCodeField,
  general_notes: z.string().nullable(),
  additional_notes: z.string().nullable(),
  provider_initials: z.string().nullable(),
  client: z.number().int().describe('Client record id'),
  client_code: z.string().describe('Business client id'),
  created_by: z.number().int(),
  updated_at: z.string().describe('ISO 8601 instant'),
  ...progressSignatureFields,
});
export type DailyProgress = z.infer<typeof dailyProgressSchema>;

/** GET /api/progress/ query: client (record id or business id) and date (either format). */
export const dailyProgressQuery = z.object({
  client: z.string().max(50).optional(),
  date: dateInput().optional(),
});
export type DailyProgressQuery = z.infer<typeof dailyProgressQuery>;

/**
 * POST /api/progress/ and PUT /api/progress/{id}/ (docs/product-rules.md §7). `created_by` is accepted and ignored
 * (the signed-in user is recorded). On PUT the client cannot change.
 */
export const dailyProgressBody = z.strictObject({
  date: dateInput(),
  location: locationInput,
  general_notes: noteInput.optional(),
  additional_notes: noteInput.optional(),
  provider_initials: initialsInput.optional(),
  client: clientRefInput,
  created_by: z.unknown().optional(),
});
export type DailyProgressBody = z.input<typeof dailyProgressBody>;

/** POST /api/trials/ (docs/product-rules.md §7). The goal must belong to the progress record's client. */
export const trialCreateBody = z.strictObject({
  trial_number: trialNumberInput,
  percentage: percentageInput.optional(),
  value: trialValueInput,
  initials: initialsInput.optional(),
  daily_progress: recordIdInput(),
  goal: recordIdInput(),
});
export type TrialCreateBody = z.input<typeof trialCreateBody>;

/**
 * PUT /api/trials/{id}/: the trial's fields, any subset; `daily_progress` may not change. `id` and
 * `percentage_value` are accepted and ignored so that a trial read back can be sent back whole.
 */
export const trialUpdateBody = z.strictObject({
  id: z.unknown().optional(),
  percentage_value: z.unknown().optional(),
  trial_number: trialNumberInput.optional(),
  percentage: percentageInput.optional(),
  value: trialValueInput.optional(),
  initials: initialsInput.optional(),
  daily_progress: recordIdInput().optional(),
  goal: recordIdInput().optional(),
});
export type TrialUpdateBody = z.input<typeof trialUpdateBody>;

/** One trial of a Save Progress: with `id` it updates that trial; without a value it is skipped. */
export const progressSaveTrial = z.strictObject({
  id: recordIdInput().optional().nullable(),
  goal: recordIdInput(),
  trial_number: trialNumberInput,
  percentage: percentageInput.optional(),
  value: trialValueInput.nullable().optional(),
  initials: initialsInput.optional(),
});
export type ProgressSaveTrial = z.input<typeof progressSaveTrial>;

/**
 * POST /api/progress/save/: the Notes page's Save Progress in one transaction. Upserts the day's
 * progress record by (client, date), then deletes `deleted_trial_ids`, updates trials with an id
 * and creates the others. Trials without a value are skipped; at least one must have a value.
 */
export const progressSaveBody = z
  .strictObject({
    client: clientRefInput,
    date: dateInput(),
    location: locationInput,
    general_notes: noteInput.optional(),
    additional_notes: noteInput.optional(),
    provider_initials: initialsInput.optional(),
    trials: z
      .array(progressSaveTrial, { error: MSG.trialValueNeeded })
      .max(SAVE_TRIALS_MAX, { error: `At most ${SAVE_TRIALS_MAX} trials can be saved at once.` }),
    deleted_trial_ids: z.array(recordIdInput()).max(SAVE_TRIALS_MAX).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.trials.some((trial) => trial.value)) {
      ctx.addIssue({ code: 'custom', path: ['trials'], message: MSG.trialValueNeeded });
    }
  });
export type ProgressSaveBody = z.input<typeof progressSaveBody>;

/** POST /api/progress/save/ answer: the saved record, all its trials, and whether it was new. */
export const progressSaveResult = dailyProgressSchema.extend({
  trials: z.array(trialSchema),
  created: z.boolean(),
});
export type ProgressSaveResult = z.infer<typeof progressSaveResult>;

// ---------------------------------------------------------------------------------------------
// Goal trends, timesheet
// ---------------------------------------------------------------------------------------------

/** GET /api/clients/{id}/goal-trends/ query: the window in days ending today (default 90). */
export const goalTrendsQuery = z.object({
  days: wholeNumberParam(1, TRENDS_DAYS_MAX, `Enter a number of days from 1 to ${TRENDS_DAYS_MAX}.`)
    .optional()
    .describe(
      `Days, 1–${TRENDS_DAYS_MAX} in plain digits (\`1e1\`, \`+30\`, \`01\` are refused); default ${TRENDS_DAYS_DEFAULT}`,
    ),
});

export const valueCounts = z.object(
  Object.fromEntries(TRIAL_VALUE_CODES.map((code) => [code, z.number().int()])) as Record<
    (typeof TRIAL_VALUE_CODES)[number],
    z.ZodNumber
  >,
);
export type TrialValueCounts = z.infer<typeof valueCounts>;

/** One day of one goal's trend: trial count, count per value code, share of "I" in percent. */
export const goalTrendPoint = z.object({
  date: z.string().describe('MM/DD/YYYY'),
  date_iso: z.string(),
  trials: z.number().int(),
  counts: valueCounts,
  independent_percent: z.number().describe('Share of the day’s trials scored I, 0–100, 1 decimal'),
});
export type GoalTrendPoint = z.infer<typeof goalTrendPoint>;

/** GET /api/clients/{id}/goal-trends/?days=90: per goal, per day with trials, in date order. */
export const goalTrendsSchema = z.object({
  client: z.number().int(),
  days: z.number().int(),
  start_date: z.string().describe('MM/DD/YYYY'),
  end_date: z.string().describe('MM/DD/YYYY (today, organisation zone)'),
  start: z.string().describe('YYYY-MM-DD'),
  end: z.string().describe('YYYY-MM-DD'),
  goals: z.array(
    z.object({
      goal: z.number().int(),
      description: z.string(),
      total_trials: z.number().int(),
      counts: valueCounts,
      independent_percent: z.number().describe('Over the whole window'),
      points: z.array(goalTrendPoint),
    }),
  ),
});
export type GoalTrends = z.infer<typeof goalTrendsSchema>;

/**
 * GET /api/timesheet/ query: client (record id or business id; blank or "all" for all clients),
 * start_date and end_date (either format; default the current pay period), provider (admins
 * only: one provider's clients).
 */
export const timesheetQuery = z.object({
  client: z.string().max(50).optional(),
  start_date: dateInput().optional(),
  end_date: dateInput().optional(),
  provider: recordIdParam.optional(),
});
export type TimesheetQuery = z.infer<typeof timesheetQuery>;

/** One timesheet row (docs/product-rules.md §2 Timesheet table). */
export const timesheetRowSchema = z.object({
  id: z.number().int().describe('Attendance record id'),
  status: z.enum(TIMESHEET_STATUSES),
  client: z.string().describe('Client name'),
  client_code: z.string().describe('Business client id'),
  client_id: z.number().int(),
  client_name: z.string(),
  service: z.string().describe('Service code (a service_codes row, e.g. DTA1)'),
  service_date: z.string().describe('MM/DD/YYYY'),
  service_date_iso: z.string(),
  start_time: z.string().describe('HH:MM'),
  end_time: z.string().nullable().describe('HH:MM'),
  provider: z.string(),
  billable_hours: z.number().describe('Hours billed: end − start, 0 for a No Show'),
  scheduled_hours: z.number().describe('end − start whatever the status; for a No Show, the hours not delivered'),
  ...recordBillingFields,
  ...recordSignatureFields,
});
export type TimesheetRow = z.infer<typeof timesheetRowSchema>;

/** GET /api/timesheet/: rows (date, then start time) and the three totals of docs/product-rules.md §2. */
export const timesheetSchema = z.object({
  provider: z.object({ id: z.number().int(), name: z.string() }).describe('The signed-in user'),
  client: z.number().int().nullable().describe('Client record id filtered on, or null for all'),
  start_date: z.string().describe('MM/DD/YYYY'),
  end_date: z.string().describe('MM/DD/YYYY'),
  start: z.string(),
  end: z.string(),
  rows: z.array(timesheetRowSchema),
  totals: z.object({
    completed_hours: z.number().describe('Billable hours of the Completed rows'),
    incomplete_hours: z
      .number()
      .describe('Scheduled hours of the rows not Completed (In Progress and No Show); none of it billed'),
    no_show_hours: z
      .number()
      .describe('Scheduled hours of the No Show rows: not delivered, not billed, included in incomplete_hours'),
    units: z.number().int().describe('Billable units of the rows (docs/billing-rules.md)'),
    amount_cents: z.number().int().describe('Sum of the rows’ amounts, in cents'),
  }),
});
export type Timesheet = z.infer<typeof timesheetSchema>;
