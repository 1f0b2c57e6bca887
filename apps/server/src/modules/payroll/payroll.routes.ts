import {
  newRateBody,
  noBody,
  payAdjustmentSchema,
  payrollAlertsSchema,
  rateHistoryEntrySchema,
  reopenTimecardBody,
  submitTimecardBody,
  timecardDetailSchema,
  timecardListQuery,
  timecardParams,
  timecardSummarySchema,
  workweekStatusSchema,
} from '@daybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SPREADSHEET_TYPES, sendDownload } from '../../lib/download.js';
import { errorResponses } from '../../plugins/openapi.js';
import { who } from '../audit/audited-change.js';
import { addRate } from './add-rate.js';
import { approveTimecard } from './approve-timecard.js';
import { exportPayroll } from './export-payroll.js';
import { getTimecard } from './get-timecard.js';
import { workweekStatus } from './get-workweek-status.js';
import { payrollAlerts } from './list-payroll-alerts.js';
import { listPayAdjustments, listRates } from './list-rates.js';
import { listTimecards } from './list-timecards.js';
import { timecardsPolicy } from './payroll.policy.js';
import { presentSummary } from './payroll.presenter.js';
import { reopenTimecard } from './reopen-timecard.js';
import { submitTimecard } from './submit-timecard.js';

const tags = ['payroll'];
const userIdParams = z.strictObject({
  id: timecardParams.shape.user_id,
});

/**
 * Timecards, rate history and the payroll export (docs/payroll-rules.md). Who may do what is
 * answered by payroll.policy.ts; the admin-only routes check the role here.
 */
export const payrollRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/api/timecards/',
    {
      config: { access: timecardsPolicy.list },
      schema: {
        tags,
        operationId: 'listTimecards',
        summary:
          'Timecards of one pay period: your own (staff), your team’s and your own (manager), everyone’s (admin)',
        querystring: timecardListQuery,
        response: { 200: z.array(timecardSummarySchema), ...errorResponses(400, 401) },
      },
      // Hundreds of timecards built by typed code (presentSummary): checking each against the schema
      // again on the way out cost more than computing them (docs/performance.md, "Timecards").
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => (await listTimecards(ctx, request.actor, request.query.period_start)).map(presentSummary),
  );

  app.get(
    '/api/timecards/:user_id/:period_start/',
    {
      config: { access: timecardsPolicy.view },
      schema: {
        tags,
        operationId: 'getTimecard',
        summary: 'One timecard with its days, shifts, pauses, whole workweeks and history',
        description: 'Someone else’s timecard, unless you are their manager or an admin, is 403.',
        params: timecardParams,
        response: { 200: timecardDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getTimecard(ctx, request.actor, request.params.user_id, request.params.period_start),
  );

  app.post(
    '/api/timecards/:user_id/:period_start/submit/',
    {
      config: { access: timecardsPolicy.submit },
      schema: {
        tags,
        operationId: 'submitTimecard',
        summary: 'The employee submits their timecard: “I certify these hours are complete and accurate”',
        description:
          'From the period’s last day on, with every shift closed. 409 lists the blockers in `params.blockers`.',
        params: timecardParams,
        body: submitTimecardBody,
        response: { 200: timecardDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => submitTimecard(ctx, who(request), request.params.user_id, request.params.period_start),
  );

  app.post(
    '/api/timecards/:user_id/:period_start/approve/',
    {
      config: { access: timecardsPolicy.approve },
      schema: {
        tags,
        operationId: 'approveTimecard',
        summary: 'Their manager or an admin approves a submitted timecard; its figures are frozen and its days locked',
        description:
          'Refused (409, `params.blockers`) before the period has ended, before it is submitted, or while a shift is open or Missing.',
        params: timecardParams,
        body: noBody,
        response: { 200: timecardDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => approveTimecard(ctx, who(request), request.params.user_id, request.params.period_start),
  );

  app.post(
    '/api/timecards/:user_id/:period_start/reopen/',
    {
      config: { access: timecardsPolicy.reopen },
      schema: {
        tags,
        operationId: 'reopenTimecard',
        summary: 'An admin reopens a submitted or approved timecard, with a reason',
        params: timecardParams,
        body: reopenTimecardBody,
        response: { 200: timecardDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      reopenTimecard(ctx, who(request), request.params.user_id, request.params.period_start, request.body.reason),
  );

  app.get(
    '/api/admin/users/:id/rates/',
    {
      config: { access: timecardsPolicy.rates },
      schema: {
        tags,
        operationId: 'listUserRates',
        summary: 'An employee’s rate history, oldest first',
        params: userIdParams,
        response: { 200: z.array(rateHistoryEntrySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listRates(ctx, request.params.id),
  );

  app.post(
    '/api/admin/users/:id/rates/',
    {
      config: { access: timecardsPolicy.rates },
      schema: {
        tags,
        operationId: 'addUserRate',
        summary: 'Add a rate from an effective date (refused below the organisation’s minimum wage)',
        description:
          'The first rate also covers every earlier day; a first dated rate keeps the rate on the user record as the opening entry. A rate dated into an approved period records back pay (GET …/pay-adjustments/). Answers the whole history.',
        params: userIdParams,
        body: newRateBody,
        response: { 201: z.array(rateHistoryEntrySchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await addRate(ctx, who(request), request.params.id, request.body)),
  );

  app.get(
    '/api/admin/users/:id/pay-adjustments/',
    {
      config: { access: timecardsPolicy.rates },
      schema: {
        tags,
        operationId: 'listUserPayAdjustments',
        summary: 'The back pay rate changes owed on an employee’s approved periods, oldest first',
        description:
          'In integer cents; paid_in_period_start is the later period whose approval paid it, null while it waits.',
        params: userIdParams,
        response: { 200: z.array(payAdjustmentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listPayAdjustments(ctx, request.params.id),
  );

  app.get(
    '/api/attendance/workweek/',
    {
      config: { access: timecardsPolicy.ownWorkweek },
      schema: {
        tags,
        operationId: 'getWorkweekStatus',
        summary: 'Your hours in the current workweek and how long until overtime starts',
        description:
          'Counted as the payroll counts them (the organisation’s workweek, threshold and rounding); a running shift counts up to now.',
        response: { 200: workweekStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => workweekStatus(ctx, request.actor),
  );

  app.get(
    '/api/admin/payroll-alerts',
    {
      config: { access: timecardsPolicy.payrollAlerts },
      schema: {
        tags,
        operationId: 'getPayrollAlerts',
        summary: 'People at 36 h or more this workweek, and forgotten check-outs (open over 12 h, or Missing)',
        description: 'A manager sees their team and themselves, an admin everyone; staff get 403.',
        response: { 200: payrollAlertsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => payrollAlerts(ctx, request.actor),
  );

  app.get(
    '/api/payroll/export',
    {
      config: { access: timecardsPolicy.exportPayroll },
      schema: {
        tags,
        operationId: 'exportPayroll',
        summary: 'One row per employee for a pay period, and a totals row, as CSV or .xlsx',
        description:
          "Columns: Name, Email, Payroll ID, Department, Regular Hours, Overtime Hours, Total Hours, Rate, Gross Pay, Timecard Status, Adjustment, Rates in Period (Rate: the rate on the period's last day; Rates in Period: each rate with the day it took effect when it changed within the period; Adjustment: the part of Gross Pay owed on approved periods). CSV is RFC 4180; a text cell starting with = + - or @ is prefixed with an apostrophe (a plain negative number is not). Each download is recorded in the audit log.",
        querystring: timecardListQuery.extend({
          format: z.enum(['csv', 'xlsx'], { error: 'Choose csv or xlsx.' }).default('csv'),
        }),
        produces: SPREADSHEET_TYPES,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      return sendDownload(
        reply,
        await exportPayroll(ctx, who(request), request.query.period_start, request.query.format),
      );
    },
  );
};
