// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, saveTokens } from './auth-tokens';
import { createQueryClient, keepReadsWhenWorkerFirstControls } from './query-client';

/**
 * A device's first visit: the service worker takes control after the dashboard's reads, which it
 * therefore never kept; they are read again through it, so the day opens offline after a reload
 * (docs/decisions/0022-installable-app.md, "The last data").
 */
function fakeWorkerContainer(controller: object | null) {
  const target = new EventTarget();
  return {
    controller: controller as ServiceWorker | null,
    addEventListener: target.addEventListener.bind(target) as ServiceWorkerContainer['addEventListener'],
    takeControl: () => target.dispatchEvent(new Event('controllerchange')),
  };
}

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
    await client.fetchQuery({ queryKey: ['today'], queryFn: today });
    await client.fetchQuery({ queryKey: ['broken'], queryFn: failed, retry: false }).catch(() => undefined);
    const worker = fakeWorkerContainer(null);
    keepReadsWhenWorkerFirstControls(client, worker);
    expect(today).toHaveBeenCalledTimes(1);
    worker.takeControl();
    await vi.waitFor(() => expect(today).toHaveBeenCalledTimes(2));
    // only reads that have an answer; and only the first time
    expect(failed).toHaveBeenCalledTimes(1);
    worker.takeControl();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(today).toHaveBeenCalledTimes(2);
  });

  it('are not made again when a worker already controlled the page, or nobody is signed in', async () => {
    const client = createQueryClient();
    const today = vi.fn(async () => ({ date: '2026-11-29' }));
    await client.fetchQuery({ queryKey: ['today'], queryFn: today });
    const controlled = fakeWorkerContainer({});
    keepReadsWhenWorkerFirstControls(client, controlled);
    controlled.takeControl();
    const signedOut = fakeWorkerContainer(null);
    keepReadsWhenWorkerFirstControls(client, signedOut);
    signedOut.takeControl();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(today).toHaveBeenCalledTimes(1);
    // no service worker at all (an insecure origin, an old browser): nothing to do
    expect(() => keepReadsWhenWorkerFirstControls(client, undefined)).not.toThrow();
  });
});
