// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineAction, type SendOutcome } from './offline-queue';
import { OfflineQueueProvider, useQueueStatus } from './offline-queue-context';
import {
  dismissSentReport,
  enqueueAction,
  queueSnapshot,
  reloadQueue,
  setQueueBackendForTests,
  syncQueue,
} from './queue-state';
import type { QueuedAction, QueueStore } from './queue-store';
import { memoryQueueStore } from './testing/memory-queue-store';

/**
 * The "N actions taken offline were sent" report outlives the page it was made on (the signed-in
 * pages are mounted afresh at each navigation) and a reload, until the worker dismisses it
 * (docs/offline.md).
 */
vi.mock('../auth-tokens', () => ({ useSignedIn: () => true, readAccessToken: () => 'token' }));
vi.mock('./send-queued', () => ({ userIdOf: () => '7', sendQueued: async () => ({ kind: 'retry' }) }));

const AT = new Date('2026-11-28T16:05:00.000Z');
const queued = (kind: QueuedAction['kind']) =>
  offlineAction('7', kind, 'POST', `/api/attendance/${kind}/`, {}, AT, true, `key-${kind}`);
const accept = async (): Promise<SendOutcome> => ({ kind: 'done' });

function Sent() {
  const { sent } = useQueueStatus();
  return <p data-testid="sent">{sent.length}</p>;
}

let store: QueueStore;
beforeEach(() => {
  window.localStorage.clear();
  store = memoryQueueStore();
  setQueueBackendForTests({ store, sender: accept });
});
afterEach(() => cleanup());

describe('the offline queue’s sent report', () => {
  it('lists the accepted actions, not the refused ones, and keeps them through a reload until dismissed', async () => {
    await reloadQueue('7');
    await enqueueAction(queued('checkIn'));
    await enqueueAction(queued('pause'));
    setQueueBackendForTests({
      store,
      sender: async (action) =>
        action.kind === 'pause' ? { kind: 'refused', status: 422, code: 'x', detail: null } : { kind: 'done' },
    });
    await reloadQueue('7');
    await syncQueue('7');
    expect(queueSnapshot().sent.map((action) => action.kind)).toEqual(['checkIn']);
    expect(queueSnapshot().refused.map((action) => action.kind)).toEqual(['pause']);
    expect(queueSnapshot().pending).toEqual([]);

    // a reload: the state starts empty and is read again from the device
    setQueueBackendForTests({ store, sender: accept });
    await reloadQueue('7');
    expect(queueSnapshot().sent.map((action) => action.kind)).toEqual(['checkIn']);

    dismissSentReport('7');
    expect(queueSnapshot().sent).toEqual([]);
    setQueueBackendForTests({ store, sender: accept });
    await reloadQueue('7');
    expect(queueSnapshot().sent).toEqual([]);
  });

  it('is another user’s to see only: a different user signed in on the device reads their own', async () => {
    await reloadQueue('7');
    await enqueueAction(queued('checkIn'));
    await syncQueue('7');
    await reloadQueue('8');
    expect(queueSnapshot()).toMatchObject({ userId: '8', sent: [] });
    await reloadQueue('7');
    expect(queueSnapshot().sent).toHaveLength(1);
  });

  it('gives way to a new action queued', async () => {
    await reloadQueue('7');
    await enqueueAction(queued('checkIn'));
    await syncQueue('7');
    expect(queueSnapshot().sent).toHaveLength(1);
    await enqueueAction(queued('checkOut'));
    expect(queueSnapshot().sent).toEqual([]);
    expect(queueSnapshot().pending).toHaveLength(1);
  });

  it('is still there when the page is mounted afresh (another page, then the dashboard)', async () => {
    const client = new QueryClient();
    const page = (key: string) => (
      <QueryClientProvider client={client}>
        <OfflineQueueProvider key={key}>
          <Sent />
        </OfflineQueueProvider>
      </QueryClientProvider>
    );
    await store.add(queued('checkIn'));
    const view = render(page('/notes/1'));
    // the provider sends the queue at start
    await waitFor(() => expect(screen.getByTestId('sent').textContent).toBe('1'));
    await act(async () => view.rerender(page('/home')));
    expect(screen.getByTestId('sent').textContent).toBe('1');
  });
});
