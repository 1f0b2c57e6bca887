import {
  activeLocationSchema,
  locationExceptionIdParams,
  locationExceptionListQuery,
  locationExceptionNoteBody,
  locationExceptionSchema,
  locationTrustSettingsBody,
  locationTrustSettingsSchema,
  memberIdParams,
  memberLocationsSchema,
  resolveLocationExceptionBody,
  userIdParams,
  userLocationsBody,
  userLocationsSchema,
} from '@daybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.js';
import { who } from '../audit/audited-change.js';
import { getLocationTrustSettings } from './get-location-trust-settings.js';
import { getMemberLocations } from './get-member-locations.js';
import { getUserLocations } from './get-user-locations.js';
import { listActiveLocations } from './list-active-locations.js';
import { listLocationExceptions } from './list-location-exceptions.js';
import { locationTrustPolicy } from './location-trust.policy.js';
import { noteLocationException } from './note-location-exception.js';
import { putLocationTrustSettings } from './put-location-trust-settings.js';
import { putMemberLocations } from './put-member-locations.js';
import { putUserLocations } from './put-user-locations.js';
import { resolveLocationException } from './resolve-location-exception.js';

const tags = ['location-trust'];

/** The location exception queue (issue 13, docs/evv.md, ADR 0017). */
export const locationTrustRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/api/locations/',
    {
      config: { access: locationTrustPolicy.listLocations },
      schema: {
        tags,
        operationId: 'listActiveLocations',
        summary: 'The active locations a client, attendance record, progress note or profile may name (ADR 0028)',
        response: { 200: z.array(activeLocationSchema), ...errorResponses(401) },
      },
    },
    async () => listActiveLocations(ctx),
  );

  app.get(
    '/api/location-exceptions/',
    {
      config: { access: locationTrustPolicy.queue },
      schema: {
        tags,
        operationId: 'listLocationExceptions',
        summary: 'Location exceptions: your team’s (manager) or everyone’s (admin), newest first',
        description:
          'Actions outside every geofence, with an accuracy worse than the organisation limit, or without a location. Staff get 403.',
        querystring: locationExceptionListQuery,
        response: { 200: z.array(locationExceptionSchema), ...errorResponses(400, 401, 403) },
      },
      // Up to a thousand rows built by typed code (presentException): no second check on the way out.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => listLocationExceptions(ctx, request.actor, request.query),
  );

  app.post(
    '/api/location-exceptions/:id/resolve/',
    {
      config: { access: locationTrustPolicy.resolve },
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
      config: { access: locationTrustPolicy.note },
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

  app.get(
    '/api/location-trust/settings/',
    {
      config: { access: locationTrustPolicy.settings },
      schema: {
        tags,
        operationId: 'getLocationTrustSettings',
        summary: 'The low-accuracy limit and the service codes that need EVV (admin)',
        response: { 200: locationTrustSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => getLocationTrustSettings(ctx),
  );

  app.put(
    '/api/location-trust/settings/',
    {
      config: { access: locationTrustPolicy.settings },
      schema: {
        tags,
        operationId: 'putLocationTrustSettings',
        summary: 'Change the low-accuracy limit (admin, audited)',
        body: locationTrustSettingsBody,
        response: { 200: locationTrustSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => putLocationTrustSettings(ctx, who(request), request.body),
  );

  app.get(
    '/api/location-trust/users/:id/locations/',
    {
      config: { access: locationTrustPolicy.settings },
      schema: {
        tags,
        operationId: 'getUserLocations',
        summary: 'An employee’s assigned locations (admin); none: every active location applies',
        params: userIdParams,
        response: { 200: userLocationsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getUserLocations(ctx, request.params.id),
  );

  app.put(
    '/api/location-trust/users/:id/locations/',
    {
      config: { access: locationTrustPolicy.settings },
      schema: {
        tags,
        operationId: 'putUserLocations',
        summary: 'Replace an employee’s assigned locations (admin, audited)',
        params: userIdParams,
        body: userLocationsBody,
        response: { 200: userLocationsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => putUserLocations(ctx, who(request), request.params.id, request.body.location_ids),
  );

  app.get(
    '/api/location-trust/members/:id/locations/',
    {
      config: { access: locationTrustPolicy.settings },
      schema: {
        tags,
        operationId: 'getMemberLocations',
        summary: 'A member’s assigned locations (admin); their visits are judged against these and their home',
        params: memberIdParams,
        response: { 200: memberLocationsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getMemberLocations(ctx, request.params.id),
  );

  app.put(
    '/api/location-trust/members/:id/locations/',
    {
      config: { access: locationTrustPolicy.settings },
      schema: {
        tags,
        operationId: 'putMemberLocations',
        summary: 'Replace a member’s assigned locations (admin, audited)',
        params: memberIdParams,
        body: userLocationsBody,
        response: { 200: memberLocationsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => putMemberLocations(ctx, who(request), request.params.id, request.body.location_ids),
  );
};
