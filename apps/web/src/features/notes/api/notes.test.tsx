// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { useSaveProgress } from './notes';

/** Save Progress is sent at once or fails at once: never held, spinning, while offline (docs/offline.md). */
const post = vi.fn();
vi.mock('../../../lib/typed-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/typed-api')>()),
  api: { POST: (...args: unknown[]) => post(...args) },
}));

afterEach(() => {
  onlineManager.setOnline(true);
  post.mockReset();
});

describe('useSaveProgress', () => {
  it('is not paused while offline: the call is made and its failure comes back at once', async () => {
    // what the typed client throws when fetch finds no network
    post.mockRejectedValue(new ApiError(0, null));
    onlineManager.setOnline(false);
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSaveProgress(), { wrapper });
    const body = { client: 7, date: '2026-11-20', location: 'GUADALUPE_DTA', trials: [] };
    const failure = await result.current
      .mutateAsync(body as unknown as Parameters<typeof result.current.mutateAsync>[0])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).isNetworkError).toBe(true);
    expect(post).toHaveBeenCalledWith('/api/progress/save/', { body });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.isPaused).toBe(false);
  });
});
