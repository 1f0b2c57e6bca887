import { z } from 'zod';
import { parseDateInput } from '../dates.js';
import { MSG } from '../messages.js';
import {
  ADDENDUM_REASON_MAX,
  ADDENDUM_TEXT_MAX,
  SIGNATURE_KINDS,
  SIGNATURE_METHODS,
  SIGNED_RECORD_TYPES,
  SIGNING_PIN,
} from '../signatures.js';
import { optionalText, password, requiredText } from './fields.js';

/**
 * Signatures, addenda and locked records (issue 14, ADR 0015). A signer re-enters their password
 * or their signing PIN; exactly one of the two is sent.
 */

const pin = z.string({ error: MSG.signingPinFormat }).regex(SIGNING_PIN, { error: MSG.signingPinFormat });

/** password or pin (one of them; the server says which was wrong). */
const credentials = {
  password: password(MSG.signatureCredentialsRequired).optional(),
  pin: pin.optional(),
};
const oneCredential = (body: { password?: string | undefined; pin?: string | undefined }) =>
  (body.password === undefined) !== (body.pin === undefined);
const oneCredentialIssue = { error: MSG.signatureCredentialsRequired, path: ['password'] };

/** POST /api/progress/{id}/sign/: the author's password or PIN, and `attestation: true`. */
export const signBody = z
  .strictObject({
    ...credentials,
    attestation: z.literal(true, { error: MSG.signatureAttestationRequired }),
  })
  .refine(oneCredential, oneCredentialIssue);
export type SignBody = z.infer<typeof signBody>;

/** POST /api/progress/{id}/cosign/: the supervisor's password or PIN; attestation, when sent, true. */
export const cosignBody = z
  .strictObject({
    ...credentials,
    attestation: z.literal(true, { error: MSG.signatureAttestationRequired }).optional(),
  })
  .refine(oneCredential, oneCredentialIssue);
export type CosignBody = z.infer<typeof cosignBody>;

/**
 * POST /api/progress/{id}/addenda/: text and reason; a password or PIN signs it with re-entry
 * (without one the author's session is the signature, recorded as method "session").
 */
export const addendumBody = z
  .strictObject({
    text: requiredText(ADDENDUM_TEXT_MAX, MSG.addendumTextRequired),
    reason: requiredText(ADDENDUM_REASON_MAX, MSG.addendumReasonRequired),
    ...credentials,
  })
  .refine((body) => !(body.password !== undefined && body.pin !== undefined), oneCredentialIssue);
export type AddendumBody = z.infer<typeof addendumBody>;

/** A calendar date as `MM/DD/YYYY` or `YYYY-MM-DD` (as care's dateInput; kept here so care.ts may import this file). */
const dayInput = z
  .string({ error: MSG.dateFormat })
  .max(20, { error: MSG.dateFormat })
  .transform((value, ctx) => {
    const date = parseDateInput(value.trim());
    if (!date || date < '1900-01-01' || date > '2100-12-31') {
      ctx.addIssue({ code: 'custom', message: MSG.dateFormat });
      return z.NEVER;
    }
    return date;
  });

/** POST /api/attendance/sign-day/: the day (either date format) and the password or PIN. */
export const signDayBody = z
  .strictObject({
    date: dayInput,
    ...credentials,
    attestation: z.literal(true, { error: MSG.signatureAttestationRequired }).optional(),
  })
  .refine(oneCredential, oneCredentialIssue);
export type SignDayBody = z.infer<typeof signDayBody>;

/** One signature as answers show it. `signer`/`title`/`signed_at`/`content_hash` are the contract. */
export const signatureSchema = z.object({
  id: z.number().int(),
  record_type: z.enum(SIGNED_RECORD_TYPES),
  record_id: z.number().int(),
  kind: z.enum(SIGNATURE_KINDS).describe('author: the provider who wrote it; cosign: a supervisor'),
  signer_id: z.number().int(),
  signer: z.string().describe('The signer’s name as it was when they signed'),
  title: z.string().describe('The signer’s credentials/title as it was when they signed'),
  signed_at: z.string().describe('ISO 8601 instant (UTC)'),
  content_hash: z.string().describe('SHA-256 (hex) of the canonical JSON of the signed content (ADR 0015)'),
  attestation: z.string(),
  method: z.enum(SIGNATURE_METHODS),
});
export type Signature = z.infer<typeof signatureSchema>;

/** One addendum of a signed record. */
export const addendumSchema = z.object({
  id: z.number().int(),
  record_type: z.enum(SIGNED_RECORD_TYPES),
  record_id: z.number().int(),
  author_id: z.number().int(),
  author: z.string(),
  title: z.string(),
  text: z.string(),
  reason: z.string(),
  created_at: z.string().describe('ISO 8601 instant (UTC)'),
  signed_at: z.string().describe('ISO 8601 instant (UTC)'),
  content_hash: z.string().describe('SHA-256 (hex) of the addendum with the record’s signed hash'),
  method: z.enum(SIGNATURE_METHODS),
});
export type Addendum = z.infer<typeof addendumSchema>;

/** What progress-note and attendance answers add: the signatures and addenda of the record. */
export const recordSignatureFields = {
  signatures: z.array(signatureSchema).describe('The author’s signature and any co-signature, oldest first'),
  addenda: z.array(addendumSchema).describe('Addenda written after signing, oldest first'),
};

/** What a progress-note answer adds (besides the signatures and addenda). */
export const progressSignatureFields = {
  ...recordSignatureFields,
  signed: z.boolean().describe('The author signed the note: it is locked (edits and trial changes answer 409)'),
  cosigned: z.boolean(),
  requires_cosign: z.boolean().describe('The client requires a supervisor’s co-signature'),
  complete: z.boolean().describe('Signed, and co-signed when the client requires it'),
};

export type ProgressSignatureKey = keyof typeof progressSignatureFields;
export type RecordSignatureKey = keyof typeof recordSignatureFields;

/** POST /api/attendance/sign-day/ answer. */
export const signDayResult = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  signatures: z.array(signatureSchema).describe('The signatures made now, one per record'),
  skipped: z
    .array(
      z.object({
        record_id: z.number().int(),
        reason: z.enum(['already_signed', 'in_progress']),
        signature: signatureSchema.nullable().describe('The earlier signature of an already signed record'),
      }),
    )
    .describe('Records of the day left as they were: already signed, or still open (no time out)'),
});
export type SignDayResult = z.infer<typeof signDayResult>;

/** One overdue unsigned record in GET /api/progress/unsigned/. */
export const unsignedRecordSchema = z.object({
  record_type: z.enum(SIGNED_RECORD_TYPES),
  id: z.number().int(),
  date: z.string().describe('YYYY-MM-DD'),
  client_id: z.number().int(),
  client_code: z.string(),
  client_name: z.string(),
  author_id: z.number().int().describe('Who must sign: the note’s author, or the client’s provider for attendance'),
  author_name: z.string(),
  days_old: z.number().int(),
});
export type UnsignedRecord = z.infer<typeof unsignedRecordSchema>;

export const unsignedListSchema = z.object({
  after_days: z.number().int().describe('The organisation’s setting: records older than this are listed'),
  before: z.string().describe('YYYY-MM-DD: records dated before this day are listed'),
  records: z.array(unsignedRecordSchema),
});
export type UnsignedList = z.infer<typeof unsignedListSchema>;

/** GET /api/progress/unsigned/ query: `scope=mine` limits a manager or admin to their own. */
export const unsignedQuery = z.object({ scope: z.enum(['mine', 'all']).optional() });

/** PUT /api/profile/signing-pin/: the current password, and the new PIN (null removes it). */
export const signingPinBody = z.strictObject({
  current_password: password(MSG.currentPasswordRequired),
  pin: pin.nullable(),
});
/** GET /api/profile/signing/: whether a PIN is set and the title signatures show. */
export const signingStatusSchema = z.object({
  has_pin: z.boolean(),
  title: z.string().nullable().describe('The title the user set; null: the default for their role'),
  default_title: z.string(),
  effective_title: z.string().describe('What the next signature shows'),
});
export type SigningStatus = z.infer<typeof signingStatusSchema>;

/** PUT /api/profile/signing-title/: credentials/title for future signatures (blank: the default). */
export const signingTitleBody = z.strictObject({ title: optionalText(100) });

/** PUT /api/admin/signature-settings/ (admin). */
export const signatureSettingsSchema = z.object({
  unsigned_after_days: z.number().int().min(0).max(365),
});
export const signatureSettingsBody = z.strictObject({
  unsigned_after_days: z
    .number({ error: MSG.unsignedAfterDaysRange })
    .int({ error: MSG.unsignedAfterDaysRange })
    .min(0, { error: MSG.unsignedAfterDaysRange })
    .max(365, { error: MSG.unsignedAfterDaysRange }),
});

/** PUT /api/admin/clients/{id}/cosign/ (admin): whether the client's notes need a co-signature. */
export const clientCosignBody = z.strictObject({ requires_cosign: z.boolean({ error: MSG.required }) });
export const clientCosignSchema = z.object({ id: z.number().int(), requires_cosign: z.boolean() });
