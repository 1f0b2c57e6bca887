import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { readAccessToken, useSignedIn } from '../auth-tokens';
import {
  dismissRefused,
  dismissSentReport,
  EMPTY_QUEUE,
  enqueueAction,
  type QueueState,
  queueSnapshot,
  reloadQueue,
  subscribeQueue,
  syncQueue,
} from './queue-state';
import type { QueuedAction, RefusedAction } from './queue-store';
import { userIdOf } from './send-queued';

/** While actions wait, the queue is tried again this often (Background Sync is Chromium only). */
export const RETRY_EVERY_MS = 30_000;

export interface OfflineQueueValue {
  userId: string | null;
  pending: QueuedAction[];
  refused: RefusedAction[];
  /** The queued actions the server accepted since the worker last saw them (shown as sent). */
  sent: QueuedAction[];
  dismissSent: () => void;
  enqueue: (action: QueuedAction) => Promise<void>;
  dismiss: (seq: number) => Promise<void>;
  sync: () => Promise<void>;
}

const OfflineQueueContext = createContext<OfflineQueueValue | null>(null);

/**
 * The signed-in user's queue as it stands (queue-state.ts), with its actions: readable anywhere
 * under the query client, also outside the provider (the layout's sync status). Nothing while
 * signed out.
 */
export function useQueueStatus(): OfflineQueueValue {
  const signedIn = useSignedIn();
  const userId = signedIn ? userIdOf(readAccessToken()) : null;
  const queryClient = useQueryClient();
  const current = useSyncExternalStore(subscribeQueue, queueSnapshot, queueSnapshot);
  const shown: QueueState = userId !== null && current.userId === userId ? current : EMPTY_QUEUE;
  const sync = useCallback(() => syncQueue(userId, () => queryClient.invalidateQueries()), [userId, queryClient]);
  const dismissSent = useCallback(() => dismissSentReport(userId), [userId]);
  const dismiss = useCallback((seq: number) => dismissRefused(userId, seq), [userId]);
  const { pending, refused, sent } = shown;
  return useMemo(
    () => ({ userId, pending, refused, sent, dismissSent, enqueue: enqueueAction, dismiss, sync }),
    [userId, pending, refused, sent, dismissSent, dismiss, sync],
  );
}

/**
 * The signed-in user's offline queue (docs/offline.md): read at start, sent in order at start,
 * on the browser's `online` event and every 30 s while actions wait. Does not use the service
 * worker. Everything the server accepted is refetched.
 */
export function OfflineQueueProvider({ children }: { children: ReactNode }) {
  const value = useQueueStatus();
  const { userId, sync } = value;

  useEffect(() => {
    void reloadQueue(userId).then(sync);
  }, [userId, sync]);

  useEffect(() => {
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sync]);

  const waiting = value.pending.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void sync(), RETRY_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, sync]);

  return <OfflineQueueContext.Provider value={value}>{children}</OfflineQueueContext.Provider>;
}

/** The offline queue of the signed-in user (inside the signed-in pages). */
export function useOfflineQueue(): OfflineQueueValue {
  const value = useContext(OfflineQueueContext);
  if (!value) throw new Error('useOfflineQueue outside OfflineQueueProvider');
  return value;
}
