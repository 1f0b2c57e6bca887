import path from 'node:path';
import { z } from 'zod';

const durationSeconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  REDIS_PREFIX: z.string().min(1).max(50).default('daybook:'),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  JWT_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL: durationSeconds(15 * 60),
  SESSION_IDLE_TIMEOUT: durationSeconds(30 * 60),
  SESSION_ABSOLUTE_LIFETIME: durationSeconds(12 * 60 * 60),
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  WEB_DIST: z.string().optional(),
  DEMO_DATA: z.enum(['auto', 'off']).default('auto'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so several deployments can share one Redis. */
  redisPrefix: string;
  /** Sign-in requests allowed per IP per minute. */
  loginRateLimitPerMinute: number;
  /** From JWT_SECRET, or generated once and kept in the database (bootstrap.ts). */
  jwtSecret: string;
  logLevel: string;
  accessTokenTtl: number;
  sessionIdleTimeout: number;
  sessionAbsoluteLifetime: number;
  corsOrigins: string[];
  trustProxy: boolean;
  webDist: string | undefined;
  demoData: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (so `DATABASE_URL=` selects the embedded database).
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environment.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    jwtSecret: e.JWT_SECRET ?? '',
    logLevel: e.LOG_LEVEL,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    sessionIdleTimeout: e.SESSION_IDLE_TIMEOUT,
    sessionAbsoluteLifetime: e.SESSION_ABSOLUTE_LIFETIME,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY === 'true',
    webDist: e.WEB_DIST,
    demoData: e.DEMO_DATA === 'auto' && !e.DATABASE_URL,
  };
}
