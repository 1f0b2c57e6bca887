import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/i18n/intl';
import { refusalCode } from '../../../lib/refusal';
import { en } from '../i18n/en';

type BlockerKey = keyof typeof en.timecards.blockers;

const isBlockerKey = (code: string): code is BlockerKey => code in en.timecards.blockers;

/**
 * Why a timecard cannot be approved (or submitted) yet, in the reader's language; with the
 * period's last day (YYYY-MM-DD) where the reader sees one timecard, a period still running says
 * when it ends.
 */
export function blockerText(t: TFunction, blocker: string, periodEnd?: string): string {
  if (blocker === 'period_not_ended' && periodEnd) {
    return t('timecards.periodEndsOn', { date: formatCalendarDate(periodEnd) });
  }
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
  const head = t(`timecards.errors.${refusalCode(error, en.timecards.errors)}`);
  const blockers = refusalBlockers(error);
  return blockers.length > 0 ? [head, ...blockers.map((blocker) => blockerText(t, blocker))].join(' ') : head;
}
