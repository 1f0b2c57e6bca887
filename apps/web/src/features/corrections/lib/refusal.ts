import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { en } from '../i18n/en';

type ErrorKey = keyof typeof en.corrections.errors;
const isErrorKey = (code: string): code is ErrorKey => code in en.corrections.errors;

/** A refusal worded from its machine code (docs/api-errors.md). */
export function refusalText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('corrections.errors.other');
  if (error.isNetworkError) return t('corrections.errors.network');
  const code = error.code ?? '';
  return t(`corrections.errors.${isErrorKey(code) ? code : 'other'}`);
}
