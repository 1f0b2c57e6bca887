import { organisationInfo } from '@daybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingMigrations } from '../../db/migrate.js';
import { organisationPolicy } from './organisation.policy.js';
import { getOrganisation } from './organisation.repository.js';

type Check = 'ok' | 'unavailable' | 'pending' | 'not configured';

/** Public organisation details for the footer, login page and support modal (docs/product-rules.md §2). */
export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organisation/',
    {
      config: { access: organisationPolicy.readOrganisation },
      schema: {
        tags: ['organisation'],
        operationId: 'getOrganisation',
        summary: 'Organisation name, time zone and contact details (public)',
        security: [],
        response: { 200: organisationInfo },
      },
    },
    async () => {
      const org = await getOrganisation(app.ctx.db);
      return {
        name: org.name,
        time_zone: org.time_zone,
        support_email: org.support_email,
        support_phone: org.support_phone,
        address: org.address,
        hours: org.hours_text,
      };
    },
  );

  // Alive: the process answers. Nothing it depends on is asked, so a database outage does not get
  // a healthy process restarted (docs/operations.md).
  app.get('/healthz', { config: { access: organisationPolicy.health }, schema: { hide: true } }, async () => ({
    status: 'ok',
  }));

  // Ready: the database answers, its schema is this build's, and Redis answers when configured.
  let migrationsCurrent = false;
  app.get(
    '/readyz',
    { config: { access: organisationPolicy.ready }, schema: { hide: true } },
    async (_request, reply) => {
      const { db, dialect, redis } = app.ctx;
      const checks: Record<'database' | 'migrations' | 'redis', Check> = {
        database: 'ok',
        migrations: 'ok',
        redis: redis ? 'ok' : 'not configured',
      };
      try {
        await getOrganisation(db);
        if (!migrationsCurrent) {
          migrationsCurrent = (await pendingMigrations({ db, dialect })).length === 0;
          if (!migrationsCurrent) checks.migrations = 'pending';
        }
      } catch {
        checks.database = 'unavailable';
        checks.migrations = 'unavailable';
      }
      if (redis) {
        try {
          await redis.ping();
        } catch {
          checks.redis = 'unavailable';
        }
      }
      const ready = Object.values(checks).every((c) => c === 'ok' || c === 'not configured');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database: dialect, checks });
    },
  );
};
