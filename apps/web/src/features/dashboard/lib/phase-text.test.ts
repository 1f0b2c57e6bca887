import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { phaseText } from './phase-text';

// a t that shows which catalogue key it was asked for
const t = ((key: string) => `[${key}]`) as unknown as TFunction;

describe('phaseText', () => {
  it('says what a running action is doing, and the button’s own text when none runs', () => {
    expect(phaseText(t, 'locating', 'Pause')).toBe('[workday.gettingLocation]');
    expect(phaseText(t, 'sending', 'Pause')).toBe('[workday.processing]');
    expect(phaseText(t, null, 'Pause')).toBe('Pause');
  });
});
