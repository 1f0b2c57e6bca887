import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { en } from '../i18n/en';

type ErrorKey = keyof typeof en.locationTrust.errors;
const isErrorKey = (code: string): code is ErrorKey => code in en.locationTrust.errors;

/** A refusal worded from its machine code (docs/api-errors.md). */
export function refusalText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('locationTrust.errors.other');
  if (error.isNetworkError) return t('locationTrust.errors.network');
  const code = error.code ?? '';
  return t(`locationTrust.errors.${isErrorKey(code) ? code : 'other'}`);
}

/** An instant as the organisation's date and clock time. */
export function wallClock(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
