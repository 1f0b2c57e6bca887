import { z } from 'zod';
import { workDayCorrectionBody } from './admin.js';
import { clientAttendanceUpdateBody } from './care.js';
import {
  evvVisitPatchBody,
  locationExceptionNoteBody,
  locationTrustSettingsBody,
  resolveLocationExceptionBody,
} from './location-trust.js';
import { signatureSettingsBody, signingPinBody, signingTitleBody } from './signatures.js';

/**
 * The web app's forms (docs/ARCHITECTURE.md "Web forms"): each checks its values with the request
 * schema it sends, or with a form schema derived here from it. A form may hold values in the shape
 * its inputs read (text of a number field, a radio choice) and a rule only the form has (which of
 * several missing values to name first); such a rule takes its words as an argument, so the web app
 * passes them from its own catalogue in the reader's language (docs/i18n.md).
 */

/** A number typed into a text or number input: blank is `blank`, anything else must pass `rule`. */
const typedNumber = (blank: string, rule: z.ZodType<number, number>) =>
  z
    .string()
    .trim()
    .min(1, { error: blank })
    .transform((text) => Number(text))
    .pipe(rule);

// Care notes (docs/product-rules.md §2 Notes)

/** One trial as the notes form edits it: percentage and value are '' until chosen. */
const trialDraft = z.object({
  key: z.string(),
  id: z.number().int().nullable(),
  goal: z.number().int(),
  trial_number: z.number().int(),
  percentage: z.string(),
  value: z.string(),
  initials: z.string(),
});

/**
 * The day's progress note before Save Progress (the body is POST /api/progress/save/'s
 * `progressSaveBody`): a location, and at least one trial with a value, checked in that order.
 */
export const progressNoteForm = (messages: { locationRequired: string; trialValueNeeded: string }) =>
  z.object({
    location: z.string().trim().min(1, { error: messages.locationRequired }),
    general_notes: z.string(),
    provider_initials: z.string(),
    additional_notes: z.string(),
    trials: z.array(trialDraft).refine((trials) => trials.some((trial) => trial.value), {
      error: messages.trialValueNeeded,
    }),
  });
export type ProgressNoteForm = z.infer<ReturnType<typeof progressNoteForm>>;

/**
 * A signature, co-signature or addendum (ADR 0015): the password or signing PIN re-entered and the
 * attestation accepted; an addendum also has its text and reason. The first missing thing is
 * named: text and reason, then the secret, then the attestation.
 */
export const signatureForm = (messages: {
  textAndReasonNeeded: string;
  passwordNeeded: string;
  pinNeeded: string;
  attestationNeeded: string;
}) =>
  z
    .object({
      with_text: z.boolean(),
      method: z.enum(['password', 'pin']),
      secret: z.string(),
      accepted: z.boolean(),
      text: z.string(),
      reason: z.string(),
    })
    .superRefine((form, ctx) => {
      if (form.with_text && (!form.text.trim() || !form.reason.trim())) {
        ctx.addIssue({ code: 'custom', path: ['text'], message: messages.textAndReasonNeeded });
      } else if (!form.secret) {
        const message = form.method === 'pin' ? messages.pinNeeded : messages.passwordNeeded;
        ctx.addIssue({ code: 'custom', path: ['secret'], message });
      } else if (!form.accepted) {
        ctx.addIssue({ code: 'custom', path: ['accepted'], message: messages.attestationNeeded });
      }
    })
    .transform((form) => ({
      credentials: form.method === 'pin' ? { pin: form.secret } : { password: form.secret },
      text: form.text.trim(),
      reason: form.reason.trim(),
    }));
export type SignatureFormInput = z.input<ReturnType<typeof signatureForm>>;

/**
 * The signing PIN (PUT /api/profile/signing-pin/): the current password as the request checks it;
 * the PIN is left free here, as removing it sends none; the form checks a new one by
 * `signingPinProblem` (signatures.ts) before sending.
 */
export const signingPinForm = z.object({
  current_password: signingPinBody.shape.current_password,
  pin: z.string(),
});

/** The signature title (PUT /api/profile/signing-title/): blank is the role's default (null). */
export const signingTitleForm = signingTitleBody;

// Location trust and EVV (docs/evv.md)

/** Accept or reject a location exception: the optional note of the request. */
export const locationDecisionForm = resolveLocationExceptionBody.pick({ note: true });

/** The employee's note on a flagged action. */
export const locationNoteForm = locationExceptionNoteBody;

/**
 * A visit changed after the fact: both codes and the attestation as the request checks them; the
 * times stay as the datetime-local inputs write them (the page turns them into instants).
 */
export const evvVisitForm = evvVisitPatchBody
  .pick({ reason_code: true, resolution_code: true, attestation: true })
  .extend({ check_in_at: z.string(), check_out_at: z.string(), service: z.string() });
export type EvvVisitFormInput = z.input<typeof evvVisitForm>;

// Attendance (docs/product-rules.md §2)

/** The Details modal: Absent?, One to One? and Provider of PATCH /api/attendance/{id}/. */
export const attendanceDetailsForm = z.object({
  absent: z.boolean(),
  one_on_one: z.boolean(),
  provider: clientAttendanceUpdateBody.shape.provider.unwrap(),
});
export type AttendanceDetailsFormInput = z.input<typeof attendanceDetailsForm>;

// Admin console

/**
 * A work day's correction: the two datetime-local inputs as written (the dialog turns them into
 * instants on the organisation's clock) and the request's reason, required with the console's words.
 */
export const workDayCorrectionForm = (messages: { reasonRequired: string }) =>
  z.object({
    check_in: z.string(),
    check_out: z.string(),
    reason: z.string().trim().min(1, { error: messages.reasonRequired }).pipe(workDayCorrectionBody.shape.reason),
  });
export type WorkDayCorrectionFormInput = z.input<ReturnType<typeof workDayCorrectionForm>>;

/**
 * A missed day added on the monitoring page (POST /api/admin/work-days): the employee picked from a
 * select, the date (from `earliest` to `today`, the organisation's dates) and two `HH:MM` times on
 * its wall clock, and the request's reason. The dialog turns the date and times into instants.
 */
export const newWorkDayForm = (
  range: { earliest: string; today: string },
  messages: {
    employeeRequired: string;
    dateRequired: string;
    dateInFuture: string;
    dateTooEarly: string;
    checkInRequired: string;
    checkOutRequired: string;
    reasonRequired: string;
  },
) =>
  z.object({
    user_id: z.string().min(1, { error: messages.employeeRequired }),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.dateRequired })
      .refine((date) => date <= range.today, { error: messages.dateInFuture })
      .refine((date) => date >= range.earliest, { error: messages.dateTooEarly }),
    check_in: z.string().regex(/^\d{2}:\d{2}/, { error: messages.checkInRequired }),
    check_out: z.string().regex(/^\d{2}:\d{2}/, { error: messages.checkOutRequired }),
    reason: z.string().trim().min(1, { error: messages.reasonRequired }).pipe(workDayCorrectionBody.shape.reason),
  });
export type NewWorkDayFormInput = z.input<ReturnType<typeof newWorkDayForm>>;
export type NewWorkDayFormValues = z.output<ReturnType<typeof newWorkDayForm>>;

/** The organisation's signature setting, typed into a number input; the range is the request's. */
export const signatureSettingsForm = (messages: { daysRequired: string }) =>
  z.object({
    unsigned_after_days: typedNumber(messages.daysRequired, signatureSettingsBody.shape.unsigned_after_days),
  });
export type SignatureSettingsFormInput = z.input<ReturnType<typeof signatureSettingsForm>>;

/** The location-trust settings, typed into number inputs; the ranges are the request's. */
export const locationTrustSettingsForm = (messages: { accuracyRequired: string; maxAgeRequired: string }) =>
  z.object({
    low_accuracy_limit_m: typedNumber(
      messages.accuracyRequired,
      locationTrustSettingsBody.shape.low_accuracy_limit_m.unwrap(),
    ),
    offline_max_age_hours: typedNumber(
      messages.maxAgeRequired,
      locationTrustSettingsBody.shape.offline_max_age_hours.unwrap(),
    ),
  });
export type LocationTrustSettingsFormInput = z.input<ReturnType<typeof locationTrustSettingsForm>>;
