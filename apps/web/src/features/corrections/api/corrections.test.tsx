// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { useRequestCorrection } from './corrections';

/** A correction request is sent at once or fails at once: never held, "Sending...", while offline. */
const post = vi.fn();
vi.mock('../../../lib/typed-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/typed-api')>()),
  api: { POST: (...args: unknown[]) => post(...args) },
}));

afterEach(() => {
  onlineManager.setOnline(true);
  post.mockReset();
});

describe('useRequestCorrection', () => {
  it('is not paused while offline: the call is made and its failure comes back at once', async () => {
    // what the typed client throws when fetch finds no network
    post.mockRejectedValue(new ApiError(0, null));
    onlineManager.setOnline(false);
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRequestCorrection(), { wrapper });
    const body = { date: '2026-11-26', check_in: null, check_out: '16:05', reason: 'Forgot to check out' };
    const failure = await result.current.mutateAsync(body).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(post).toHaveBeenCalledWith('/api/attendance/corrections/', { body });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.isPaused).toBe(false);
  });
});
