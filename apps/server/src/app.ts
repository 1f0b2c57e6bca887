import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { DatabaseHandle } from './db/database.js';
import { MemoryAttemptCounter, RedisAttemptCounter } from './lib/attempt-counter.js';
import { authRoutes } from './modules/auth/auth.routes.js';
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

/** The login-failure window: failures older than this no longer count (DESIGN §6). */
const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Builds the whole server: external concerns first (security headers, rate limits, OpenAPI,
 * auth), then the feature modules, then the web app (fastify/demo's order).
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database, clock } = options;
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
    // Malformed URLs (bad percent-encoding, over-long params) get the API's error shape too.
    frameworkErrors: (error, _request, reply) => {
      (reply as FastifyReply).code(error.statusCode ?? 400).send({ detail: 'The request URL is not valid.' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  const loginFailures = redis
    ? new RedisAttemptCounter(redis, LOGIN_FAILURE_WINDOW_MS, `${config.redisPrefix}attempts:`)
    : new MemoryAttemptCounter(LOGIN_FAILURE_WINDOW_MS, () => clock.now().getTime());
  app.decorate('ctx', { db: database.db, dialect: database.dialect, clock, config, loginFailures });
  app.addHook('onClose', async () => {
    await loginFailures.close();
    if (redis) await redis.quit();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
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

  await registerSpa(app, config.webDist);
  return app;
}
