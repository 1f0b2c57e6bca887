import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout } from 'node:timers/promises';
import { MSG } from '@daybook/domain';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Clock } from './clock.js';
import { type Config, TIMEOUT_DEFAULTS } from './config.js';
import type { AppContext } from './context.js';
import type { DatabaseHandle } from './db/database.js';
import { FallbackAttemptCounter, MemoryAttemptCounter, RedisAttemptCounter } from './lib/attempt-counter.js';
import { HttpError } from './lib/http-error.js';
import { registerLogContext, requestIdMixin, serializeError } from './lib/log-context.js';
import { serializeRequest } from './lib/log-redaction.js';
import { registerRequestGuards } from './lib/request-guards.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { careRoutes } from './modules/care/care.routes.js';
import { clientRecordsRoutes } from './modules/client-records/client-records.routes.js';
import { registerClientReadAudit } from './modules/client-records/read-audit.js';
import { correctionsRoutes } from './modules/corrections/corrections.routes.js';
import { evvRoutes } from './modules/evv/evv.routes.js';
import { kioskRoutes } from './modules/kiosk/kiosk.routes.js';
import { locationTrustRoutes } from './modules/location-trust/location-trust.routes.js';
import { membersRoutes } from './modules/members/members.routes.js';
import { organisationRoutes } from './modules/organisation/organisation.routes.js';
import { payrollRoutes } from './modules/payroll/payroll.routes.js';
import { signaturesRoutes } from './modules/signatures/signatures.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { workdayRoutes } from './modules/workday/workday.routes.js';
import { authPlugin } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerPasswordHashing } from './plugins/password-hashing.js';
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
  /** Where log lines go (standard output when not given); tests capture them here. */
  logStream?: { write(line: string): void };
}

/** Paths whose answers are API data: /api and everything under it, /healthz and /readyz. */
const API_PATH = /^\/(api|healthz|readyz)(\/|\?|$)/i;

/** Answers to requests that Node's HTTP parser refuses or cuts off, by Node's error code. */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; code: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'headers_too_large',
    detail: 'The request headers are too large.',
  },
  // requestTimeout or headersTimeout passed before the whole request arrived
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'request_timeout',
    detail: 'The request took too long to arrive.',
  },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', code: 'bad_request', detail: 'Bad request.' };

/** Fastify's trustProxy for the setting: a hop count N believes the N nearest proxies. */
function trustProxyOption(
  setting: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** The sign-in attempt window: attempts older than this no longer count (docs/security.md). */
const LOGIN_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Builds the whole server: external concerns first (security headers, rate limits, OpenAPI,
 * auth), then the feature modules, then the web app (fastify/demo's order).
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database, clock } = options;
  if (config.jwtSecret.length < 32) throw new Error('The JWT secret must be at least 32 characters (resolveJwtSecret)');
  const requestTimeout = config.requestTimeoutMs ?? TIMEOUT_DEFAULTS.request * 1000;
  const headersTimeout = Math.min(config.headersTimeoutMs ?? TIMEOUT_DEFAULTS.headers * 1000, requestTimeout);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Query values (names, phone numbers) and headers stay out of the logs (docs/security.md).
            serializers: { req: serializeRequest, err: serializeError },
            // The request id on every line written during a request (lib/log-context.ts).
            mixin: requestIdMixin,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: 64 * 1024,
    // Only the configured proxies' X-Forwarded-* headers are believed (config.ts parseTrustProxy).
    trustProxy: trustProxyOption(config.trustProxy),
    // A client that sends its headers or body slowly cannot hold a connection open for long.
    requestTimeout,
    connectionTimeout: config.connectionTimeoutMs ?? TIMEOUT_DEFAULTS.connection * 1000,
    keepAliveTimeout: config.keepAliveTimeoutMs ?? TIMEOUT_DEFAULTS.keepAlive * 1000,
    http: {
      headersTimeout,
      // Node checks the two timeouts above at this interval (30 s by default, too coarse for them).
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 4))),
    },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    requestIdHeader: false,
    // While app.close() lets in-flight requests finish (main.ts), a new one on an open connection
    // is answered 503 by the hook below, in the API's shape, not by Fastify's own body.
    return503OnClosing: false,
    genReqId: () => randomUUID(),
    // Requests Node's HTTP parser refuses (headers too large, bad framing) get the API's shape too.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (!socket.writable) return socket.destroy(error);
      const { status, reason, code, detail } = CLIENT_ERRORS[error.code ?? ''] ?? BAD_REQUEST;
      const body = JSON.stringify({ detail, code, error_code: code });
      socket.end(
        `HTTP/1.1 ${status} ${reason}\r\n` +
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
  // Answers are checked against their zod schema and written in one pass (lib/response-serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler);
  registerLogContext(app);
  refuseRequestsWhileStopping(app);

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
  // Before any route: every route declares who may call it, enforced there (plugins/auth.ts).
  await app.register(authPlugin);
  // Before any route, so that every route is measured (plugins/metrics.ts).
  const queryTimer = await registerMetrics(app, { token: config.metricsToken, pool: database.pool });
  const db = queryTimer ? database.db.withPlugin(queryTimer) : database.db;
  app.decorate('ctx', { db, dialect: database.dialect, clock, config, loginAttempts, redis });
  app.addHook('onClose', async () => {
    await loginAttempts.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });
  // Synchronous (a callback, not an async function): a hook on every answer should not cost a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // API answers hold personal data: no browser or shared cache may keep them (hashed web
    // assets keep their own long caching, plugins/spa.ts).
    if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
    // Handler and serialisation time, for browser dev tools and bench/admin-report.mjs.
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    done(null, payload);
  });

  registerErrorHandling(app);
  registerPasswordHashing(app, config);
  registerRequestGuards(app);
  await registerSecurity(app, config.corsOrigins);
  await registerRateLimit(app, redis, config.redisPrefix);
  await registerOpenApi(app);
  // Routes marked `config: { idempotent: true }` honour an Idempotency-Key (ADR 0018).
  await app.register(idempotencyPlugin);
  // Every answer showing a client's records writes an audit row `read` (docs/retention.md).
  registerClientReadAudit(app);

  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(organisationRoutes);
  await app.register(workdayRoutes);
  await app.register(careRoutes);
  await app.register(signaturesRoutes);
  await app.register(membersRoutes);
  await app.register(locationTrustRoutes);
  await app.register(evvRoutes);
  await app.register(adminRoutes);
  await app.register(payrollRoutes);
  await app.register(billingRoutes);
  await app.register(correctionsRoutes);
  await app.register(clientRecordsRoutes);
  await app.register(kioskRoutes);

  await registerSpa(app, config.webDist);
  return app;
}

/**
 * Once app.close() has begun (main.ts, "Graceful shutdown"), a request still arriving on an open
 * connection is answered 503 `server_stopping` with `Retry-After: 1` and `Connection: close`, in
 * the API's one shape (docs/api-errors.md), before any other hook runs: nothing is read or written,
 * and the client tries again on the instance that replaces this one. Requests already in flight
 * finish normally.
 */
function refuseRequestsWhileStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!stopping) return done();
    reply.header('connection', 'close').header('retry-after', '1');
    done(new HttpError(503, MSG.serverStopping));
  });
}
