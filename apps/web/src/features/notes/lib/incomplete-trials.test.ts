import type { Goal, Trial } from '@daybook/domain';
import { describe, expect, it } from 'vitest';
import { incompleteTrials } from './incomplete-trials';

const goals = [{ id: 10 }, { id: 20 }] as Goal[];
const trial = (goal: number, trial_number: number, percentage_value: number | null, initials: string | null) =>
  ({ id: goal + trial_number, goal, trial_number, value: 'VP', percentage_value, initials }) as Trial;

describe('incompleteTrials', () => {
  it('lists the scored trials without a percentage or initials, by goal number and trial', () => {
    expect(
      incompleteTrials(
        [trial(20, 1, null, 'AR'), trial(10, 2, 50, ' '), trial(10, 1, 100, 'AR'), trial(20, 2, null, null)],
        goals,
      ),
    ).toEqual([
      { goal: 1, trial: 2, missing: 'initials' },
      { goal: 2, trial: 1, missing: 'percentage' },
      { goal: 2, trial: 2, missing: 'both' },
    ]);
  });

  it('is empty when every trial is complete', () => {
    expect(incompleteTrials([trial(10, 1, 0, 'AR')], goals)).toEqual([]);
  });
});
