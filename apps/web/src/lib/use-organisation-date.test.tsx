// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextMidnight, useOrganisationDate } from './use-organisation-date';

/**
 * A dashboard left open across midnight moves on to the new day at the organisation's midnight,
 * not the browser's, and not only at the next action.
 */
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the next midnight in the organisation’s zone', () => {
  it('is the zone’s, whatever the browser’s', () => {
    // 11:00 PM on 11/19 in Phoenix (UTC−7)
    expect(nextMidnight(new Date('2026-11-20T06:00:00Z'), 'America/Phoenix').toISOString()).toBe(
      '2026-11-20T07:00:00.000Z',
    );
    expect(nextMidnight(new Date('2026-11-20T06:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-21T05:00:00.000Z',
    );
  });

  it('follows a day of 23 hours (the clocks go forward)', () => {
    // 03/08/2026 in Denver runs from 07:00 UTC to 06:00 UTC the next day
    expect(nextMidnight(new Date('2026-03-08T12:00:00Z'), 'America/Denver').toISOString()).toBe(
      '2026-03-09T06:00:00.000Z',
    );
  });
});

describe('the organisation’s date on an open page', () => {
  it('moves on at midnight without anything else happening', () => {
    vi.setSystemTime(new Date('2026-11-20T06:59:50Z')); // 11:59:50 PM in Phoenix
    const { result } = renderHook(() => useOrganisationDate('America/Phoenix'));
    expect(result.current).toBe('2026-11-19');
    act(() => vi.advanceTimersByTime(9_000));
    expect(result.current).toBe('2026-11-19');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe('2026-11-20');
    // and again a day later
    act(() => vi.advanceTimersByTime(24 * 3_600_000));
    expect(result.current).toBe('2026-11-21');
  });

  it('follows the server’s clock when the browser’s is behind it', () => {
    vi.setSystemTime(new Date('2026-11-20T06:58:00Z')); // 11:58 PM in Phoenix on the browser
    const { result } = renderHook(() => useOrganisationDate('America/Phoenix', 3 * 60_000));
    expect(result.current).toBe('2026-11-20');
  });

  it('looks at the clock again when the page is shown after a sleep over midnight', () => {
    vi.setSystemTime(new Date('2026-11-20T06:00:00Z'));
    const { result } = renderHook(() => useOrganisationDate('America/Phoenix'));
    expect(result.current).toBe('2026-11-19');
    // asleep: the clock moves on, no timer runs
    vi.setSystemTime(new Date('2026-11-20T15:00:00Z'));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current).toBe('2026-11-20');
  });
});
