import { z } from 'zod';
import { MSG } from '../messages.js';
import { instantInput } from './admin.js';
import { recordIdInput, recordIdParam } from './care.js';
import { requiredText } from './fields.js';
import { isoDate } from './payroll.js';

/**
 * Correction requests and managers' direct corrections (docs/payroll-rules.md). A request names
 * an organisation-local date, optionally the work day it corrects, and proposed wall-clock times
 * `HH:MM` in the organisation's zone; either time may be left empty (a missing check-out only).
 */

export const CORRECTION_STATUSES = ['pending', 'approved', 'denied'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** An optional 24-hour `HH:MM`: empty or absent means "leave as it is". */
const optionalClock = z
  .union([z.string(), z.null()], { error: MSG.invalidTime })
  .optional()
  .transform((value, ctx) => {
    const text = (value ?? '').trim();
    if (!text) return null;
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidTime });
      return z.NEVER;
    }
    return text;
  });

export const correctionRequestBody = z
  .strictObject({
    date: isoDate(),
    work_day_id: recordIdInput().optional().nullable().describe('The work day corrected; default the one on `date`'),
    check_in: optionalClock.describe('Proposed check-in, HH:MM in the organisation zone; empty keeps it'),
    check_out: optionalClock.describe('Proposed check-out, HH:MM in the organisation zone, on `date`; empty keeps it'),
    reason: requiredText(500, MSG.correctionReasonRequired),
    new_shift: z
      .boolean({ error: 'Must be true or false.' })
      .optional()
      .describe(
        'A shift never punched on a date that may already have shifts (split shifts): approved, it adds a shift. Needs both times; not with work_day_id',
      ),
  })
  .refine((b) => b.check_in !== null || b.check_out !== null, {
    error: MSG.correctionRequestNoTimes,
    path: ['check_out'],
  })
  .refine((b) => !(b.new_shift && b.work_day_id != null), {
    error: MSG.correctionNewShiftWithDay,
    path: ['work_day_id'],
  });
export type CorrectionRequestBody = z.output<typeof correctionRequestBody>;

/** A form's values before parsing (the web form uses the same schema). */
export type CorrectionRequestInput = z.input<typeof correctionRequestBody>;

export const correctionListQuery = z.strictObject({
  status: z.enum(CORRECTION_STATUSES, { error: 'Choose pending, approved or denied.' }).optional(),
});

export const denyCorrectionBody = z.strictObject({
  note: requiredText(500, MSG.correctionRequestNoteRequired),
});

export const correctionIdParams = z.strictObject({ id: recordIdParam });

export const correctionRequestSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  date: z.string().describe('YYYY-MM-DD'),
  work_day_id: z.number().int().nullable().describe('The day corrected, or the one created on approval'),
  check_in: z.string().nullable().describe('Proposed HH:MM; null keeps the current one'),
  check_out: z.string().nullable().describe('Proposed HH:MM; null keeps the current one'),
  check_in_at: z.string().nullable().describe('The proposed check-in as an ISO instant'),
  check_out_at: z.string().nullable().describe('The proposed check-out as an ISO instant'),
  current_check_in_at: z.string().nullable().describe('The day’s check-in now (null: never punched)'),
  current_check_out_at: z.string().nullable(),
  reason: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  note: z.string().nullable().describe('The note given with a denial'),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  // added fields (an existing client reads the ones above): the paid time of the proposed shift
  proposed_worked_seconds: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe(
      'The shift as approving leaves it (each proposed time, else the recorded one): exact seconds worked, its recorded pauses clipped to it and subtracted (docs/payroll-rules.md "Correction requests"); null while it has no check-out',
    ),
  proposed_paused_seconds: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('Exact seconds of the shift’s recorded pauses inside the proposed times; null while it has no check-out'),
  // added field: what the request was decided against, so a decided request still shows it
  recorded_before: z
    .object({
      check_in_at: z.string().nullable().describe('null: the date had no shift (an approval created it)'),
      check_out_at: z.string().nullable(),
    })
    .nullable()
    .optional()
    .describe(
      'The shift’s recorded times before the request’s decision: for an approved request, the times its approval changed (kept in the day’s correction history); for a pending or denied one, which changes nothing, the shift’s times now. null when not known (an approval from before the history kept creations)',
    ),
});
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;

export const newWorkDayBody = z
  .strictObject({
    user_id: recordIdInput(),
    check_in_at: instantInput,
    check_out_at: instantInput,
    pauses: z
      .array(z.strictObject({ start_at: instantInput, end_at: instantInput }))
      .max(20)
      .default([]),
    reason: requiredText(500, MSG.correctionReasonRequired),
  })
  .describe('A missed day added by a manager (their team) or an admin');
export type NewWorkDayBody = z.output<typeof newWorkDayBody>;
