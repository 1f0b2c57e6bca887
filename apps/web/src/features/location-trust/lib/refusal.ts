import type { TFunction } from 'i18next';
import { refusalCode } from '../../../lib/refusal';
import { en } from '../i18n/en';

/** A refusal worded from its machine code (docs/api-errors.md). */
export function refusalText(t: TFunction, error: unknown): string {
  return t(`locationTrust.errors.${refusalCode(error, en.locationTrust.errors)}`);
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
