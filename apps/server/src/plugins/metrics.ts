import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { Gauge, Histogram, Registry } from 'prom-client';
import { platformPolicy } from '../lib/access.js';

/** The counts a connection pool reports (pg.Pool's totalCount, idleCount, waitingCount). */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface MetricsOptions {
  /** The bearer token a scrape must send; without one, /metrics answers 404 and nothing is collected. */
  token: string | undefined;
  /** The PostgreSQL pool, whose sizes are reported (SQLite has none). */
  pool?: PoolStats | undefined;
}

/** Seconds buckets for API requests and database queries (most are milliseconds). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

const NOT_FOUND = { detail: 'Not found.', code: 'not_found', error_code: 'not_found' };
const TOKEN_REFUSED = {
  detail: 'A valid metrics token is required.',
  code: 'metrics_token_required',
  error_code: 'metrics_token_required',
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Times every query from compilation to its result (the same queryId object is passed to both). */
class QueryTimer implements KyselyPlugin {
  readonly #started = new WeakMap<object, bigint>();
  constructor(private readonly histogram: Histogram<'kind'>) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.#started.set(args.queryId, process.hrtime.bigint());
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const started = this.#started.get(args.queryId);
    if (started !== undefined) {
      this.#started.delete(args.queryId);
      const kind = 'rows' in args.result && args.result.rows.length > 0 ? 'read' : 'write';
      this.histogram.observe({ kind }, Number(process.hrtime.bigint() - started) / 1e9);
    }
    return args.result;
  }
}

/**
 * Prometheus metrics (docs/operations.md, "Metrics"): request count and duration by route and
 * status (fastify-metrics), Node's event-loop lag, heap and process figures (prom-client's default
 * metrics), database query durations and the PostgreSQL pool's sizes, in a registry of this app's
 * own. GET /metrics answers only a request that sends `Authorization: Bearer <METRICS_TOKEN>`;
 * with no token configured it answers 404 and nothing is collected.
 *
 * Returns the Kysely plugin that times queries, to be added to the app's database handle, or null.
 */
export async function registerMetrics(app: FastifyInstance, options: MetricsOptions): Promise<KyselyPlugin | null> {
  const expected = options.token ? digest(options.token) : null;
  const registry = new Registry();

  app.get(
    '/metrics',
    {
      config: { disableMetrics: true, access: platformPolicy.metrics },
      logLevel: 'warn',
      schema: {
        hide: true,
        operationId: 'getMetrics',
        summary: 'Prometheus metrics (bearer METRICS_TOKEN; 404 when none is configured)',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!expected) return reply.code(404).send(NOT_FOUND);
      const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
      if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send(TOKEN_REFUSED);
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
  if (!expected) return null;

  await app.register(fastifyMetrics.default, {
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      // Routes by their template (/api/clients/:id), never by the URL a caller sent.
      registeredRoutesOnly: true,
      overrides: {
        histogram: {
          name: 'http_request_duration_seconds',
          help: 'API request duration in seconds by method, route and status',
          buckets: REQUEST_BUCKETS,
          registers: [registry],
        },
        summary: { registers: [registry] },
      },
    },
  });

  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database query duration in seconds (read: rows returned, write: none)',
    labelNames: ['kind'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const pool = options.pool;
  if (pool) {
    const sizes = [
      ['db_pool_connections_total', 'Open PostgreSQL connections in the pool', () => pool.totalCount],
      ['db_pool_connections_idle', 'Idle PostgreSQL connections in the pool', () => pool.idleCount],
      ['db_pool_requests_waiting', 'Queries waiting for a PostgreSQL connection', () => pool.waitingCount],
    ] as const;
    for (const [name, help, read] of sizes) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    }
  }
  return new QueryTimer(queries);
}
