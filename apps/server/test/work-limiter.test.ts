import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WorkLimiter, WorkLimiterFull } from '../src/lib/work-limiter.js';

/** A promise whose settling the test controls. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkLimiter (bounded password hashing, ADR 0018)', () => {
  it('runs at most `concurrency` at once, queues up to `queueLimit`, and refuses the rest at once', async () => {
    const limiter = new WorkLimiter({ concurrency: 2, queueLimit: 3 });
    const gates = Array.from({ length: 8 }, () => deferred<number>());
    const started: number[] = [];
    const outcomes = gates.map((gate, i) =>
      limiter
        .run(async () => {
          started.push(i);
          return gate.promise;
        })
        .then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(limiter.running).toBe(2);
    expect(limiter.waiting).toBe(3);
    // The three beyond the queue were refused without waiting for anything.
    const refused = await Promise.all(outcomes.slice(5));
    for (const outcome of refused) {
      expect(outcome.ok).toBe(false);
      expect((outcome as { error: unknown }).error).toBeInstanceOf(WorkLimiterFull);
    }
    gates[1]?.resolve(1);
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.resolve(0);
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const [i, gate] of gates.entries()) gate.resolve(i);
    const accepted = await Promise.all(outcomes.slice(0, 5));
    expect(accepted.map((o) => (o.ok ? o.value : 'refused'))).toEqual([0, 1, 2, 3, 4]);
    expect(limiter.running).toBe(0);
    expect(limiter.waiting).toBe(0);
  });

  it('frees the slot of work that fails, and passes its error on', async () => {
    const limiter = new WorkLimiter({ concurrency: 1, queueLimit: 0 });
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(limiter.running).toBe(0);
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
  });

  it('asks a refused caller to wait at least a second, longer when more work is ahead', async () => {
    const limiter = new WorkLimiter({ concurrency: 1, queueLimit: 100 });
    const gate = deferred();
    const all = Array.from({ length: 101 }, () => limiter.run(() => gate.promise));
    await tick();
    const refusal = await limiter.run(async () => undefined).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(WorkLimiterFull);
    // 101 pieces of work of about 50 ms each on one slot: about 5 seconds.
    expect((refusal as WorkLimiterFull).retryAfterSeconds).toBeGreaterThanOrEqual(5);
    gate.resolve();
    await Promise.all(all);
    expect(new WorkLimiter({ concurrency: 1, queueLimit: 0 }).retryAfterSeconds()).toBe(1);
  });

  it('refuses limits that would not bound anything', () => {
    expect(() => new WorkLimiter({ concurrency: 0, queueLimit: 1 })).toThrow();
    expect(() => new WorkLimiter({ concurrency: 1.5, queueLimit: 1 })).toThrow();
    expect(() => new WorkLimiter({ concurrency: 1, queueLimit: -1 })).toThrow();
  });

  it('property: any burst is split into exactly concurrency + queue accepted, started in arrival order, never more at once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 20 }),
        async (concurrency, queueLimit, delays) => {
          const limiter = new WorkLimiter({ concurrency, queueLimit });
          let active = 0;
          let peak = 0;
          const started: number[] = [];
          const results = await Promise.all(
            delays.map((delay, i) =>
              limiter
                .run(async () => {
                  started.push(i);
                  active += 1;
                  peak = Math.max(peak, active);
                  for (let k = 0; k < delay; k++) await tick();
                  active -= 1;
                  return i;
                })
                .catch((error: unknown) => {
                  if (!(error instanceof WorkLimiterFull)) throw error;
                  return -1;
                }),
            ),
          );
          const capacity = Math.min(delays.length, concurrency + queueLimit);
          expect(results.filter((r) => r >= 0)).toEqual(Array.from({ length: capacity }, (_, i) => i));
          expect(started).toEqual(Array.from({ length: capacity }, (_, i) => i));
          expect(peak).toBeLessThanOrEqual(concurrency);
          expect(limiter.running + limiter.waiting).toBe(0);
        },
      ),
    );
  });
});
