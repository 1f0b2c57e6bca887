// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToday } from './use-today';

/**
 * The pages that read "today" (the monitoring page's Today range and Late Arrivals, the
 * attendance log, the notes, the timesheet) move on at the organisation's midnight while they stay
 * open, not only when something else redraws them.
 */
vi.mock('../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useToday', () => {
  it('is the organisation’s date, and moves on at its midnight on a page left open', () => {
    vi.setSystemTime(new Date('2026-11-21T06:59:55Z')); // 11:59:55 PM on 11/20 in Phoenix, 11/21 in UTC
    const { result } = renderHook(() => useToday());
    expect(result.current).toBe('2026-11-20');
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe('2026-11-21');
  });
});
