import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { blockerText, refusalBlockers, refusalText } from './refusal';

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

  it('says when a running period ends where one timecard is shown, in English and Spanish', async () => {
    await loadLanguage('en');
    expect(blockerText(i18n.t, 'period_not_ended', '2026-11-30')).toBe(
      'The pay period has not ended yet: it ends 11/30/2026.',
    );
    expect(blockerText(i18n.t, 'period_not_ended')).toBe('The pay period has not ended yet.');
    expect(blockerText(i18n.t, 'open_shift', '2026-11-30')).toBe('A shift is still open.');
    await loadLanguage('es');
    expect(blockerText(i18n.t, 'period_not_ended', '2026-11-30')).toBe(
      'El período de pago todavía no terminó: termina el 30 nov 2026.',
    );
    await loadLanguage('en');
  });

  it('says a day lacks its check-out in a plain sentence, in English and Spanish', async () => {
    await loadLanguage('en');
    expect(blockerText(i18n.t, 'missing_day')).toBe('A day is missing its check-out.');
    await loadLanguage('es');
    expect(blockerText(i18n.t, 'missing_day')).toBe('A un día le falta la salida.');
    await loadLanguage('en');
  });
});
