import { Readable } from 'node:stream';
import {
  adminTimeRecordsSchema,
  checkInOutBody,
  historyQuery,
  historyRecordSchema,
  pauseBody,
  pauseStateSchema,
  payPeriodSummarySchema,
  resumeBody,
  timeRecordsQuery,
  todaySchema,
  workDaySchema,
} from '@daybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.js';
import { who } from '../audit/audited-change.js';
import { checkIn } from './check-in.js';
import { checkOut } from './check-out.js';
import { pauseState } from './get-pause-state.js';
import { getPayPeriodRange } from './get-pay-period-range.js';
import { payPeriodSummary } from './get-pay-period-summary.js';
import { today } from './get-today.js';
import { timeRecords, timeRecordsJson, timeRecordsPage } from './list-time-records.js';
import { history } from './list-work-history.js';
import { pause } from './pause-work-day.js';
import { resume } from './resume-work-day.js';
import { workdayPolicy } from './workday.policy.js';

const payPeriodResponse = z.object({
  start_date: z.string().describe('MM/DD/YYYY'),
  end_date: z.string().describe('MM/DD/YYYY'),
  start: z.string().describe('YYYY-MM-DD'),
  end: z.string().describe('YYYY-MM-DD'),
});

const refusal = 'Every refusal carries `error`, the same text as `detail`; a conflicting state is 409.';

/**
 * The employee's work day (docs/product-rules.md §2 Dashboard, §4 Work day / Timer, §7) and the monitoring
 * report (docs/product-rules.md §2 Admin page). Every figure is computed by the server (docs/product-rules.md §7).
 */
export const workdayRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/attendance/biweekly-date-range/',
    {
      config: { access: workdayPolicy.ownDays },
      schema: {
        tags: ['workday'],
        operationId: 'getPayPeriodRange',
        summary: 'The pay period that holds today (1st–14th or 15th–month end)',
        response: { 200: payPeriodResponse, ...errorResponses(401) },
      },
    },
    async () => getPayPeriodRange(ctx),
  );

  app.get(
    '/api/attendance/today/',
    {
      config: { access: workdayPolicy.ownDays },
      schema: {
        tags: ['workday'],
        operationId: 'getToday',
        summary: 'Today’s work day (or the overnight shift in progress); id is null before check-in',
        response: { 200: todaySchema, ...errorResponses(401) },
      },
    },
    async (request) => today(ctx, request.actor),
  );

  app.get(
    '/api/attendance/history/',
    {
      config: { access: workdayPolicy.ownDays },
      schema: {
        tags: ['workday'],
        operationId: 'listWorkHistory',
        summary: 'The signed-in user’s work days, newest first (default: the last year)',
        querystring: historyQuery,
        response: { 200: z.array(historyRecordSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => history(ctx, request.actor, request.query),
  );

  app.get(
    '/api/attendance/pay-period-summary/',
    {
      config: { access: workdayPolicy.ownDays },
      schema: {
        tags: ['workday'],
        operationId: 'getPayPeriodSummary',
        summary: 'The current pay period: hours worked, rate, target and progress, with its days',
        response: { 200: payPeriodSummarySchema, ...errorResponses(401) },
      },
    },
    async (request) => payPeriodSummary(ctx, request.actor),
  );

  app.post(
    '/api/attendance/checkin/',
    {
      config: { idempotent: true, access: workdayPolicy.ownDays },
      schema: {
        tags: ['workday'],
        operationId: 'checkIn',
        summary: 'Check in: opens today’s work day with the device location (null when unknown)',
        description: refusal,
        body: checkInOutBody,
        response: { 201: workDaySchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await checkIn(ctx, request.body, who(request))),
  );

  app.post(
    '/api/attendance/checkout/',
    {
      config: { idempotent: true, access: workdayPolicy.ownDays },
      schema: {
        tags: ['workday'],
        operationId: 'checkOut',
        summary: 'Check out: closes the current shift and stores the hours worked',
        description: refusal,
        body: checkInOutBody,
        response: { 200: workDaySchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => checkOut(ctx, request.body, who(request)),
  );

  app.post(
    '/api/attendance/pause/',
    {
      config: { idempotent: true, access: workdayPolicy.ownDays },
      schema: {
        tags: ['workday'],
        operationId: 'pauseWork',
        summary: 'Pause the timer with a reason; pause_time, user and user_name are ignored',
        description: refusal,
        body: pauseBody,
        response: { 201: pauseStateSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await pause(ctx, request.body, who(request))),
  );

  app.get(
    '/api/attendance/resume/',
    {
      config: { access: workdayPolicy.ownDays },
      schema: {
        tags: ['workday'],
        operationId: 'getPauseState',
        summary: 'Whether the current shift is paused',
        response: { 200: pauseStateSchema, ...errorResponses(401) },
      },
    },
    async (request) => pauseState(ctx, request.actor),
  );

  app.post(
    '/api/attendance/resume/',
    {
      config: { idempotent: true, access: workdayPolicy.ownDays },
      schema: {
        tags: ['workday'],
        operationId: 'resumeWork',
        summary: 'Resume the timer; the paused minutes are computed by the server (time_record is ignored)',
        description: refusal,
        body: resumeBody,
        response: { 200: pauseStateSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => resume(ctx, request.body, who(request)),
  );

  app.get(
    '/api/admin/time-records',
    {
      config: { access: workdayPolicy.timeRecords },
      schema: {
        tags: ['monitoring'],
        operationId: 'listTimeRecords',
        summary: 'Work days of everyone (admins) or of the caller’s reports (managers) within a date range',
        description:
          'With `page` (and `page_size`, default 10, at most 1000) one page of rows, newest date first, ' +
          'with `total` counting every row of the filtered range. Without them, every row of the range ' +
          '(at most 366 days), streamed: the call the existing client makes. `summary` is computed over ' +
          'the whole filtered selection in both cases; `summary.avgHours` over the current pay period.',
        querystring: timeRecordsQuery,
        response: { 200: adminTimeRecordsSchema, ...errorResponses(400, 401, 403) },
      },
      // The report is built by typed code from typed rows; checking thousands of rows against the
      // schema again on the way out cost more than the query itself (docs/performance.md).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const report = await timeRecords(ctx, request.actor, request.query);
      if (report.paged) return timeRecordsPage(report);
      // A whole range is written a batch of rows at a time, so the server's memory does not grow
      // with the range (docs/performance.md, "Monitoring report").
      reply.type('application/json; charset=utf-8');
      // (The type provider only knows the JSON shape; a stream of that JSON is what is sent.)
      return reply.send(Readable.from(timeRecordsJson(report), { objectMode: false }) as never);
    },
  );
};
