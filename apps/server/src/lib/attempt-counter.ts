import type { Redis } from 'ioredis';

/**
 * Counts events per key inside a fixed window, in Redis when the server has one (so that
 * every instance sees the same count) and in memory otherwise (DESIGN §2, §6).
 */
export interface AttemptCounter {
  count(key: string): Promise<number>;
  add(key: string): Promise<number>;
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
  #live(key: string) {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }
  async count(key: string) {
    return this.#live(key)?.count ?? 0;
  }
  async add(key: string) {
    const entry = this.#live(key);
    if (entry) {
      entry.count += 1;
      return entry.count;
    }
    if (this.#entries.size >= this.maxKeys) {
      // Bound memory under a flood of distinct keys: drop the oldest entry.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { count: 1, expiresAt: this.now() + this.windowMs });
    return 1;
  }
  async reset(key: string) {
    this.#entries.delete(key);
  }
  async close() {
    this.#entries.clear();
  }
}

export class RedisAttemptCounter implements AttemptCounter {
  constructor(
    private readonly redis: Redis,
    private readonly windowMs: number,
    private readonly prefix: string,
  ) {}
  async count(key: string) {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }
  async add(key: string) {
    const full = this.prefix + key;
    const [[, count] = [null, 0]] = (await this.redis.multi().incr(full).pexpire(full, this.windowMs, 'NX').exec()) as [
      Error | null,
      number,
    ][];
    return Number(count);
  }
  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
  async close() {}
}
