// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testToaster, withToaster } from '../../../components/testing/toaster';
import { keptFlagFor } from '../lib/kept-flag';
import { useWorkdayActions } from './use-workday-actions';

/**
 * The chance to explain a flagged check-in to the manager outlives a reload (the flag blocks the
 * timecard until a manager decides): the flag is kept on the device with its work day until a
 * note is sent or it is dismissed (docs/evv.md).
 */
const outside = { status: 'outside' as const, distance_m: 900, exception_id: 7, location: null };
const server = vi.hoisted(() => ({ checkIn: vi.fn(), pauseTimer: vi.fn() }));
vi.mock('../../../lib/offline/offline-queue-context', () => ({
  useOfflineQueue: () => ({ userId: '3', pending: [], enqueue: async () => undefined }),
}));
vi.mock('../../../lib/geolocation', () => ({ getDeviceLocation: async () => null }));
vi.mock('../api/workday', () => ({
  checkIn: server.checkIn,
  checkOut: vi.fn(),
  pauseTimer: server.pauseTimer,
  resumeTimer: vi.fn(),
  useInvalidateWorkday: () => async () => undefined,
}));

const toaster = testToaster();
const wrapper = ({ children }: { children: ReactNode }) => withToaster(children, toaster);

beforeEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});
afterEach(() => cleanup());

describe('a flagged action’s note after a reload', () => {
  it('is offered again while the flagged work day is today’s, until dismissed', async () => {
    server.checkIn.mockResolvedValue({ id: 41, location_check: outside });
    const first = renderHook(() => useWorkdayActions(null), { wrapper });
    await act(async () => {
      await first.result.current.checkIn();
    });
    expect(first.result.current.flag).toEqual(outside);
    first.unmount();

    // the reload: the page starts again, with nothing in memory
    const again = renderHook(() => useWorkdayActions(41), { wrapper });
    expect(again.result.current.flag).toBeNull();
    expect(keptFlagFor(again.result.current.kept, 41)).toEqual(outside);
    // another day's work day: not offered
    expect(keptFlagFor(again.result.current.kept, 42)).toBeNull();
    expect(keptFlagFor(again.result.current.kept, null)).toBeNull();

    // a note sent (or the notice closed): not offered again, after another reload neither
    act(() => again.result.current.dismissFlag());
    expect(again.result.current.kept).toBeNull();
    again.unmount();
    const later = renderHook(() => useWorkdayActions(41), { wrapper });
    expect(later.result.current.kept).toBeNull();
  });

  it('keeps a flagged pause with the work day shown (its answer names none)', async () => {
    server.pauseTimer.mockResolvedValue({ paused: true, location_check: outside });
    const first = renderHook(() => useWorkdayActions(41), { wrapper });
    await act(async () => {
      await first.result.current.pause('Lunch');
    });
    first.unmount();
    const again = renderHook(() => useWorkdayActions(41), { wrapper });
    expect(keptFlagFor(again.result.current.kept, 41)).toEqual(outside);
  });

  it('keeps the flag when a later action is not flagged (the first still waits for its note)', async () => {
    server.checkIn.mockResolvedValueOnce({ id: 41, location_check: outside });
    server.pauseTimer.mockResolvedValue({
      paused: true,
      location_check: { ...outside, status: 'inside', exception_id: null },
    });
    const first = renderHook(() => useWorkdayActions(41), { wrapper });
    await act(async () => {
      await first.result.current.checkIn();
    });
    await act(async () => {
      await first.result.current.pause('Lunch');
    });
    expect(first.result.current.flag).toBeNull();
    expect(keptFlagFor(first.result.current.kept, 41)).toEqual(outside);
  });
});
