import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { refusalDetail } from '../../../lib/refusal';

/**
 * Whether a failed Save Progress was refused because the note is signed (409 `record_signed`, for
 * example signed in another tab): the page then reads the note again and shows it signed.
 */
export function isSignedRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'record_signed';
}

/**
 * The words a failed Save Progress shows (docs/api-errors.md): a refusal (a 4xx with a machine
 * code) in the server's own words, in the reader's language, since trying again will not change
 * it; a refusal naming fields, those fields' messages; no answer or a server error (5xx), the
 * generic "try again", which may work.
 */
export function saveFailureText(t: TFunction, error: unknown): string {
  const generic = t('notes.saveFailed');
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const fields = Object.values(error.fieldErrors).flat();
    if (fields.length > 0) return fields.map((text) => translateMessage(t, text)).join(' ');
    if (error.code) return refusalDetail(t, error, generic);
  }
  return generic;
}
