import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { readAccessToken, useSignedIn } from '../auth-tokens';
import { drainQueue, unlessSame } from './offline-queue';
import { indexedDbStore, type QueuedAction, type RefusedAction } from './queue-store';
import { sendQueued, userIdOf } from './send-queued';

/** While actions wait, the queue is tried again this often (Background Sync is Chromium only). */
export const RETRY_EVERY_MS = 30_000;

interface OfflineQueueValue {
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
 * The signed-in user's offline queue (docs/offline.md): read at start, sent in order at start,
 * on the browser's `online` event and every 30 s while actions wait. Does not use the service
 * worker. Everything the server accepted is refetched.
 */
export function OfflineQueueProvider({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const userId = signedIn ? userIdOf(readAccessToken()) : null;
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<QueuedAction[]>([]);
  const [refused, setRefused] = useState<RefusedAction[]>([]);
  const [sent, setSent] = useState<QueuedAction[]>([]);
  const draining = useRef(false);

  const reload = useCallback(async () => {
    if (!userId) {
      setPending(unlessSame<QueuedAction>([]));
      setRefused(unlessSame<RefusedAction>([]));
      return;
    }
    const [p, r] = await Promise.all([indexedDbStore.pending(userId), indexedDbStore.refused(userId)]);
    setPending(unlessSame(p));
    setRefused(unlessSame(r));
  }, [userId]);

  const sync = useCallback(async () => {
    if (!userId || draining.current || navigator.onLine === false) return;
    draining.current = true;
    try {
      const before = await indexedDbStore.pending(userId);
      const result = await drainQueue(indexedDbStore, userId, sendQueued);
      if (result.sent > 0) {
        // What left the queue and is not on the refused list was accepted: say so (docs/offline.md).
        const [left, refusedNow] = await Promise.all([indexedDbStore.pending(userId), indexedDbStore.refused(userId)]);
        const gone = new Set([...left, ...refusedNow].map((action) => action.seq));
        const accepted = before.filter((action) => !gone.has(action.seq));
        if (accepted.length > 0) setSent((shown) => [...shown, ...accepted]);
        await queryClient.invalidateQueries();
      }
    } finally {
      draining.current = false;
      await reload();
    }
  }, [userId, queryClient, reload]);

  useEffect(() => {
    void reload().then(sync);
  }, [reload, sync]);

  useEffect(() => {
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sync]);

  const waiting = pending.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void sync(), RETRY_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, sync]);

  const enqueue = useCallback(
    async (action: QueuedAction) => {
      setSent([]);
      await indexedDbStore.add(action);
      await reload();
    },
    [reload],
  );
  const dismiss = useCallback(
    async (seq: number) => {
      await indexedDbStore.dismiss(seq);
      await reload();
    },
    [reload],
  );

  const dismissSent = useCallback(() => setSent([]), []);

  const value = useMemo(
    () => ({ userId, pending, refused, sent, dismissSent, enqueue, dismiss, sync }),
    [userId, pending, refused, sent, dismissSent, enqueue, dismiss, sync],
  );
  return <OfflineQueueContext.Provider value={value}>{children}</OfflineQueueContext.Provider>;
}

/** The offline queue of the signed-in user (inside the signed-in pages). */
export function useOfflineQueue(): OfflineQueueValue {
  const value = useContext(OfflineQueueContext);
  if (!value) throw new Error('useOfflineQueue outside OfflineQueueProvider');
  return value;
}
