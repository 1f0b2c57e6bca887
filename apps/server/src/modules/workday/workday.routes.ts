import { displayDate, localDateOf, payPeriodFor } from '@daybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.js';
import { organisationTimeZone } from '../organisation/organisation.repository.js';

const payPeriodResponse = z.object({
  start_date: z.string().describe('MM/DD/YYYY'),
  end_date: z.string().describe('MM/DD/YYYY'),
  start: z.string().describe('YYYY-MM-DD'),
  end: z.string().describe('YYYY-MM-DD'),
});

/** The current pay period in the organisation's zone (spec §7 biweekly-date-range, §9). */
export const workdayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/attendance/biweekly-date-range/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['workday'],
        summary: 'The pay period that holds today (1st–14th or 15th–month end)',
        response: { 200: payPeriodResponse, ...errorResponses(401) },
      },
    },
    async () => {
      const today = localDateOf(app.ctx.clock.now(), await organisationTimeZone(app.ctx.db));
      const period = payPeriodFor(today);
      return {
        start_date: displayDate(period.start_date),
        end_date: displayDate(period.end_date),
        start: period.start_date,
        end: period.end_date,
      };
    },
  );
};
