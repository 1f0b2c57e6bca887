import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { configurePasswordHashing, DEFAULT_HASHING_LIMITS, HashingBusyError } from '../modules/auth/passwords.js';

/**
 * Bounded password hashing (issue 17, ADR 0018): applies the configured limits to the process's
 * one hashing queue, and puts `Retry-After` on the 503 a full queue answers (the error handler
 * writes the body; this hook runs just before it).
 */
export function registerPasswordHashing(app: FastifyInstance, config: Config): void {
  configurePasswordHashing({
    concurrency: config.passwordHashConcurrency ?? DEFAULT_HASHING_LIMITS.concurrency,
    queueLimit: config.passwordHashQueue ?? DEFAULT_HASHING_LIMITS.queueLimit,
  });
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof HashingBusyError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
}
