import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { DatabaseHandle } from './db/database.js';
import { FallbackAttemptCounter, MemoryAttemptCounter, RedisAttemptCounter } from './lib/attempt-counter.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { careRoutes } from './modules/care/care.routes.js';
import { membersRoutes } from './modules/members/members.routes.js';
import { organisationRoutes } from './modules/organisation/organisation.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { workdayRoutes } from './modules/workday/workday.routes.js';
import { authPlugin } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerSecurity } from './plugins/security.js';
import { registerSpa } from './plugins/spa.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  /** Defaults to the config's log level; tests pass false. */
  logger?: boolean;
}

/** The sign-in attempt window: attempts older than this no longer count (DESIGN §6). */
const LOGIN_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Builds the whole server: external concerns first (security headers, rate limits, OpenAPI,
 * auth), then the feature modules, then the web app (fastify/demo's order).
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database, clock } = options;
  if (config.jwtSecret.length < 32) throw new Error('The JWT secret must be at least 32 characters (resolveJwtSecret)');
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // Requests Node's HTTP parser refuses (headers too large, bad framing) get the API's shape too.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (!socket.writable) return socket.destroy(error);
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const code = status === 431 ? 'headers_too_large' : 'bad_request';
      const detail = status === 431 ? 'The request headers are too large.' : 'Bad request.';
      const body = JSON.stringify({ detail, code, error_code: code });
      socket.end(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Connection: close\r\n\r\n${body}`,
      );
    },
    // Malformed URLs (bad percent-encoding, over-long params) get the API's error shape too.
    frameworkErrors: (error, _request, reply) => {
      (reply as FastifyReply)
        .code(error.statusCode ?? 400)
        .send({ detail: 'The request URL is not valid.', code: 'invalid_url', error_code: 'invalid_url' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 })
    : null;
  // ioredis reconnects by itself; without a listener a lost connection is an unhandled 'error' event.
  redis?.on('error', (error) => app.log.warn({ err: error }, 'Redis connection error'));
  if (redis) {
    // Give Redis a moment to connect so the first requests count in the shared store.
    await Promise.race([once(redis, 'ready'), setTimeout(2000)]).catch(() => {});
  }
  const localAttempts = new MemoryAttemptCounter(LOGIN_ATTEMPT_WINDOW_MS, () => clock.now().getTime());
  const loginAttempts = redis
    ? new FallbackAttemptCounter(
        new RedisAttemptCounter(redis, LOGIN_ATTEMPT_WINDOW_MS, `${config.redisPrefix}attempts:`),
        localAttempts,
        (error) => app.log.warn({ err: error }, 'Redis unavailable; counting sign-in attempts locally'),
      )
    : localAttempts;
  app.decorate('ctx', { db: database.db, dialect: database.dialect, clock, config, loginAttempts, redis });
  app.addHook('onClose', async () => {
    await loginAttempts.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Handler and serialisation time, for browser dev tools and bench/admin-report.mjs.
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });

  registerErrorHandling(app);
  await registerSecurity(app, config.corsOrigins);
  await registerRateLimit(app, redis, config.redisPrefix);
  await registerOpenApi(app);
  await app.register(authPlugin);

  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(organisationRoutes);
  await app.register(workdayRoutes);
  await app.register(careRoutes);
  await app.register(membersRoutes);
  await app.register(adminRoutes);

  await registerSpa(app, config.webDist);
  return app;
}
