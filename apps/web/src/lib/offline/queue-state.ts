import { readDeviceJson, writeDeviceJson } from '../device-json';
import { drainQueue, type Sender } from './offline-queue';
import { indexedDbStore, type QueuedAction, type QueueStore, type RefusedAction } from './queue-store';
import { sendQueued } from './send-queued';

/**
 * What the device's queue shows for one user: waiting, refused and (once the connection is back)
 * sent actions (docs/offline.md). It lives outside React: the signed-in pages are mounted afresh
 * at each navigation (the layout's error boundary is keyed by the path), and the sync status is
 * shown by the layout, outside the queue's provider. The "sent" list is also kept in localStorage,
 * so a report is there until the worker dismisses it, after a reload too.
 */
export interface QueueState {
  userId: string | null;
  pending: QueuedAction[];
  refused: RefusedAction[];
  sent: QueuedAction[];
}

const NONE: never[] = [];
export const EMPTY_QUEUE: QueueState = { userId: null, pending: NONE, refused: NONE, sent: NONE };

let state: QueueState = EMPTY_QUEUE;
const listeners = new Set<() => void>();
let store: QueueStore = indexedDbStore;
let sender: Sender = sendQueued;
let draining = false;

/** The queue's state now (for `useSyncExternalStore`). */
export const queueSnapshot = (): QueueState => state;

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function setState(next: QueueState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** The same list when the same actions were read again (nothing renders again for it). */
function same<T extends QueuedAction>(shown: T[], next: T[]): T[] {
  return shown.length === next.length &&
    shown.every((action, at) => action.seq === next[at]?.seq && action.idempotencyKey === next[at]?.idempotencyKey)
    ? shown
    : next;
}

const sentKey = (userId: string) => `daybook-offline-sent:${userId}`;

/** The accepted actions not yet dismissed on this device, for this user. */
function readSent(userId: string): QueuedAction[] {
  const parsed = readDeviceJson(sentKey(userId));
  return Array.isArray(parsed)
    ? parsed.filter(
        (row): row is QueuedAction =>
          Boolean(row) && typeof row === 'object' && typeof row.kind === 'string' && typeof row.deviceTime === 'string',
      )
    : [];
}

function setSent(userId: string, sent: QueuedAction[]): void {
  writeDeviceJson(sentKey(userId), sent.length === 0 ? null : sent);
  if (state.userId === userId) setState({ ...state, sent: sent.length === 0 ? NONE : sent });
}

/** Reads the user's queue from the device (null: nobody signed in, nothing shown). */
export async function reloadQueue(userId: string | null): Promise<void> {
  if (!userId) {
    setState(EMPTY_QUEUE);
    return;
  }
  if (state.userId !== userId) setState({ userId, pending: NONE, refused: NONE, sent: readSent(userId) });
  const [pending, refused] = await Promise.all([store.pending(userId), store.refused(userId)]);
  // another user signed in meanwhile: their own read follows
  if (state.userId !== userId) return;
  const nextPending = same(state.pending, pending);
  const nextRefused = same(state.refused, refused);
  if (nextPending !== state.pending || nextRefused !== state.refused) {
    setState({ ...state, pending: nextPending, refused: nextRefused });
  }
}

/**
 * Sends the user's queue in order (docs/offline.md); what left the queue and was not refused is
 * added to the "sent" report. `accepted` runs when something was accepted (the app refetches).
 */
export async function syncQueue(userId: string | null, accepted: () => Promise<unknown> = async () => undefined) {
  if (!userId || draining || navigator.onLine === false) return;
  draining = true;
  try {
    const before = await store.pending(userId);
    const result = await drainQueue(store, userId, sender);
    if (result.sent > 0) {
      const [left, refusedNow] = await Promise.all([store.pending(userId), store.refused(userId)]);
      const gone = new Set([...left, ...refusedNow].map((action) => action.seq));
      const done = before.filter((action) => !gone.has(action.seq));
      if (done.length > 0) setSent(userId, [...readSent(userId), ...done]);
      await accepted();
    }
  } finally {
    draining = false;
    await reloadQueue(userId);
  }
}

/** Keeps a new action on the device; the last "sent" report gives way to it (docs/offline.md). */
export async function enqueueAction(action: QueuedAction): Promise<void> {
  setSent(action.userId, []);
  await store.add(action);
  await reloadQueue(action.userId);
}

/** Removes a refused action the worker has read. */
export async function dismissRefused(userId: string | null, seq: number): Promise<void> {
  await store.dismiss(seq);
  await reloadQueue(userId);
}

/** The worker has read the "sent" report. */
export function dismissSentReport(userId: string | null): void {
  if (userId) setSent(userId, []);
}

/** For tests: an in-memory store and sender, and a fresh state. */
export function setQueueBackendForTests(next: { store: QueueStore; sender: Sender }): void {
  store = next.store;
  sender = next.sender;
  draining = false;
  state = EMPTY_QUEUE;
}
