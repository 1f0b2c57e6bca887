import { evvVisitIdParams, evvVisitPatchBody, evvVisitSchema, evvVisitsQuery } from '@daybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../lib/download.js';
import { errorResponses } from '../../plugins/openapi.js';
import { who } from '../audit/audited-change.js';
import { changeEvvVisit } from './change-evv-visit.js';
import { evvPolicy } from './evv.policy.js';
import { exportEvvVisits } from './export-evv-visits.js';
import { listEvvVisits } from './list-evv-visits.js';

const tags = ['evv'];

/** EVV member visits: the list, after-the-fact changes and the aggregator export (issue 13, docs/evv.md). */
export const evvRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/api/evv/visits/',
    {
      config: { access: evvPolicy.listVisits },
      schema: {
        tags,
        operationId: 'listEvvVisits',
        summary: 'Member visits dated in a range with the six EVV elements, verification status and codes',
        description:
          'A manager sees the visits their team provided, an admin all; staff get 403. Default range: the last 30 days.',
        querystring: evvVisitsQuery,
        response: { 200: z.array(evvVisitSchema), ...errorResponses(400, 401, 403) },
      },
      // Thousands of visits built by typed code (presentEvvVisit): checking each against the schema
      // again on the way out cost more than reading them (docs/performance.md, "Location trust").
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const { visits, total } = await listEvvVisits(ctx, request.actor, request.query);
      if (total !== null) reply.header('x-total-count', String(total));
      return visits;
    },
  );

  app.patch(
    '/api/evv/visits/:id/',
    {
      config: { access: evvPolicy.changeVisit },
      schema: {
        tags,
        operationId: 'changeEvvVisit',
        summary: 'Change a visit after the fact with reason and resolution codes and an attestation (status manual)',
        description:
          'Times are ISO 8601 instants; omitted ones keep their value. 400 for a time in the future, a check-out not after the check-in, a visit over 25 hours or a service the member is not authorised for; 409 `evv_visit_still_open` for an open visit without a check-out, `evv_visit_changed` when someone changed it meanwhile.',
        params: evvVisitIdParams,
        body: evvVisitPatchBody,
        response: { 200: evvVisitSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => changeEvvVisit(ctx, who(request), request.params.id, request.body),
  );

  app.get(
    '/api/evv/visits/export',
    {
      config: { access: evvPolicy.exportVisits },
      schema: {
        tags,
        operationId: 'exportEvvVisits',
        summary: 'The visits of a date range as CSV for the EVV aggregator (admin)',
        description:
          'RFC 4180, CRLF, one header row then one row per visit; the column layout is in docs/evv.md. A text cell starting with = + - or @ is prefixed with an apostrophe.',
        querystring: evvVisitsQuery.pick({ from: true, to: true }),
        produces: ['text/csv'],
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      return sendDownload(reply, await exportEvvVisits(ctx, request.actor, request.query));
    },
  );
};
