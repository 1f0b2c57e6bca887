import { isTrivialPin } from './pin.js';

/**
 * Electronic signatures of care records (issue 14, ADR 0015, docs/signatures.md): the attestation
 * texts a signer accepts, the canonical form whose SHA-256 a signature keeps, and the rules about
 * who may sign, co-sign or add an addendum. Pure: the server hashes and enforces.
 */

/** What a provider accepts when signing their own progress note or attendance record. */
export const AUTHOR_ATTESTATION =
  'I attest that I delivered the services documented in this record, that it is true, accurate and complete, and that this electronic signature is my signature.';
/** What a supervisor accepts when co-signing a note. */
export const COSIGN_ATTESTATION =
  'As supervisor I have reviewed this record and co-sign it; this electronic signature is my signature.';
/** What the author of an addendum accepts. */
export const ADDENDUM_ATTESTATION =
  'I attest that this addendum is true and accurate, that I wrote it, and that this electronic signature is my signature.';
/** Each attestation by what is signed: the text a signature records, in English (docs/signatures.md). */
export const ATTESTATIONS = {
  author: AUTHOR_ATTESTATION,
  cosign: COSIGN_ATTESTATION,
  addendum: ADDENDUM_ATTESTATION,
} as const;
export type AttestationKind = keyof typeof ATTESTATIONS;

export const SIGNED_RECORD_TYPES = ['progress_note', 'attendance'] as const;
export type SignedRecordType = (typeof SIGNED_RECORD_TYPES)[number];
export const SIGNATURE_KINDS = ['author', 'cosign'] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];
export const SIGNATURE_METHODS = ['password', 'pin', 'session'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** A signing PIN: 6 to 12 digits. */
export const SIGNING_PIN = /^\d{6,12}$/;

/**
 * Why a new signing PIN is refused, as the server refuses it and the form checks it before
 * sending: not 6 to 12 digits (`signingPinFormat`), or trivially guessable like a kiosk PIN
 * (`signingPinTooSimple`: a run, one digit repeated, a repeated block or a common PIN); else null.
 */
export function signingPinProblem(pin: string): 'signingPinFormat' | 'signingPinTooSimple' | null {
  if (!SIGNING_PIN.test(pin)) return 'signingPinFormat';
  return isTrivialPin(pin) ? 'signingPinTooSimple' : null;
}
/** Days after which an unsigned record is listed when the organisation has not said otherwise. */
export const UNSIGNED_AFTER_DAYS_DEFAULT = 2;
/** Longest addendum text and reason. */
export const ADDENDUM_TEXT_MAX = 4000;
export const ADDENDUM_REASON_MAX = 500;

/** A JSON value as the canonical form accepts it. */
export type CanonicalValue =
  | null
  | boolean
  | number
  | string
  | CanonicalValue[]
  | { [key: string]: CanonicalValue | undefined };

/**
 * The canonical JSON of a value: object keys sorted by UTF-16 code unit order at every depth, no
 * whitespace, keys whose value is undefined left out, array order kept, strings and numbers as
 * JSON.stringify writes them. Two values that are equal as data give the same text whatever the
 * order their keys were written in, so the hash of the text identifies the content.
 */
export function canonicalJson(value: CanonicalValue): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('canonicalJson: not a finite number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const keys = Object.keys(value)
    .filter((key) => value[key] !== undefined)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key] as CanonicalValue)}`).join(',')}}`;
}

/** Whether a note is complete: signed by its author and, when its client requires it, co-signed. */
export function noteComplete(note: { signed: boolean; cosigned: boolean; requiresCosign: boolean }): boolean {
  return note.signed && (!note.requiresCosign || note.cosigned);
}

/**
 * The first day (YYYY-MM-DD) that is not yet overdue: records dated before it and still unsigned
 * are listed. `today` is the organisation's local date; `afterDays` whole days (0 = every day
 * before today).
 */
export function unsignedCutoff(today: string, afterDays: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d - afterDays));
  return day.toISOString().slice(0, 10);
}
