/**
 * Runs expensive asynchronous work (password hashing) at most `concurrency` at a time, with at
 * most `queueLimit` more waiting their turn; beyond that the work is refused at once with
 * `WorkLimiterFull`, so a burst costs bounded memory and the event loop stays responsive
 * (ADR 0018, docs/performance.md "Bounded password hashing").
 *
 * Work is started in the order it arrived. The limiter keeps a moving average of how long one
 * piece of work takes, so that a refusal can say how long to wait before trying again.
 */
export interface WorkLimits {
  /** Pieces of work running at the same time (at least 1). */
  concurrency: number;
  /** Pieces of work allowed to wait for a free slot (0: none wait). */
  queueLimit: number;
}

export class WorkLimiterFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The work queue is full');
    this.name = 'WorkLimiterFull';
  }
}

interface Waiting {
  start: () => void;
}

/** The average duration assumed before any work has finished, in ms (argon2id m=19 MiB, t=2). */
const INITIAL_AVERAGE_MS = 50;
/** Weight of the newest duration in the moving average. */
const SMOOTHING = 0.2;

export class WorkLimiter {
  readonly concurrency: number;
  readonly queueLimit: number;
  #running = 0;
  readonly #queue: Waiting[] = [];
  #head = 0;
  #averageMs = INITIAL_AVERAGE_MS;

  constructor(limits: WorkLimits) {
    if (!Number.isInteger(limits.concurrency) || limits.concurrency < 1) {
      throw new Error(`concurrency must be a whole number of at least 1, not ${limits.concurrency}`);
    }
    if (!Number.isInteger(limits.queueLimit) || limits.queueLimit < 0) {
      throw new Error(`queueLimit must be a whole number of at least 0, not ${limits.queueLimit}`);
    }
    this.concurrency = limits.concurrency;
    this.queueLimit = limits.queueLimit;
  }

  /** Work running now. */
  get running(): number {
    return this.#running;
  }

  /** Work waiting for a slot. */
  get waiting(): number {
    return this.#queue.length - this.#head;
  }

  /**
   * Seconds a refused caller should wait: the time the work ahead of it needs to drain, at the
   * measured pace, rounded up, at least 1.
   */
  retryAfterSeconds(): number {
    const aheadMs = ((this.waiting + this.#running) * this.#averageMs) / this.concurrency;
    return Math.max(1, Math.ceil(aheadMs / 1000));
  }

  /** Runs `work` when a slot is free; throws WorkLimiterFull at once when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.waiting >= this.queueLimit) throw new WorkLimiterFull(this.retryAfterSeconds());
      await new Promise<void>((resolve) => this.#queue.push({ start: resolve }));
    } else {
      this.#running += 1;
    }
    // The slot is ours here: taken above, or handed over by the work that finished (#release).
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.#averageMs += SMOOTHING * (performance.now() - started - this.#averageMs);
      this.#release();
    }
  }

  /** Hands the finished work's slot to the next in line, or frees it. */
  #release(): void {
    const next = this.#queue[this.#head];
    if (next) {
      this.#queue[this.#head] = undefined as unknown as Waiting;
      this.#head += 1;
      // Drop the started entries once the queue has drained, or when they are most of it, so the
      // array does not grow with the total ever queued.
      if (this.#head === this.#queue.length || (this.#head > 1024 && this.#head * 2 > this.#queue.length)) {
        this.#queue.splice(0, this.#head);
        this.#head = 0;
      }
      next.start();
    } else {
      this.#running -= 1;
    }
  }
}
