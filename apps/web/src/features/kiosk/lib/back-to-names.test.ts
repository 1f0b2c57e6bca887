import { describe, expect, it } from 'vitest';
import { IDLE_MS, msUntilNames, RESULT_MS } from './back-to-names';

describe('msUntilNames', () => {
  it('keeps a result on screen for RESULT_MS from when it is shown, however long its answer took', () => {
    // Check In tapped at 0; the answer came back 7 s later
    expect(msUntilNames('result', 0, 7_000, 7_000)).toBe(RESULT_MS);
    expect(msUntilNames('result', 0, 7_000, 12_000)).toBe(1_000);
    expect(msUntilNames('result', 0, 7_000, 13_500)).toBe(0);
  });

  it('counts from a touch made after the step was shown', () => {
    expect(msUntilNames('result', 5_000, 1_000, 5_000)).toBe(RESULT_MS);
    expect(msUntilNames('other', 30_000, 1_000, 40_000)).toBe(IDLE_MS - 10_000);
  });

  it('goes back to the names at once once the wait is over', () => {
    expect(msUntilNames('other', 0, 0, IDLE_MS + 1)).toBe(0);
  });
});
