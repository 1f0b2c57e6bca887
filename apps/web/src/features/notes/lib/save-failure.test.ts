import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import '../i18n';
import { isSignedRefusal, saveFailureText } from './save-failure';

// the catalogue's key (the area's i18n registers the server's texts), so the test reads which text was chosen;
// a server text not in the catalogue is shown as it came
const t = ((key: string) => key) as unknown as TFunction;
const SIGNED = 'This record is signed and locked. Add an addendum instead of changing it.';

describe('saveFailureText (docs/api-errors.md)', () => {
  it('words a refusal (a 4xx with a code) by the server’s text', () => {
    expect(saveFailureText(t, new ApiError(409, SIGNED, {}, 'record_signed'))).toBe('messages.recordSigned');
    expect(saveFailureText(t, new ApiError(403, 'Not your client.', {}, 'forbidden'))).toBe('Not your client.');
  });

  it('words a refusal naming fields by those fields’ messages', () => {
    const refusal = new ApiError(400, 'date: The date cannot be in the future.', {
      date: ['The date cannot be in the future.'],
    });
    expect(saveFailureText(t, refusal)).toBe('messages.careDateInFuture');
  });

  it('keeps “try again” for no answer, a server error, a refusal without a code and anything else', () => {
    expect(saveFailureText(t, new ApiError(0, null))).toBe('notes.saveFailed');
    expect(saveFailureText(t, new ApiError(503, 'The database is busy.', {}, 'database_busy'))).toBe(
      'notes.saveFailed',
    );
    expect(saveFailureText(t, new ApiError(500, null, {}, 'server_error'))).toBe('notes.saveFailed');
    expect(saveFailureText(t, new ApiError(409, null, {}, 'conflict'))).toBe('notes.saveFailed');
    expect(saveFailureText(t, new TypeError('x'))).toBe('notes.saveFailed');
  });

  it('knows a signed-note refusal by its code', () => {
    expect(isSignedRefusal(new ApiError(409, SIGNED, {}, 'record_signed'))).toBe(true);
    expect(isSignedRefusal(new ApiError(409, 'You are not paused.', {}, 'not_paused'))).toBe(false);
    expect(isSignedRefusal(new Error(SIGNED))).toBe(false);
  });
});
