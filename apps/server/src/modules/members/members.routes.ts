import {
  memberCheckInBody,
  memberCheckOutBody,
  memberHistoryQuery,
  memberSchema,
  memberVisitSchema,
} from '@daybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.js';
import { who } from '../audit/audited-change.js';
import { checkInMember } from './check-in-member.js';
import { checkOutMember } from './check-out-member.js';
import { listMemberVisits } from './list-member-visits.js';
import { listMembers } from './list-members.js';
import { membersPolicy } from './members.policy.js';

const tags = ['members'];
const refusal =
  'Only the assigned staff member (or an admin) may act on a member; others get 404. Every refusal carries `error`, the same text as `detail`; a conflicting state is 409.';

/** The members page (docs/product-rules.md §2 "Members", §4, §7, §8; issue 5, ADR 0010). */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/member/members/',
    {
      config: { access: membersPolicy.listMembers },
      schema: {
        tags,
        operationId: 'listMembers',
        summary: 'Active members assigned to the signed-in user (admins: all active members), by name',
        response: { 200: z.array(memberSchema), ...errorResponses(401) },
      },
    },
    async (request) => listMembers(ctx, request.actor),
  );

  app.get(
    '/api/member/history/',
    {
      config: { access: membersPolicy.history },
      schema: {
        tags,
        operationId: 'listMemberVisits',
        summary: 'Visits of the signed-in user’s members (or one member), newest first',
        querystring: memberHistoryQuery,
        response: { 200: z.array(memberVisitSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listMemberVisits(ctx, request.actor, request.query.member_id),
  );

  app.post(
    '/api/member/checkin/',
    {
      config: { idempotent: true, access: membersPolicy.visitMember },
      schema: {
        tags,
        operationId: 'checkInMember',
        summary: 'Check a member in with the device location (null when unknown); check_in and date are ignored',
        description: refusal,
        body: memberCheckInBody,
        response: { 201: memberVisitSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await checkInMember(ctx, request.body, who(request))),
  );

  app.post(
    '/api/member/checkout/',
    {
      config: { idempotent: true, access: membersPolicy.visitMember },
      schema: {
        tags,
        operationId: 'checkOutMember',
        summary: 'Check a member out: closes their open visit and stores the minutes',
        description: refusal,
        body: memberCheckOutBody,
        response: { 200: memberVisitSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => checkOutMember(ctx, request.body, who(request)),
  );
};
