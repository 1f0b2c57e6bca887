import { describe, expect, it } from 'vitest';
import { drainQueue, offlineAction, outcomeOf, type SendOutcome, unlessSame } from './offline-queue';
import type { QueuedAction } from './queue-store';
import { memoryQueueStore } from './testing/memory-queue-store';

const AT = new Date('2026-11-20T15:00:00.000Z');
const minutes = (n: number) => new Date(AT.getTime() + n * 60_000);
const action = (userId: string, kind: QueuedAction['kind'], at: Date, body: Record<string, unknown> = {}) =>
  offlineAction(userId, kind, 'POST', `/api/attendance/${kind}/`, body, at, true);

describe('offline queue (docs/offline.md)', () => {
  it('marks each queued body offline with its device time and gives it its own key', () => {
    const a = action('7', 'checkIn', AT, { latitude: null });
    const b = action('7', 'checkIn', AT);
    expect(a.body).toEqual({ latitude: null, offline: true, device_time: '2026-11-20T15:00:00.000Z' });
    expect(a.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.idempotencyKey).not.toBe(b.idempotencyKey);
  });

  it('sends in the order queued, one at a time, and empties the queue', async () => {
    const store = memoryQueueStore();
    for (const [kind, at] of [
      ['checkIn', minutes(0)],
      ['pause', minutes(60)],
      ['resume', minutes(90)],
    ] as const)
      await store.add(action('7', kind, at));
    const sent: string[] = [];
    let inFlight = 0;
    const result = await drainQueue(store, '7', async (a) => {
      inFlight++;
      expect(inFlight).toBe(1);
      await new Promise((r) => setTimeout(r, 1));
      sent.push(a.kind);
      inFlight--;
      return { kind: 'done' };
    });
    expect(sent).toEqual(['checkIn', 'pause', 'resume']);
    expect(result).toEqual({ sent: 3, refused: 0, waiting: 0 });
    expect(await store.pending('7')).toEqual([]);
  });

  it('replays the same key after an unanswered attempt, and stops the round so nothing overtakes it', async () => {
    const store = memoryQueueStore();
    await store.add(action('7', 'checkIn', minutes(0)));
    await store.add(action('7', 'pause', minutes(5)));
    const keys: string[] = [];
    const answers: SendOutcome[] = [{ kind: 'retry' }, { kind: 'done' }, { kind: 'done' }];
    const send = async (a: QueuedAction) => {
      keys.push(`${a.kind}:${a.idempotencyKey}`);
      return answers.shift() as SendOutcome;
    };
    expect(await drainQueue(store, '7', send)).toEqual({ sent: 0, refused: 0, waiting: 2 });
    expect(keys).toHaveLength(1); // the pause was not sent before the check-in
    await drainQueue(store, '7', send);
    expect(keys[0]).toBe(keys[1]); // the same key again: the server answers a replay with the first answer
    expect(keys.map((k) => k.split(':')[0])).toEqual(['checkIn', 'checkIn', 'pause']);
    expect(await store.pending('7')).toEqual([]);
  });

  it('treats a thrown network error like no answer', async () => {
    const store = memoryQueueStore();
    await store.add(action('7', 'checkIn', AT));
    const result = await drainQueue(store, '7', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result.waiting).toBe(1);
    expect(await store.pending('7')).toHaveLength(1);
  });

  it('moves a refusal to the refused list with the server’s reason and goes on with the next', async () => {
    const store = memoryQueueStore();
    await store.add(action('7', 'checkIn', minutes(0)));
    await store.add(action('7', 'pause', minutes(-600)));
    await store.add(action('7', 'resume', minutes(30)));
    const outcomes: Record<string, SendOutcome> = {
      checkIn: { kind: 'done' },
      pause: outcomeOf(422, {
        detail: 'This offline action is earlier than an action already recorded for the same shift.',
        error_code: 'device_time_out_of_order',
      }),
      resume: outcomeOf(409, { detail: 'You are not paused.', error_code: 'not_paused' }),
    };
    const result = await drainQueue(
      store,
      '7',
      async (a) => outcomes[a.kind] as SendOutcome,
      () => AT,
    );
    expect(result).toEqual({ sent: 3, refused: 2, waiting: 0 });
    const refused = await store.refused('7');
    expect(refused.map((r) => [r.kind, r.status, r.code])).toEqual([
      ['pause', 422, 'device_time_out_of_order'],
      ['resume', 409, 'not_paused'],
    ]);
    expect(refused[0]?.detail).toMatch(/earlier than an action/);
    await store.dismiss(refused[0]?.seq as number);
    expect(await store.refused('7')).toHaveLength(1);
  });

  it('classifies answers: 2xx done; in progress, 5xx, 401 and no answer retried; other 4xx refused', () => {
    expect(outcomeOf(201, {})).toEqual({ kind: 'done' });
    expect(outcomeOf(409, { error_code: 'idempotency_in_progress' })).toEqual({ kind: 'retry' });
    expect(outcomeOf(503, null)).toEqual({ kind: 'retry' });
    expect(outcomeOf(0, null)).toEqual({ kind: 'retry' });
    expect(outcomeOf(401, null)).toEqual({ kind: 'retry' });
    expect(outcomeOf(409, { error_code: 'already_checked_in', detail: 'x' })).toMatchObject({ kind: 'refused' });
    expect(outcomeOf(422, { error_code: 'idempotency_key_reused' })).toMatchObject({ kind: 'refused', status: 422 });
  });

  it('keeps one queue per user: another user’s actions are neither sent nor shown', async () => {
    const store = memoryQueueStore();
    await store.add(action('7', 'checkIn', AT));
    await store.add(action('8', 'checkIn', AT));
    const sentFor: string[] = [];
    await drainQueue(store, '8', async (a) => {
      sentFor.push(a.userId);
      return { kind: 'done' };
    });
    expect(sentFor).toEqual(['8']);
    expect((await store.pending('7')).map((a) => a.userId)).toEqual(['7']);
    expect(await store.pending('8')).toEqual([]);
  });
});

describe('unlessSame (the queue read again)', () => {
  it('keeps the list shown when the store holds the same actions, and takes the new one otherwise', async () => {
    const store = memoryQueueStore();
    await store.add(action('u1', 'checkIn', minutes(0)));
    await store.add(action('u1', 'pause', minutes(5)));
    const shown = await store.pending('u1');
    // read again: new objects, the same actions
    const again = await store.pending('u1');
    expect(again).not.toBe(shown);
    expect(unlessSame(again)(shown)).toBe(shown);
    expect(unlessSame<QueuedAction>([])([])).toHaveLength(0);

    // one more, one fewer, or another action in its place: the new list
    await store.add(action('u1', 'resume', minutes(9)));
    const more = await store.pending('u1');
    expect(unlessSame(more)(shown)).toBe(more);
    const fewer = shown.slice(1);
    expect(unlessSame(fewer)(shown)).toBe(fewer);
    const replaced = [shown[0] as QueuedAction, { ...(shown[1] as QueuedAction), seq: 99 }];
    expect(unlessSame(replaced)(shown)).toBe(replaced);
  });
});
