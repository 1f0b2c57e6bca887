import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Decides once per run whether PostgreSQL takes part. CI sets REQUIRE_POSTGRES=1 so that an
 * unreachable server fails the run instead of silently testing SQLite alone.
 */
export default async function setup({ provide }: { provide: (key: string, value: unknown) => void }) {
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  let available = false;
  try {
    await client.connect();
    await client.query('select 1');
    available = true;
  } catch (error) {
    if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error(`PostgreSQL is required (REQUIRE_POSTGRES=1) but ${adminUrl} is unreachable: ${error}`);
    }
    console.warn(`PostgreSQL at ${adminUrl} is unreachable; API tests run on SQLite only.`);
  } finally {
    await client.end().catch(() => {});
  }
  provide('postgresAdminUrl', available ? adminUrl : null);
  provide('redisUrl', await reachableRedis());
}

/** Redis takes part when reachable; CI sets REQUIRE_REDIS=1 so the shared-limit tests must run. */
async function reachableRedis(): Promise<string | null> {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch (error) {
    if (process.env.REQUIRE_REDIS === '1')
      throw new Error(`Redis is required (REQUIRE_REDIS=1) but ${url} is unreachable: ${error}`);
    console.warn(`Redis at ${url} is unreachable; the shared rate-limit tests do not run.`);
    return null;
  } finally {
    redis.disconnect();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string | null;
    redisUrl: string | null;
  }
}
