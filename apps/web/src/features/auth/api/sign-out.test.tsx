// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSession, saveTokens } from '../../../lib/auth-tokens';
import { SIGN_OUT_WAIT_MS, useSignOut } from './sign-out';

/**
 * Signing out ends the session on this device at once, with or without the network: a shared
 * phone without signal must not stay signed in until the signal returns (docs/product-rules.md §4).
 */
const api = vi.hoisted(() => ({ POST: vi.fn() }));
vi.mock('../../../lib/typed-api', () => ({ api, answerOf: (answer: Promise<unknown>) => answer }));
vi.mock('../../../lib/offline/waiting-count', () => ({ waitingCount: async () => 0 }));

let path = '';
function Where() {
  path = useLocation().pathname;
  return null;
}

function renderSignOut() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useSignOut(), { wrapper });
  return { hook, path: () => path };
}

const online = vi.spyOn(navigator, 'onLine', 'get');

afterEach(() => {
  cleanup();
  api.POST.mockReset();
  online.mockReturnValue(true);
  localStorage.clear();
  vi.useRealTimers();
});

describe('useSignOut', () => {
  it('offline: clears the session on this device at once and goes to the sign-in page', async () => {
    online.mockReturnValue(false);
    saveTokens({ access_token: 'a', refresh_token: 'r', access_expires_in: 900 });
    const { hook, path } = renderSignOut();
    act(() => hook.result.current.mutate());
    await waitFor(() => expect(hasSession()).toBe(false));
    // The navigation renders after the tokens are cleared: wait for it, not for the clock.
    await waitFor(() => expect(path()).toBe('/'));
    expect(api.POST).not.toHaveBeenCalled();
  });

  it('online: tells the server, and a server that does not answer does not keep the session open', async () => {
    online.mockReturnValue(true);
    saveTokens({ access_token: 'a', refresh_token: 'r', access_expires_in: 900 });
    let signal: AbortSignal | undefined;
    api.POST.mockImplementation(
      (_path: string, init: { signal: AbortSignal }) =>
        new Promise((_resolve, reject) => {
          signal = init.signal;
          init.signal.addEventListener('abort', () => reject(init.signal.reason));
        }),
    );
    const { hook, path } = renderSignOut();
    act(() => hook.result.current.mutate());
    await waitFor(() => expect(api.POST).toHaveBeenCalledWith('/api/logout/', expect.anything()));
    expect(api.POST.mock.calls[0]?.[1]).toMatchObject({ body: { refresh: 'r' } });
    expect(hasSession()).toBe(true);
    await waitFor(() => expect(hasSession()).toBe(false), { timeout: SIGN_OUT_WAIT_MS + 2000 });
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(path()).toBe('/'));
  });
});
