import { isIP } from 'node:net';
import path from 'node:path';
import { SESSION_IDLE_DEFAULT_SECONDS } from '@daybook/domain';
import { z } from 'zod';

const durationSeconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The HTTP server's timeouts in seconds when the environment sets none (docs/security.md, "Timeouts"). */
export const TIMEOUT_DEFAULTS = { request: 30, headers: 10, keepAlive: 72, connection: 120 } as const;

/**
 * The longest reuse window REFRESH_REUSE_WINDOW may set, in seconds: long enough for a reload on a
 * slow connection, short enough that a copied refresh token is still caught on its owner's next
 * refresh (docs/decisions/0034-refresh-reuse-window.md).
 */
export const REFRESH_REUSE_WINDOW_MAX = 120;

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
  SESSION_IDLE_TIMEOUT: durationSeconds(SESSION_IDLE_DEFAULT_SECONDS),
  SESSION_ABSOLUTE_LIFETIME: durationSeconds(12 * 60 * 60),
  REFRESH_REUSE_WINDOW: z.coerce.number().int().min(0).max(REFRESH_REUSE_WINDOW_MAX).default(30),
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: z.string().default('false'),
  REQUEST_TIMEOUT: durationSeconds(TIMEOUT_DEFAULTS.request),
  HEADERS_TIMEOUT: durationSeconds(TIMEOUT_DEFAULTS.headers),
  KEEP_ALIVE_TIMEOUT: durationSeconds(TIMEOUT_DEFAULTS.keepAlive),
  CONNECTION_TIMEOUT: durationSeconds(TIMEOUT_DEFAULTS.connection),
  WEB_DIST: z.string().optional(),
  DEMO_DATA: z.enum(['auto', 'off']).default('auto'),
  METRICS_TOKEN: z.string().min(32, 'at least 32 characters').optional(),
  SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(100_000).optional(),
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
  /**
   * Seconds after its rotation during which a refresh token presented again, while its successor
   * is still unused, gets a new pair instead of ending the session (0 turns the window off;
   * docs/security.md, "Sessions").
   */
  refreshReuseWindow: number;
  corsOrigins: string[];
  /**
   * Which proxies' X-Forwarded-For / -Proto to believe: none (false), the nearest N hops (a
   * number), or the listed addresses and CIDR ranges (Fastify's `trustProxy`; see parseTrustProxy).
   */
  trustProxy: false | number | string[];
  /** Longest time to receive a whole request (headers and body), in ms (default TIMEOUT_DEFAULTS). */
  requestTimeoutMs?: number;
  /** Longest time to receive a request's headers, in ms (at most requestTimeoutMs). */
  headersTimeoutMs?: number;
  /** How long an idle keep-alive connection stays open after a response, in ms. */
  keepAliveTimeoutMs?: number;
  /** A connection with no traffic at all for this long is closed, in ms. */
  connectionTimeoutMs?: number;
  webDist: string | undefined;
  demoData: boolean;
  /** The bearer token GET /metrics asks for; unset, /metrics answers 404 (docs/operations.md). */
  metricsToken?: string | undefined;
  /** How long a SIGTERM/SIGINT shutdown may take before the process exits anyway, in ms (main.ts). */
  shutdownDeadlineMs?: number;
  /** Password hashes computed at the same time (default: cores − 1, 1 to 4; ADR 0018). */
  passwordHashConcurrency?: number;
  /** Password hashes allowed to wait; beyond them sign-in answers 503 with Retry-After (default 256). */
  passwordHashQueue?: number;
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
    refreshReuseWindow: e.REFRESH_REUSE_WINDOW,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    requestTimeoutMs: e.REQUEST_TIMEOUT * 1000,
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT, e.REQUEST_TIMEOUT) * 1000,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT * 1000,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT * 1000,
    webDist: e.WEB_DIST,
    demoData: e.DEMO_DATA === 'auto' && !e.DATABASE_URL,
    metricsToken: e.METRICS_TOKEN,
    shutdownDeadlineMs: e.SHUTDOWN_DEADLINE_MS,
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    passwordHashQueue: e.PASSWORD_HASH_QUEUE,
  };
}

/** Names proxy-addr knows for whole private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (docs/security.md, "Behind a proxy"): `false` (the default) believes no forwarded
 * header; a whole number N believes the nearest N proxies; otherwise a comma-separated list of
 * proxy addresses and CIDR ranges (or `loopback`, `linklocal`, `uniquelocal`). `true`, which
 * would believe an X-Forwarded-For written by anyone and let a client choose the address its
 * sign-in limits count against, is refused.
 */
export function parseTrustProxy(value: string): false | number | string[] {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(
      'Invalid environment: TRUST_PROXY=true would believe any X-Forwarded-For header. Set the proxy ' +
        'addresses or ranges (for example TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8,loopback) or ' +
        'the number of proxies in front of the server (for example TRUST_PROXY=1).',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`Invalid environment: TRUST_PROXY: at most 10 proxy hops, not ${hops}`);
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || wrong.length > 0) {
    throw new Error(
      `Invalid environment: TRUST_PROXY: not an address, CIDR range or hop count: ${wrong.join(', ') || text}`,
    );
  }
  return entries;
}
