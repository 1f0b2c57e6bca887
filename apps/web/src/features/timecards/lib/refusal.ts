import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { en } from '../i18n/en';

type BlockerKey = keyof typeof en.timecards.blockers;
type ErrorKey = keyof typeof en.timecards.errors;

const isBlockerKey = (code: string): code is BlockerKey => code in en.timecards.blockers;
const isErrorKey = (code: string): code is ErrorKey => code in en.timecards.errors;

/** Why a timecard cannot be approved (or submitted) yet, in the reader's language. */
export function blockerText(t: TFunction, blocker: string): string {
  return t(`timecards.blockers.${isBlockerKey(blocker) ? blocker : 'other'}`);
}

/** The blockers a refusal names in `params.blockers`. */
export function refusalBlockers(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const blockers = error.params.blockers;
  return Array.isArray(blockers) ? blockers.filter((item): item is string => typeof item === 'string') : [];
}

/** A refusal worded from its machine code (docs/api-errors.md), with the blockers it lists. */
export function refusalText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('timecards.errors.other');
  if (error.isNetworkError) return t('timecards.errors.network');
  const code = error.code ?? '';
  const head = t(`timecards.errors.${isErrorKey(code) ? code : 'other'}`);
  const blockers = refusalBlockers(error);
  return blockers.length > 0 ? [head, ...blockers.map((blocker) => blockerText(t, blocker))].join(' ') : head;
}
