import type { Goal, Trial } from '@daybook/domain';

export type MissingPart = 'percentage' | 'initials' | 'both';

export interface IncompleteTrial {
  /** The goal's number on the page (its place in the client's goals, from 1). */
  goal: number;
  trial: number;
  missing: MissingPart;
}

/**
 * The saved trials scored with a prompt level but without a percentage or initials, in the page's
 * order. The contract lets a trial be saved so (docs/product-rules.md §3, §10 "Trials"), so the
 * author is warned before signing, when the note can still be completed, not refused.
 */
export function incompleteTrials(trials: readonly Trial[], goals: readonly Goal[]): IncompleteTrial[] {
  const place = new Map(goals.map((goal, index) => [goal.id, index + 1]));
  return trials
    .filter((trial) => trial.value && (trial.percentage_value === null || !trial.initials?.trim()))
    .map((trial) => {
      const noPercentage = trial.percentage_value === null;
      const noInitials = !trial.initials?.trim();
      return {
        goal: place.get(trial.goal) ?? 0,
        trial: trial.trial_number,
        missing: noPercentage && noInitials ? 'both' : noPercentage ? 'percentage' : 'initials',
      } satisfies IncompleteTrial;
    })
    .sort((a, b) => a.goal - b.goal || a.trial - b.trial);
}
