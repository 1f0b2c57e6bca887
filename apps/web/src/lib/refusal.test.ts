import { CORE_MSG } from '@daybook/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { hasFieldErrors, refusalCode, refusalDetail } from './refusal';

const worded = { shift_open: 'A shift is open.', network: 'No answer.', other: 'Something went wrong.' };

describe('refusalCode', () => {
  it('names the code of a refusal the area words', () => {
    expect(refusalCode(new ApiError(409, 'x', {}, 'shift_open'), worded)).toBe('shift_open');
  });

  it('names network when the server never answered, whatever the code', () => {
    expect(refusalCode(new ApiError(0, null, {}, 'shift_open'), worded)).toBe('network');
  });

  it('falls back to other for an unknown code, no code, or a failure that is not an API refusal', () => {
    expect(refusalCode(new ApiError(409, 'x', {}, 'something_new'), worded)).toBe('other');
    expect(refusalCode(new ApiError(500, null), worded)).toBe('other');
    expect(refusalCode(new Error('boom'), worded)).toBe('other');
    expect(refusalCode(undefined, worded)).toBe('other');
  });
});

describe('refusalDetail', () => {
  // a t that shows which catalogue key it was asked for
  const t = ((key: string) => `[${key}]`) as unknown as TFunction;

  it('words a refusal by its detail: a catalogue message in the reader’s language, another as it came', () => {
    expect(refusalDetail(t, new ApiError(401, CORE_MSG.invalidCredentials), 'Failed.')).toBe(
      '[messages.invalidCredentials]',
    );
    expect(refusalDetail(t, new ApiError(409, 'The day is locked.'), 'Failed.')).toBe('The day is locked.');
  });

  it('falls back without a detail, or for a failure that is not an API refusal', () => {
    expect(refusalDetail(t, new ApiError(500, null), 'Failed.')).toBe('Failed.');
    expect(refusalDetail(t, new ApiError(0, null), 'Failed.')).toBe('Failed.');
    expect(refusalDetail(t, new Error('boom'), 'Failed.')).toBe('Failed.');
  });
});

describe('hasFieldErrors', () => {
  it('is true only for a refusal that names a field', () => {
    expect(hasFieldErrors(new ApiError(400, null, { reason: ['Required.'] }))).toBe(true);
    expect(hasFieldErrors(new ApiError(409, 'A shift is open.', {}, 'shift_open'))).toBe(false);
    expect(hasFieldErrors(new Error('boom'))).toBe(false);
  });
});
