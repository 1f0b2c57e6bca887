// @vitest-environment jsdom
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, saveTokens } from './auth-tokens';
import { createQueryClient, keepReadsWhenWorkerFirstControls } from './query-client';

/**
 * A device's first visit: the service worker takes control after the dashboard's reads, which it
 * therefore never kept; the page's reads are made again through it, so the day opens offline after
 * a reload (docs/decisions/0022-installable-app.md, "The last data").
 */
function fakeWorkerContainer(controller: object | null) {
  const target = new EventTarget();
  return {
    controller: controller as ServiceWorker | null,
    addEventListener: target.addEventListener.bind(target) as ServiceWorkerContainer['addEventListener'],
    takeControl: () => target.dispatchEvent(new Event('controllerchange')),
  };
}

/** A read the page shows: a query with an observer, as a mounted component's useQuery. */
function shown(client: ReturnType<typeof createQueryClient>, key: string, queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(client, { queryKey: [key], queryFn, retry: false });
  const stop = observer.subscribe(() => undefined);
  return { observer, stop };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

afterEach(() => {
  clearTokens();
  localStorage.clear();
});

describe('the reads made before the service worker took control', () => {
  it('are made again once, through the worker, when a first worker takes control', async () => {
    saveTokens({ access_token: 'a', refresh_token: 'r', access_expires_in: 900 });
    const client = createQueryClient();
    const today = vi.fn(async () => ({ date: '2026-11-29' }));
    const failed = vi.fn(async () => {
      throw new Error('no network');
    });
    // a read still on its way when the worker takes over: sent before it, so sent again
    let answer: (value: unknown) => void = () => undefined;
    const slow = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    // a page left earlier in this visit: not read again
    const left = vi.fn(async () => ({ page: 'left' }));
    shown(client, 'today', today);
    shown(client, 'broken', failed);
    const slowRead = shown(client, 'slow', slow);
    await client.fetchQuery({ queryKey: ['left'], queryFn: left });
    await vi.waitFor(() => expect(today).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(slow).toHaveBeenCalledTimes(1);

    const worker = fakeWorkerContainer(null);
    keepReadsWhenWorkerFirstControls(client, worker);
    worker.takeControl();
    await vi.waitFor(() => expect(today).toHaveBeenCalledTimes(2));
    expect(slow).toHaveBeenCalledTimes(2);
    answer({ done: true });
    await settled();
    // the page gets the answer of the read sent again
    expect(slowRead.observer.getCurrentResult()).toMatchObject({ status: 'success', data: { done: true } });
    expect(failed).toHaveBeenCalledTimes(1);
    expect(left).toHaveBeenCalledTimes(1);
    // only the first time
    worker.takeControl();
    await settled();
    expect(today).toHaveBeenCalledTimes(2);
  });

  it('are not made again when a worker already controlled the page, or nobody is signed in', async () => {
    const client = createQueryClient();
    const today = vi.fn(async () => ({ date: '2026-11-29' }));
    shown(client, 'today', today);
    await vi.waitFor(() => expect(today).toHaveBeenCalledTimes(1));
    const controlled = fakeWorkerContainer({});
    keepReadsWhenWorkerFirstControls(client, controlled);
    controlled.takeControl();
    const signedOut = fakeWorkerContainer(null);
    keepReadsWhenWorkerFirstControls(client, signedOut);
    signedOut.takeControl();
    await settled();
    expect(today).toHaveBeenCalledTimes(1);
    // no service worker at all (an insecure origin, an old browser): nothing to do
    expect(() => keepReadsWhenWorkerFirstControls(client, undefined)).not.toThrow();
  });
});
