import { organisationInfo } from '@daybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readinessChecker } from './check-readiness.js';
import { getOrganisationInfo } from './get-organisation-info.js';
import { organisationPolicy } from './organisation.policy.js';

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
    async () => getOrganisationInfo(app.ctx),
  );

  // Alive: the process answers. Nothing it depends on is asked, so a database outage does not get
  // a healthy process restarted (docs/operations.md).
  app.get('/healthz', { config: { access: organisationPolicy.health }, schema: { hide: true } }, async () => ({
    status: 'ok',
  }));

  // Ready: the database answers, its schema is this build's, and Redis answers when configured.
  const readiness = readinessChecker(app.ctx);
  app.get(
    '/readyz',
    { config: { access: organisationPolicy.ready }, schema: { hide: true } },
    async (_request, reply) => {
      const { ready, body } = await readiness();
      return reply.code(ready ? 200 : 503).send(body);
    },
  );
};
