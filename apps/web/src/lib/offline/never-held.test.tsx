// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider, type UseMutationResult } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRequestCorrection } from '../../features/corrections/api/corrections';
import { useSaveProgress } from '../../features/notes/api/notes';
import { ApiError } from '../api-client';

/**
 * The sends that are not queued offline — Save Progress and a correction request — are made at
 * once or fail at once: never held by TanStack Query while the browser says it is offline, which
 * left their buttons on "Saving…" / "Sending…" (docs/offline.md).
 */
const post = vi.fn();
vi.mock('../typed-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../typed-api')>()),
  api: { POST: (...args: unknown[]) => post(...args) },
}));

afterEach(() => {
  onlineManager.setOnline(true);
  post.mockReset();
});

// biome-ignore lint/suspicious/noExplicitAny: each hook's own body type is checked where it is used
type AnyMutation = () => UseMutationResult<unknown, unknown, any>;

describe.each([
  [
    'useSaveProgress',
    useSaveProgress as AnyMutation,
    '/api/progress/save/',
    { client: 7, date: '2026-11-20', location: 'GUADALUPE_DTA', trials: [] },
  ],
  [
    'useRequestCorrection',
    useRequestCorrection as AnyMutation,
    '/api/attendance/corrections/',
    { date: '2026-11-26', check_in: null, check_out: '16:05', reason: 'Forgot to check out' },
  ],
])('%s', (_name, useHook, path, body) => {
  it('is not paused while offline: the call is made and its failure comes back at once', async () => {
    // what the typed client throws when fetch finds no network
    post.mockRejectedValue(new ApiError(0, null));
    onlineManager.setOnline(false);
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useHook(), { wrapper });
    const failure = await result.current.mutateAsync(body).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).isNetworkError).toBe(true);
    expect(post).toHaveBeenCalledWith(path, { body });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.isPaused).toBe(false);
  });
});
