import { organisationInfo } from '@daybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrganisation } from './organisation.repository.js';

/** Public organisation details for the footer, login page and support modal (spec §2). */
export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organisation/',
    {
      schema: {
        tags: ['organisation'],
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

  app.get(
    '/healthz',
    {
      schema: { hide: true },
    },
    async (_request, reply) => {
      try {
        await getOrganisation(app.ctx.db);
        return { status: 'ok', database: app.ctx.dialect };
      } catch {
        return reply.code(503).send({ status: 'unavailable', database: app.ctx.dialect });
      }
    },
  );
};
