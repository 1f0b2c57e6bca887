import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** The actions the device may keep while offline (docs/offline.md). */
export type QueuedKind =
  | 'checkIn'
  | 'checkOut'
  | 'pause'
  | 'resume'
  | 'memberCheckIn'
  | 'memberCheckOut'
  | 'attendanceCreate'
  | 'progressCreate'
  | 'progressUpdate';

/** One action waiting on this device: sent as it is, with its Idempotency-Key, when the network returns. */
export interface QueuedAction {
  /** Order of queuing (assigned by the store). */
  seq?: number;
  userId: string;
  kind: QueuedKind;
  method: 'POST' | 'PUT';
  path: string;
  /** The request body, with `offline: true` and `device_time` where the action takes them. */
  body: Record<string, unknown>;
  idempotencyKey: string;
  /** ISO instant of the action on the device. */
  deviceTime: string;
  /** Whom the action is about, named in the queue's lists (a member's name); never sent. */
  about?: string;
}

/** An action the server refused: kept, with the reason, until the worker dismisses it. */
export interface RefusedAction extends QueuedAction {
  status: number;
  code: string | null;
  detail: string | null;
  refusedAt: string;
}

/** Where the queue lives: IndexedDB in the browser (the tests give an in-memory one). */
export interface QueueStore {
  pending(userId: string): Promise<QueuedAction[]>;
  add(action: QueuedAction): Promise<QueuedAction>;
  remove(seq: number): Promise<void>;
  refused(userId: string): Promise<RefusedAction[]>;
  /** Moves a pending action to the refused list in one step. */
  refuse(action: RefusedAction): Promise<void>;
  dismiss(seq: number): Promise<void>;
}

interface OfflineDb extends DBSchema {
  pending: { key: number; value: QueuedAction; indexes: { byUser: string } };
  refused: { key: number; value: RefusedAction; indexes: { byUser: string } };
}

const DB_NAME = 'daybook-offline';

let opening: Promise<IDBPDatabase<OfflineDb>> | null = null;
function database(): Promise<IDBPDatabase<OfflineDb>> {
  opening ??= openDB<OfflineDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('pending', { keyPath: 'seq', autoIncrement: true }).createIndex('byUser', 'userId');
      db.createObjectStore('refused', { keyPath: 'seq' }).createIndex('byUser', 'userId');
    },
  });
  return opening;
}

const bySeq = <T extends { seq?: number }>(rows: T[]) => rows.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));

/** The queue in IndexedDB (through `idb`, ADR 0023): survives a closed tab, a reload and a restart. */
export const indexedDbStore: QueueStore = {
  async pending(userId) {
    return bySeq(await (await database()).getAllFromIndex('pending', 'byUser', userId));
  },
  async add(action) {
    const { seq: _ignored, ...rest } = action;
    const seq = await (await database()).add('pending', rest as QueuedAction);
    return { ...rest, seq };
  },
  async remove(seq) {
    await (await database()).delete('pending', seq);
  },
  async refused(userId) {
    return bySeq(await (await database()).getAllFromIndex('refused', 'byUser', userId));
  },
  async refuse(action) {
    const tx = (await database()).transaction(['pending', 'refused'], 'readwrite');
    await Promise.all([
      tx.objectStore('refused').put(action),
      tx.objectStore('pending').delete(action.seq ?? -1),
      tx.done,
    ]);
  },
  async dismiss(seq) {
    await (await database()).delete('refused', seq);
  },
};
