import type { TFunction } from 'i18next';
import { refusalCode } from '../../../lib/refusal';
import { en } from '../i18n/en';

/** A refusal worded from its machine code (docs/api-errors.md). */
export function refusalText(t: TFunction, error: unknown): string {
  return t(`locationTrust.errors.${refusalCode(error, en.locationTrust.errors)}`);
}
