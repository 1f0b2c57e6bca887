import type { QueuedAction, QueueStore, RefusedAction } from './queue-store';

/** What the server (or the network) answered to one queued action. */
export type SendOutcome =
  | { kind: 'done' }
  /** Not now: no network, a server error, the first request still in progress (409). */
  | { kind: 'retry' }
  | { kind: 'refused'; status: number; code: string | null; detail: string | null };

export type Sender = (action: QueuedAction) => Promise<SendOutcome>;

/** Classifies an HTTP answer to a replayed action (docs/offline.md). */
export function outcomeOf(status: number, body: unknown): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'done' };
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const code = typeof record.error_code === 'string' ? record.error_code : null;
  if (status === 0 || status >= 500 || status === 401 || status === 408 || status === 429) return { kind: 'retry' };
  if (status === 409 && code === 'idempotency_in_progress') return { kind: 'retry' };
  const detail = typeof record.detail === 'string' ? record.detail : null;
  return { kind: 'refused', status, code, detail };
}

/**
 * Sends one user's queued actions in order, one at a time. A done action leaves the queue; a
 * refused one moves to the refused list and the next is sent; a `retry` stops the round, so no
 * later action overtakes an earlier one. Returns how many were sent (done or refused).
 */
export async function drainQueue(
  store: QueueStore,
  userId: string,
  send: Sender,
  now: () => Date = () => new Date(),
): Promise<{ sent: number; refused: number; waiting: number }> {
  const items = await store.pending(userId);
  let sent = 0;
  let refused = 0;
  for (const [index, item] of items.entries()) {
    let outcome: SendOutcome;
    try {
      outcome = await send(item);
    } catch {
      outcome = { kind: 'retry' };
    }
    if (outcome.kind === 'retry') return { sent, refused, waiting: items.length - index };
    if (outcome.kind === 'done') {
      await store.remove(item.seq as number);
    } else {
      const row: RefusedAction = {
        ...item,
        status: outcome.status,
        code: outcome.code,
        detail: outcome.detail,
        refusedAt: now().toISOString(),
      };
      await store.refuse(row);
      refused++;
    }
    sent++;
  }
  return { sent, refused, waiting: 0 };
}

/** A new queued action: the body marked offline with the device time, and a fresh key. */
export function offlineAction(
  userId: string,
  kind: QueuedAction['kind'],
  method: QueuedAction['method'],
  path: string,
  body: Record<string, unknown>,
  at: Date,
  withDeviceTime: boolean,
  key: string = crypto.randomUUID(),
): QueuedAction {
  const deviceTime = at.toISOString();
  return {
    userId,
    kind,
    method,
    path,
    body: withDeviceTime ? { ...body, offline: true, device_time: deviceTime } : body,
    idempotencyKey: key,
    deviceTime,
  };
}

/**
 * A state update that keeps the list shown when the store read the same actions again (a stored
 * action never changes: refusing one moves it to the other list): every page that reads the queue
 * would otherwise render again at each read, twice at every start (docs/ARCHITECTURE.md, "Render
 * priority on a phone").
 */
export function unlessSame<T extends QueuedAction>(next: T[]): (shown: T[]) => T[] {
  return (shown) =>
    shown.length === next.length &&
    shown.every((action, at) => action.seq === next[at]?.seq && action.idempotencyKey === next[at]?.idempotencyKey)
      ? shown
      : next;
}
