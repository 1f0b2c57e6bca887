import type { QueuedAction, QueueStore, RefusedAction } from '../queue-store';

/**
 * The offline queue's store in memory for tests, with IndexedDB's semantics (queue-store.ts):
 * ordered keys, two lists, a refusal moving an action from one to the other. `all` reads every
 * user's waiting actions.
 */
export function memoryQueueStore(): QueueStore & { all: () => QueuedAction[] } {
  let next = 1;
  const pending = new Map<number, QueuedAction>();
  const refused = new Map<number, RefusedAction>();
  const sorted = <T extends { seq?: number }>(rows: T[]) => rows.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  return {
    all: () => sorted([...pending.values()]),
    pending: async (userId) => sorted([...pending.values()].filter((a) => a.userId === userId)),
    async add(action) {
      const row = { ...action, seq: next++ };
      pending.set(row.seq, row);
      return row;
    },
    async remove(seq) {
      pending.delete(seq);
    },
    refused: async (userId) => sorted([...refused.values()].filter((a) => a.userId === userId)),
    async refuse(action) {
      refused.set(action.seq as number, action);
      pending.delete(action.seq as number);
    },
    async dismiss(seq) {
      refused.delete(seq);
    },
  };
}
