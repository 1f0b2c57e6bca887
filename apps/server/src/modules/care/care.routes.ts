import {
  clientAttendanceCreateBody,
  clientAttendanceQuery,
  clientAttendanceSchema,
  clientAttendanceUpdateBody,
  clientListQuery,
  clientSchema,
  clientUpdateBody,
  dailyPayrollSchema,
  dailyProgressBody,
  dailyProgressQuery,
  dailyProgressSchema,
  dailyReportQuery,
  dailyScheduleSchema,
  goalSchema,
  goalTrendsQuery,
  goalTrendsSchema,
  idParams,
  progressSaveBody,
  progressSaveResult,
  timesheetQuery,
  timesheetSchema,
  trialCreateBody,
  trialSchema,
  trialUpdateBody,
} from '@daybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.js';
import { who } from '../audit/audited-change.js';
import { carePolicy } from './care.policy.js';
import { presentGoal } from './care.presenter.js';
import { createProgress } from './create-progress.js';
import { createTrial } from './create-trial.js';
import { deleteAttendance } from './delete-attendance.js';
import { deleteTrial } from './delete-trial.js';
import { getClient } from './get-client.js';
import { listAttendance } from './list-attendance.js';
import { listClientGoals } from './list-client-goals.js';
import { listClients } from './list-clients.js';
import { listProgress } from './list-progress.js';
import { listProgressTrials } from './list-progress-trials.js';
import { readDailyPayroll } from './read-daily-payroll.js';
import { readDailySchedule } from './read-daily-schedule.js';
import { readGoalTrends } from './read-goal-trends.js';
import { readTimesheet } from './read-timesheet.js';
import { recordAttendance } from './record-attendance.js';
import { saveProgress } from './save-progress.js';
import { updateAttendance } from './update-attendance.js';
import { updateClient } from './update-client.js';
import { updateProgress } from './update-progress.js';
import { updateTrial } from './update-trial.js';

const tags = ['care'];
const noContent = z.null().describe('No content');

/**
 * Care documentation (issue 4; the calls of docs/product-rules.md §7 as a contract, §10, docs/security.md, ADR 0009). Every route
 * needs a live session; a provider reaches only their own clients and those clients' records
 * (404 otherwise; PATCH of another's client is the product's 403); admins reach all.
 */
export const careRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Clients -----------------------------------------------------------------------------------
  app.get(
    '/api/clients/',
    {
      config: { access: carePolicy.list },
      schema: {
        tags,
        operationId: 'listClients',
        summary: 'The signed-in provider’s clients (admins: all), last name first',
        querystring: clientListQuery,
        response: { 200: z.array(clientSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => listClients(ctx, request.actor, request.query),
  );

  app.get(
    '/api/clients/:id/',
    {
      config: { access: carePolicy.readRecord },
      schema: {
        tags,
        operationId: 'getClient',
        summary: 'One client (404 when not the caller’s)',
        params: idParams,
        response: { 200: clientSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getClient(ctx, request.actor, request.params.id),
  );

  app.patch(
    '/api/clients/:id/',
    {
      config: { access: carePolicy.updateClient },
      schema: {
        tags,
        operationId: 'updateClient',
        summary: 'Update a client (owner or admin; another provider gets 403)',
        params: idParams,
        body: clientUpdateBody,
        response: { 200: clientSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateClient(ctx, { ...who(request), id: request.params.id, body: request.body }),
  );

  app.get(
    '/api/clients/:id/goal-trends/',
    {
      config: { access: carePolicy.readRecord },
      schema: {
        tags,
        operationId: 'getGoalTrends',
        summary: 'Per goal and day over the last N days: trials, prompt-level mix, share scored I',
        params: idParams,
        querystring: goalTrendsQuery,
        response: { 200: goalTrendsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => readGoalTrends(ctx, request.actor, request.params.id, request.query.days),
  );

  app.get(
    '/api/goals/:id',
    {
      config: { access: carePolicy.readRecord },
      schema: {
        tags,
        operationId: 'listClientGoals',
        summary: 'The goals of a client (path: the client record id)',
        params: idParams,
        response: { 200: z.array(goalSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => (await listClientGoals(ctx, request.actor, request.params.id)).map(presentGoal),
  );

  // Client attendance ----------------------------------------------------------------------------
  app.get(
    '/api/attendance/',
    {
      config: { access: carePolicy.list },
      schema: {
        tags,
        operationId: 'listAttendance',
        summary: 'Client attendance records of the caller’s clients, newest first',
        querystring: clientAttendanceQuery,
        response: { 200: z.array(clientAttendanceSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => listAttendance(ctx, request.actor, request.query),
  );

  app.post(
    '/api/attendance/',
    {
      config: { idempotent: true, access: carePolicy.addRecord },
      schema: {
        tags,
        operationId: 'createAttendance',
        summary: 'Record a client’s attendance (one per client, date and service)',
        body: clientAttendanceCreateBody,
        response: { 201: clientAttendanceSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const record = await recordAttendance(ctx, { ...who(request), body: request.body });
      return reply.code(201).send(record);
    },
  );

  app.get(
    '/api/attendance/daily-schedule/',
    {
      config: { access: carePolicy.list },
      schema: {
        tags,
        operationId: 'getDailySchedule',
        summary: 'The day’s clients with times and services (default today; location optional)',
        querystring: dailyReportQuery,
        response: { 200: dailyScheduleSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => readDailySchedule(ctx, request.actor, request.query),
  );

  app.get(
    '/api/attendance/daily-payroll/',
    {
      config: { access: carePolicy.list },
      schema: {
        tags,
        operationId: 'getDailyPayroll',
        summary: 'The day’s billable hours per provider (default today; location optional)',
        querystring: dailyReportQuery,
        response: { 200: dailyPayrollSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => readDailyPayroll(ctx, request.actor, request.query),
  );

  app.patch(
    '/api/attendance/:id/',
    {
      config: { access: carePolicy.changeRecord },
      schema: {
        tags,
        operationId: 'updateAttendance',
        summary: 'Change any subset of an attendance record (e.g. only one_on_one)',
        params: idParams,
        body: clientAttendanceUpdateBody,
        response: { 200: clientAttendanceSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => updateAttendance(ctx, { ...who(request), id: request.params.id, body: request.body }),
  );

  app.delete(
    '/api/attendance/:id/',
    {
      config: { access: carePolicy.changeRecord },
      schema: {
        tags,
        operationId: 'deleteAttendance',
        summary: 'Delete an attendance record',
        params: idParams,
        response: { 204: noContent, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteAttendance(ctx, { ...who(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  // Daily progress and trials --------------------------------------------------------------------
  app.get(
    '/api/progress/',
    {
      config: { access: carePolicy.list },
      schema: {
        tags,
        operationId: 'listProgress',
        summary: 'Daily progress records of the caller’s clients (filters client, date)',
        querystring: dailyProgressQuery,
        response: { 200: z.array(dailyProgressSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => listProgress(ctx, request.actor, request.query),
  );

  app.post(
    '/api/progress/',
    {
      config: { idempotent: true, access: carePolicy.addRecord },
      schema: {
        tags,
        operationId: 'createProgress',
        summary: 'Create a daily progress record (one per client and date; created_by ignored)',
        body: dailyProgressBody,
        response: { 201: dailyProgressSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const record = await createProgress(ctx, { ...who(request), body: request.body });
      return reply.code(201).send(record);
    },
  );

  app.post(
    '/api/progress/save/',
    {
      config: { idempotent: true, access: carePolicy.addRecord },
      schema: {
        tags,
        operationId: 'saveProgress',
        summary: 'Save Progress: the day’s record and its trials in one transaction (all or nothing)',
        body: progressSaveBody,
        response: { 200: progressSaveResult, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => saveProgress(ctx, { ...who(request), body: request.body }),
  );

  app.put(
    '/api/progress/:id/',
    {
      config: { idempotent: true, access: carePolicy.changeRecord },
      schema: {
        tags,
        operationId: 'updateProgress',
        summary: 'Update a daily progress record (same body as POST; the client cannot change)',
        params: idParams,
        body: dailyProgressBody,
        response: { 200: dailyProgressSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => updateProgress(ctx, { ...who(request), id: request.params.id, body: request.body }),
  );

  app.get(
    '/api/progress/:id/trials/',
    {
      config: { access: carePolicy.readRecord },
      schema: {
        tags,
        operationId: 'listProgressTrials',
        summary: 'The trials of a daily progress record',
        params: idParams,
        response: { 200: z.array(trialSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listProgressTrials(ctx, request.actor, request.params.id),
  );

  app.post(
    '/api/trials/',
    {
      config: { access: carePolicy.addRecord },
      schema: {
        tags,
        operationId: 'createTrial',
        summary: 'Create a trial (the goal must belong to the progress record’s client)',
        body: trialCreateBody,
        response: { 201: trialSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const trial = await createTrial(ctx, { ...who(request), body: request.body });
      return reply.code(201).send(trial);
    },
  );

  app.put(
    '/api/trials/:id/',
    {
      config: { access: carePolicy.changeRecord },
      schema: {
        tags,
        operationId: 'updateTrial',
        summary: 'Update a trial (any subset of its fields)',
        params: idParams,
        body: trialUpdateBody,
        response: { 200: trialSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => updateTrial(ctx, { ...who(request), id: request.params.id, body: request.body }),
  );

  app.delete(
    '/api/trials/:id/',
    {
      config: { access: carePolicy.changeRecord },
      schema: {
        tags,
        operationId: 'deleteTrial',
        summary: 'Delete a trial',
        params: idParams,
        response: { 204: noContent, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteTrial(ctx, { ...who(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  // Timesheet ------------------------------------------------------------------------------------
  app.get(
    '/api/timesheet/',
    {
      config: { access: carePolicy.list },
      schema: {
        tags,
        operationId: 'getTimesheet',
        summary: 'Timesheet rows with billable hours and totals (default: the current pay period)',
        querystring: timesheetQuery,
        response: { 200: timesheetSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => readTimesheet(ctx, request.actor, request.query),
  );
};
