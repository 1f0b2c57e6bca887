import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { createTestApp, dialects } from './helper.js';

describe.each(dialects())('health and readiness on %s', (dialect) => {
  it('answers alive and ready with each check named', async () => {
    const t = await createTestApp(dialect);
    try {
      const alive = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(alive.statusCode).toBe(200);
      expect(alive.json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        database: dialect,
        checks: { database: 'ok', migrations: 'ok', redis: 'not configured' },
      });
    } finally {
      await t.close();
    }
  });

  it('is not ready while a migration of this build has not run, and stays alive', async () => {
    const t = await createTestApp(dialect);
    try {
      await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(t.db);
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { database: 'ok', migrations: 'pending' } });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('readiness and Redis', () => {
  it('is not ready when the configured Redis does not answer', async () => {
    const t = await createTestApp('sqlite', { redisUrl: 'redis://127.0.0.1:1', redisPrefix: 'daybook-test-ready:' });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ checks: { database: 'ok', redis: 'unavailable' } });
    } finally {
      await t.close();
    }
  });

  it.runIf(inject('redisUrl'))('is ready when Redis answers', async () => {
    const t = await createTestApp('sqlite', {
      redisUrl: inject('redisUrl') ?? undefined,
      redisPrefix: 'daybook-test-ready:',
    });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json()).toMatchObject({ status: 'ready', checks: { redis: 'ok' } });
      expect(ready.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
