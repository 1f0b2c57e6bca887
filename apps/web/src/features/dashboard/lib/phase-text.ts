import type { TFunction } from 'i18next';
import type { ActionPhase } from '../hooks/use-workday-actions';

/** An action button's text: what its action is doing while it runs (finding the location, then sending), else `idle`. */
export function phaseText(t: TFunction, phase: ActionPhase | null, idle: string): string {
  if (phase === 'locating') return t('workday.gettingLocation');
  return phase === 'sending' ? t('workday.processing') : idle;
}
