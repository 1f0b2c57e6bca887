import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, TEXT_MAX } from '../constants.js';
import { fillMessage, CORE_MSG as MSG } from '../messages-core.js';

/** A value not given at all (as opposed to one of the wrong type or form). */
export const missing = (input: unknown) => input === undefined || input === null;

/** A message for a value of the wrong type, or "required" when it is missing. */
function typeError(expected: string) {
  return (issue: { input?: unknown }) => (missing(issue.input) ? MSG.required : `Must be ${expected}.`);
}

const tooLong = (max: number) => fillMessage(MSG.tooLong, { max });

/**
 * PostgreSQL text cannot hold NUL (SQLite can): refused in every text field so both stores agree.
 * The server also refuses NUL in any query, path or body text before validation
 * (apps/server/src/lib/request-guards.ts), with this same message.
 */
const noNul = (value: string) => !value.includes('\u0000');
export const NUL_MESSAGE = 'Contains a character that is not allowed.';
const nulMessage = NUL_MESSAGE;

/** The one written form of a record id: decimal digits, no sign, no leading zero, at most 16 digits. */
export const CANONICAL_ID = /^[1-9][0-9]{0,15}$/;

/**
 * A record id in a path or query string. Only the canonical decimal form is accepted: `0x10`,
 * `+1`, ` 1`, `1e1`, `01` or `1.0` are refused rather than read as 16 or 1, so one record has
 * exactly one address. At most `max` (a safe integer).
 */
export const canonicalIdParam = (message: string, max: number = Number.MAX_SAFE_INTEGER) =>
  z
    .string({ error: message })
    .regex(CANONICAL_ID, { error: message })
    .transform(Number)
    .refine((id) => Number.isSafeInteger(id) && id <= max, { error: message });

/**
 * A whole number in a query string (`days`, `page`, `page_size`, `_start`): canonical decimal
 * digits only, as a record id is. `1e1`, `+30`, `01`, ` 5`, `5.0` and `0x10` are refused with
 * `message` rather than read as 10, 30, 1 or 5, so a count has one written form. From `min` (0 or
 * more) to `max`, both refused with `message` as well when out of range.
 */
export const wholeNumberParam = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^(?:0|[1-9][0-9]{0,15})$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));

/** Required text, trimmed, non-blank and bounded in length. */
export const requiredText = (max: number = TEXT_MAX, blankMessage: string = MSG.required) =>
  z
    .string({ error: typeError('text') })
    .trim()
    .min(1, { error: blankMessage })
    .max(max, { error: tooLong(max) })
    .refine(noNul, { error: nulMessage });

/** Optional text: absent, null or blank becomes null. */
export const optionalText = (max: number = TEXT_MAX) =>
  z
    .string({ error: typeError('text') })
    .trim()
    .max(max, { error: tooLong(max) })
    .refine(noNul, { error: nulMessage })
    .nullish()
    .transform((value) => (value ? value : null));

/** An email address, trimmed and lower-cased so that lookups are case-insensitive. */
export const email = z
  .string({ error: typeError('text') })
  .trim()
  .min(1, { error: MSG.required })
  .max(EMAIL_MAX, { error: tooLong(EMAIL_MAX) })
  .pipe(z.email({ error: MSG.invalidEmail }))
  .transform((value) => value.toLowerCase());

/** A password as typed: not trimmed, bounded so that hashing cannot be used to exhaust the server. */
export const password = (blankMessage: string = MSG.required) =>
  z
    // Missing or blank get the same message (docs/product-rules.md §5: "Current password is required").
    .string({ error: (issue) => (issue.input == null ? blankMessage : 'Must be text.') })
    .min(1, { error: blankMessage })
    .max(PASSWORD_MAX, { error: MSG.passwordMax });

const tokenText = z.string({ error: typeError('text') }).max(512, { error: tooLong(512) });

/** An opaque token (a refresh token): required, bounded. */
export const opaqueToken = tokenText.min(1, { error: MSG.required });

/** An opaque token that may be blank (sign-out by bearer token alone). */
export const opaqueTokenOrBlank = tokenText;

/**
 * The body of an action that takes none (approving a timecard or a correction request, revoking a
 * kiosk device, unlocking a kiosk PIN, resetting a password): nothing, or `{}`. Anything else is a 400 naming the unexpected fields, so a caller who believes it can
 * change what it approves (`{"check_in": "01:00"}`) is told so instead of being approved unchanged.
 */
export const noBody = z
  .strictObject({}, { error: 'This request takes no body.' })
  // no body at all reaches the route as null or undefined
  .nullish()
  .describe('No fields: send nothing, or {}');
