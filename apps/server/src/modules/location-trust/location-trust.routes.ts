import {
  locationExceptionIdParams,
  locationExceptionListQuery,
  locationExceptionNoteBody,
  locationExceptionSchema,
  resolveLocationExceptionBody,
} from '@daybook/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.js';
import { listLocationExceptions, noteLocationException, resolveLocationException } from './location-exceptions.js';

const tags = ['location-trust'];

/** The location exception queue (issue 13, docs/evv.md, ADR 0017). */
export const locationTrustRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const who = (request: FastifyRequest) => ({ actor: request.actor, requestId: request.id });

  app.get(
    '/api/location-exceptions/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'listLocationExceptions',
        summary: 'Location exceptions: your team’s (manager) or everyone’s (admin), newest first',
        description:
          'Actions outside every geofence, with an accuracy worse than the organisation limit, or without a location. Staff get 403.',
        querystring: locationExceptionListQuery,
        response: { 200: z.array(locationExceptionSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listLocationExceptions(ctx, request.actor, request.query),
  );

  app.post(
    '/api/location-exceptions/:id/resolve/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'resolveLocationException',
        summary: 'Accept or reject an open location exception with a note (audited)',
        description:
          'The employee’s manager or an admin, never the employee. 409 `location_exception_resolved` when it was already decided (of two simultaneous decisions one wins).',
        params: locationExceptionIdParams,
        body: resolveLocationExceptionBody,
        response: { 200: locationExceptionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => resolveLocationException(ctx, who(request), request.params.id, request.body),
  );

  app.post(
    '/api/location-exceptions/:id/note/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'noteLocationException',
        summary: 'Explain one of your own open location exceptions ("I was at the client’s home")',
        params: locationExceptionIdParams,
        body: locationExceptionNoteBody,
        response: { 200: locationExceptionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => noteLocationException(ctx, who(request), request.params.id, request.body.note),
  );
};
