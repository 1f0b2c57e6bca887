import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { refusalCode } from './refusal';

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
