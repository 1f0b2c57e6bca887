// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

describe('useAfterPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('stays false while the condition is false, turns true a frame and a task after it holds, and stays true', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { result, rerender } = renderHook(({ when }) => useAfterPaint(when), { initialProps: { when: false } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(result.current).toBe(false);

    rerender({ when: true });
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(result.current).toBe(true);

    // once shown, the rest stays shown (a later refetch does not hide it again)
    rerender({ when: false });
    expect(result.current).toBe(true);
  });

  it('follows on a timer in a tab that is not shown (no frame is painted there)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const { result } = renderHook(() => useAfterPaint(true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current).toBe(true);
    expect(frame).not.toHaveBeenCalled();
  });

  it('schedules nothing once unmounted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { unmount } = renderHook(() => useAfterPaint(true));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
