import type { Redis } from 'ioredis';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db, Dialect } from './db/database.js';
import type { AttemptCounter } from './lib/attempt-counter.js';
import type { PolicyAndEmployee } from './modules/workday/policy-and-employee.js';

/** What every business operation needs from the running server. */
export interface AppContext {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  config: Config;
  loginAttempts: AttemptCounter;
  /** The shared Redis when REDIS_URL is set (rate limits, sign-in attempts), else null. */
  redis: Redis | null;
}

/** Who is calling, as established by the auth plugin from a live session. */
export interface Actor {
  id: number;
  role: 'staff' | 'manager' | 'admin';
  sessionId: string;
  /**
   * The actor as an employee and the organisation's work-day policy, read with the session in the
   * same statement (plugins/auth.ts), so that the work-day rules need no read of their own
   * (modules/workday/clock-action.ts `moment`); absent where an actor is made otherwise.
   */
  workday?: PolicyAndEmployee;
}
