import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import '../../../lib/i18n';
import '../i18n';
import { refusalBlockers, refusalText } from './refusal';

describe('timecard refusals', () => {
  it('words a refusal by its code and lists the blockers the server named', () => {
    const error = new ApiError(409, 'This timecard cannot be submitted yet.', {}, 'timecard_not_submittable', {
      blockers: ['period_not_ended', 'open_shift'],
    });
    expect(refusalBlockers(error)).toEqual(['period_not_ended', 'open_shift']);
    expect(refusalText(i18n.t, error)).toBe(
      'This timecard cannot be submitted yet. The pay period has not ended yet. A shift is still open.',
    );
  });

  it('falls back to a general text for a code or blocker it does not know', () => {
    const error = new ApiError(409, 'x', {}, 'something_new', { blockers: ['new_rule'] });
    expect(refusalText(i18n.t, error)).toBe('Something went wrong. Please try again. Something still needs attention.');
    expect(refusalText(i18n.t, new ApiError(0, null))).toMatch(/No response/);
  });
});
