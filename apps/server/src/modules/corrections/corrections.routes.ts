import {
  adminWorkDayDetailSchema,
  correctionIdParams,
  correctionListQuery,
  correctionRequestBody,
  correctionRequestSchema,
  denyCorrectionBody,
  newWorkDayBody,
  noBody,
  workDayCorrectionBody,
} from '@daybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.js';
import { who } from '../audit/audited-change.js';
import { addWorkDay } from './add-work-day.js';
import { approveCorrection } from './approve-correction.js';
import { correctTeamWorkDay } from './correct-team-work-day.js';
import { correctionsPolicy } from './corrections.policy.js';
import { denyCorrection } from './deny-correction.js';
import { listCorrections } from './list-corrections.js';
import { listMyCorrections } from './list-my-corrections.js';
import { requestCorrection } from './request-correction.js';

const tags = ['corrections'];

/**
 * Correction requests and managers' corrections (docs/payroll-rules.md). Who may do what is
 * answered by corrections.policy.ts, inside each operation.
 */
export const correctionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/attendance/corrections/',
    {
      config: { access: correctionsPolicy.own },
      schema: {
        tags,
        operationId: 'requestCorrection',
        summary: 'Ask to correct one of your days (missing check-out, wrong time, a day never punched)',
        description:
          'Times are HH:MM in the organisation zone on `date`; an empty one keeps the current value (both are needed for a day never punched). 400 for a future date or times that are not a shift; 409 `timecard_locked` when the day’s timecard is approved, 409 `correction_request_pending` while another request for the day is pending.',
        body: correctionRequestBody,
        response: { 201: correctionRequestSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await requestCorrection(ctx, who(request), request.body)),
  );

  app.get(
    '/api/attendance/corrections/',
    {
      config: { access: correctionsPolicy.own },
      schema: {
        tags,
        operationId: 'listMyCorrections',
        summary: 'Your correction requests and the state of each (pending, approved, denied with the note)',
        querystring: correctionListQuery,
        response: { 200: z.array(correctionRequestSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => listMyCorrections(ctx, request.actor, request.query.status),
  );

  app.get(
    '/api/corrections/',
    {
      config: { access: correctionsPolicy.inbox },
      schema: {
        tags,
        operationId: 'listCorrections',
        summary: 'The corrections inbox: your team’s requests (manager) or everyone’s (admin)',
        querystring: correctionListQuery,
        response: { 200: z.array(correctionRequestSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listCorrections(ctx, request.actor, request.query.status),
  );

  app.post(
    '/api/corrections/:id/approve/',
    {
      config: { access: correctionsPolicy.decide },
      schema: {
        tags,
        operationId: 'approveCorrection',
        summary: 'Approve a pending request: its times are applied to the day atomically, the originals kept',
        description:
          'Their manager or an admin, never the employee. 409 `correction_request_not_pending` when already decided, `timecard_locked` when the day’s timecard is approved, `correction_request_outdated` when the shift was corrected directly after the request was filed.',
        params: correctionIdParams,
        body: noBody,
        response: { 200: correctionRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => approveCorrection(ctx, who(request), request.params.id),
  );

  app.post(
    '/api/corrections/:id/deny/',
    {
      config: { access: correctionsPolicy.decide },
      schema: {
        tags,
        operationId: 'denyCorrection',
        summary: 'Deny a pending request with a note the employee reads',
        params: correctionIdParams,
        body: denyCorrectionBody,
        response: { 200: correctionRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => denyCorrection(ctx, who(request), request.params.id, request.body.note),
  );

  app.post(
    '/api/admin/work-days',
    {
      config: { access: correctionsPolicy.correct },
      schema: {
        tags,
        operationId: 'addWorkDay',
        summary: 'Add a missed day for an employee, with pauses and a reason (their manager or an admin)',
        description:
          '400 for times that are not a shift or pauses outside it; 403 outside your team; 409 when the employee already has a day on that date or its timecard is approved.',
        body: newWorkDayBody,
        response: { 201: adminWorkDayDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await addWorkDay(ctx, who(request), request.body)),
  );

  app.post(
    '/api/team/work-days/:id/correct',
    {
      config: { access: correctionsPolicy.correct },
      schema: {
        tags,
        operationId: 'correctTeamWorkDay',
        summary: 'Correct a team member’s day (their manager or an admin); the same as the admin correction',
        params: correctionIdParams,
        body: workDayCorrectionBody,
        response: { 200: adminWorkDayDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => correctTeamWorkDay(ctx, who(request), request.params.id, request.body),
  );
};
