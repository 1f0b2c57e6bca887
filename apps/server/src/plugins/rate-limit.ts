import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../lib/http-error.js';

/** Per-IP limits for the routes that opt in; counts live in Redis when REDIS_URL is set. */
export async function registerRateLimit(app: FastifyInstance, redis: Redis | null, prefix: string): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // skipOnError: a Redis outage lets requests through rather than refusing everyone.
    ...(redis ? { redis, nameSpace: `${prefix}ratelimit:`, skipOnError: true } : {}),
    // The plugin throws what this returns; an HttpError reaches the error handler as `{detail}`
    // (a plain object had no message, so the 429 failed its response schema and became a 500).
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        context.statusCode,
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  });
}

/** Route options for the per-IP limits of the sign-in family (login's is a setting: LOGIN_RATE_LIMIT_PER_MINUTE). */
export const LIMITS = {
  register: { max: 10, timeWindow: '1 minute' },
  refresh: { max: 60, timeWindow: '1 minute' },
  changePassword: { max: 10, timeWindow: '1 minute' },
} as const;
