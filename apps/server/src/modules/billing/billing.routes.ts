import { activeServiceCodeSchema, billingExportQuery } from '@daybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SPREADSHEET_TYPES, sendDownload } from '../../lib/download.js';
import { errorResponses } from '../../plugins/openapi.js';
import { who } from '../audit/audited-change.js';
import { billingPolicy } from './billing.policy.js';
import { BILLED_COLUMNS, BILLED_HEADING, NOT_BILLED_HEADING } from './billing-files.js';
import { exportBilling } from './export-billing.js';
import { listAttendanceServices } from './list-attendance-services.js';

const tags = ['billing'];

/**
 * The billing export (issue 14, docs/billing-rules.md, ADR 0016), admin only. Service codes and
 * authorizations are admin-console resources (admin.routes.ts); units on attendance and timesheet
 * answers come from with-billing.ts.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/api/service-codes/',
    {
      config: { access: billingPolicy.listServiceCodes },
      schema: {
        tags,
        operationId: 'listActiveServiceCodes',
        summary: 'The active service codes an attendance record may name (the new-record page’s list)',
        response: { 200: z.array(activeServiceCodeSchema), ...errorResponses(401) },
      },
    },
    async () => listAttendanceServices(ctx),
  );

  app.get(
    '/api/billing/export',
    {
      config: { access: billingPolicy.exportBilling },
      schema: {
        tags,
        operationId: 'exportBilling',
        summary: 'Billing lines of a date range (at most 366 days) as CSV or .xlsx',
        description: `Two sections. "${BILLED_HEADING}": one row per client, service code and date with the columns ${BILLED_COLUMNS.join(', ')}, then a Total row. "${NOT_BILLED_HEADING}": the same columns and a Reason (unsigned; no authorization; beyond the authorised units), then a Total row. Dates are YYYY-MM-DD, money in dollars with two decimals. CSV is RFC 4180; a text cell starting with = + - @ tab or CR is prefixed with an apostrophe.`,
        querystring: billingExportQuery,
        produces: SPREADSHEET_TYPES,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      return sendDownload(reply, await exportBilling(ctx, who(request), request.query));
    },
  );
};
