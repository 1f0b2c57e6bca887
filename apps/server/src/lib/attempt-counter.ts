import type { Redis } from 'ioredis';

/**
 * Counts events per key inside a fixed window that starts with the key's first event, in Redis
 * when the server has one (so that every instance sees the same count) and in memory otherwise
 * (docs/ARCHITECTURE.md, docs/security.md).
 */
export interface AttemptCounter {
  /** Counts one more event and answers the count within the current window. */
  add(key: string): Promise<number>;
  /** Takes back one event counted by `add` (within the same window; nothing when it has lapsed). */
  forgive(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryAttemptCounter implements AttemptCounter {
  readonly #entries = new Map<string, { count: number; expiresAt: number }>();
  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}
  async add(key: string) {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      entry.count += 1;
      return entry.count;
    }
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxKeys) {
      // Bound memory under a flood of distinct keys: drop the oldest entry.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { count: 1, expiresAt: this.now() + this.windowMs });
    return 1;
  }
  async forgive(key: string) {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.now() && entry.count > 0) entry.count -= 1;
  }
  async reset(key: string) {
    this.#entries.delete(key);
  }
  async close() {
    this.#entries.clear();
  }
}

/** SET NX PX starts the window with the first event; INCR keeps the expiry (Redis 2.6.12+). */
export class RedisAttemptCounter implements AttemptCounter {
  constructor(
    private readonly redis: Redis,
    private readonly windowMs: number,
    private readonly prefix: string,
  ) {}
  async add(key: string) {
    const full = this.prefix + key;
    const replies = await this.redis.multi().set(full, 0, 'PX', this.windowMs, 'NX').incr(full).exec();
    const [error, count] = replies?.[1] ?? [new Error('no reply from Redis'), 0];
    if (error) throw error;
    return Number(count);
  }
  async forgive(key: string) {
    // Only an existing, positive count: DECR on a lapsed key would create one without an expiry.
    await this.redis.eval(
      "if (tonumber(redis.call('get', KEYS[1]) or '0') > 0) then return redis.call('decr', KEYS[1]) end return 0",
      1,
      this.prefix + key,
    );
  }
  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
  async close() {}
}

/**
 * Uses the shared counter, and the local one while the shared one is unreachable: a Redis outage
 * weakens the limits to one instance's view instead of refusing every sign-in.
 */
export class FallbackAttemptCounter implements AttemptCounter {
  constructor(
    private readonly shared: AttemptCounter,
    private readonly local: AttemptCounter,
    private readonly onError: (error: unknown) => void,
  ) {}
  async add(key: string) {
    try {
      return await this.shared.add(key);
    } catch (error) {
      this.onError(error);
      return this.local.add(key);
    }
  }
  async forgive(key: string) {
    await this.local.forgive(key);
    try {
      await this.shared.forgive(key);
    } catch (error) {
      this.onError(error);
    }
  }
  async reset(key: string) {
    await this.local.reset(key);
    try {
      await this.shared.reset(key);
    } catch (error) {
      this.onError(error);
    }
  }
  async close() {
    await this.local.close();
    await this.shared.close();
  }
}
