import {
  adminClientCreateBody,
  adminClientListQuery,
  adminClientSchema,
  adminClientUpdateBody,
  adminDepartmentBody,
  adminDepartmentListQuery,
  adminDepartmentSchema,
  adminGoalCreateBody,
  adminGoalListQuery,
  adminGoalSchema,
  adminGoalUpdateBody,
  adminIdParams,
  adminLocationCreateBody,
  adminLocationListQuery,
  adminLocationSchema,
  adminLocationUpdateBody,
  adminMemberCreateBody,
  adminMemberListQuery,
  adminMemberSchema,
  adminMemberUpdateBody,
  adminOrganisationBody,
  adminOrganisationSchema,
  adminPasswordResetSchema,
  adminUserCreateBody,
  adminUserCreatedSchema,
  adminUserListQuery,
  adminUserSchema,
  adminUserUpdateBody,
  adminWorkDayDetailSchema,
  adminWorkDayListQuery,
  adminWorkDaySchema,
  auditEntrySchema,
  auditLogQuery,
  noBody,
  serviceAuthorizationCreateBody,
  serviceAuthorizationListQuery,
  serviceAuthorizationSchema,
  serviceAuthorizationUpdateBody,
  serviceCodeCreateBody,
  serviceCodeListQuery,
  serviceCodeSchema,
  serviceCodeUpdateBody,
  workDayCorrectionBody,
} from '@daybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { type ListKeys, sendPage } from '../../lib/list-page.js';
import { errorResponses } from '../../plugins/openapi.js';
import { type ChangeRequest, who } from '../audit/audited-change.js';
import { getAuditEntry } from '../audit/get-audit-entry.js';
import { listAuditLog } from '../audit/list-audit-log.js';
import { createServiceAuthorization } from '../billing/create-service-authorization.js';
import { createServiceCode } from '../billing/create-service-code.js';
import { deleteServiceAuthorization } from '../billing/delete-service-authorization.js';
import { deleteServiceCode } from '../billing/delete-service-code.js';
import { getServiceAuthorization } from '../billing/get-service-authorization.js';
import { getServiceCode } from '../billing/get-service-code.js';
import { listServiceAuthorizations } from '../billing/list-service-authorizations.js';
import { listServiceCodes } from '../billing/list-service-codes.js';
import { updateServiceAuthorization } from '../billing/update-service-authorization.js';
import { updateServiceCode } from '../billing/update-service-code.js';
import { createAdminClient } from '../care/create-admin-client.js';
import { createAdminGoal } from '../care/create-admin-goal.js';
import { deleteAdminClient } from '../care/delete-admin-client.js';
import { deleteAdminGoal } from '../care/delete-admin-goal.js';
import { getAdminClient } from '../care/get-admin-client.js';
import { getAdminGoal } from '../care/get-admin-goal.js';
import { listAdminClients } from '../care/list-admin-clients.js';
import { listAdminGoals } from '../care/list-admin-goals.js';
import { updateAdminClient } from '../care/update-admin-client.js';
import { updateAdminGoal } from '../care/update-admin-goal.js';
import { correctWorkDay } from '../corrections/correct-work-day.js';
import { getWorkDay } from '../corrections/get-work-day.js';
import { createLocation } from '../location-trust/create-location.js';
import { deleteLocation } from '../location-trust/delete-location.js';
import { getLocation } from '../location-trust/get-location.js';
import { listLocations } from '../location-trust/list-locations.js';
import { updateLocation } from '../location-trust/update-location.js';
import { createMember } from '../members/create-member.js';
import { deleteMember } from '../members/delete-member.js';
import { getMemberRecord } from '../members/get-member-record.js';
import { listMemberRecords } from '../members/list-member-records.js';
import { updateMember } from '../members/update-member.js';
import { createDepartment } from '../organisation/create-department.js';
import { deleteDepartment } from '../organisation/delete-department.js';
import { getDepartment } from '../organisation/get-department.js';
import { getOrganisationSettings } from '../organisation/get-organisation-settings.js';
import { listDepartments } from '../organisation/list-departments.js';
import { updateDepartment } from '../organisation/update-department.js';
import { updateOrganisationSettings } from '../organisation/update-organisation-settings.js';
import { createUser } from '../users/create-user.js';
import { deleteUser } from '../users/delete-user.js';
import { getUser } from '../users/get-user.js';
import { listUsers } from '../users/list-users.js';
import { resetUserPassword } from '../users/reset-user-password.js';
import { updateUser } from '../users/update-user.js';
import { listWorkDays } from '../workday/list-work-days.js';
import { adminPolicy } from './admin.policy.js';

const tags = ['admin'];
const listNote =
  'json-server list: `_start`, `_end` (at most 500 a page), `_sort` (an allow-listed key), `_order` ASC/DESC, `q`, `id` (repeatable), filters; the total is in `X-Total-Count`.';

interface Resource<Q extends z.ZodType, C extends z.ZodType, U extends z.ZodType, R extends z.ZodType> {
  path: string;
  name: string;
  record: R;
  listQuery: Q;
  createBody: C;
  updateBody: U;
  list(ctx: AppContext, query: z.output<Q>): Promise<{ rows: z.output<R>[]; total: number }>;
  get(ctx: AppContext, id: number): Promise<z.output<R>>;
  create(ctx: AppContext, body: z.output<C>, req: ChangeRequest): Promise<z.output<R>>;
  update(ctx: AppContext, id: number, body: z.output<U>, req: ChangeRequest): Promise<z.output<R>>;
  remove(ctx: AppContext, id: number, req: ChangeRequest): Promise<z.output<R>>;
  createdRecord?: z.ZodType;
  deleteNote: string;
}

/**
 * The admin console's API (issue 5, ADR 0010): json-server style CRUD for every entity, the
 * organisation settings, work-day corrections and the audit log. Admin role only: anonymous 401,
 * staff and managers 403.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const guard = { config: { access: adminPolicy.console } };

  function resource<Q extends z.ZodType, C extends z.ZodType, U extends z.ZodType, R extends z.ZodType>(
    r: Resource<Q, C, U, R>,
  ) {
    const base = `/api/admin/${r.path}`;
    // operationIds: listAdminUsers, getAdminUser, createAdminUser, updateAdminUser, deleteAdminUser …
    const noun = `Admin${r.name[0]?.toUpperCase()}${r.name.slice(1)}`;
    app.get(
      base,
      {
        ...guard,
        schema: {
          tags,
          operationId: `list${noun}s`,
          summary: `List ${r.name}s`,
          description: listNote,
          querystring: r.listQuery,
          response: { 200: z.array(r.record).describe('One page'), ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => sendPage(reply, await r.list(ctx, request.query as z.output<Q> & ListKeys)) as never,
    );
    app.get(
      `${base}/:id`,
      {
        ...guard,
        schema: {
          tags,
          operationId: `get${noun}`,
          summary: `One ${r.name}`,
          params: adminIdParams,
          response: { 200: r.record as z.ZodType, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => reply.send(await r.get(ctx, request.params.id)),
    );
    app.post(
      base,
      {
        ...guard,
        schema: {
          tags,
          operationId: `create${noun}`,
          summary: `Create a ${r.name}`,
          body: r.createBody,
          response: { 201: r.createdRecord ?? r.record, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => reply.code(201).send(await r.create(ctx, request.body as z.output<C>, who(request))),
    );
    app.put(
      `${base}/:id`,
      {
        ...guard,
        schema: {
          tags,
          operationId: `update${noun}`,
          summary: `Update a ${r.name} (the record as read, or any subset; read-only keys ignored)`,
          params: adminIdParams,
          body: r.updateBody,
          response: { 200: r.record as z.ZodType, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply.send(await r.update(ctx, request.params.id, request.body as z.output<U>, who(request))),
    );
    app.delete(
      `${base}/:id`,
      {
        ...guard,
        schema: {
          tags,
          operationId: `delete${noun}`,
          summary: `Delete a ${r.name}; answers the deleted record`,
          description: r.deleteNote,
          params: adminIdParams,
          response: { 200: r.record as z.ZodType, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => reply.send(await r.remove(ctx, request.params.id, who(request))),
    );
  }

  resource({
    path: 'users',
    name: 'user',
    record: adminUserSchema,
    createdRecord: adminUserCreatedSchema,
    listQuery: adminUserListQuery,
    createBody: adminUserCreateBody,
    updateBody: adminUserUpdateBody,
    list: listUsers,
    get: getUser,
    create: createUser,
    update: updateUser,
    remove: deleteUser,
    deleteNote:
      '409 when the user has history (work days, clients, care records, visits, members): deactivate instead.',
  });

  app.post(
    '/api/admin/users/:id/reset-password',
    {
      ...guard,
      schema: {
        tags,
        operationId: 'resetUserPassword',
        summary: 'Set a temporary password (shown once); the user must change it; their sessions end',
        params: adminIdParams,
        body: noBody,
        response: { 200: adminPasswordResetSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => resetUserPassword(ctx, request.params.id, who(request)),
  );

  resource({
    path: 'departments',
    name: 'department',
    record: adminDepartmentSchema,
    listQuery: adminDepartmentListQuery,
    createBody: adminDepartmentBody,
    updateBody: adminDepartmentBody,
    list: listDepartments,
    get: getDepartment,
    create: createDepartment,
    update: updateDepartment,
    remove: deleteDepartment,
    deleteNote: '409 while people are in the department.',
  });

  resource({
    path: 'locations',
    name: 'location',
    record: adminLocationSchema,
    listQuery: adminLocationListQuery,
    createBody: adminLocationCreateBody,
    updateBody: adminLocationUpdateBody,
    list: listLocations,
    get: getLocation,
    create: createLocation,
    update: updateLocation,
    remove: deleteLocation,
    deleteNote: '409 while clients, care records or users use the code: deactivate instead.',
  });

  resource({
    path: 'clients',
    name: 'client',
    record: adminClientSchema,
    listQuery: adminClientListQuery,
    createBody: adminClientCreateBody,
    updateBody: adminClientUpdateBody,
    list: listAdminClients,
    get: getAdminClient,
    create: createAdminClient,
    update: updateAdminClient,
    remove: deleteAdminClient,
    deleteNote: '409 when the client has attendance or progress records: set status inactive instead.',
  });

  resource({
    path: 'goals',
    name: 'goal',
    record: adminGoalSchema,
    listQuery: adminGoalListQuery,
    createBody: adminGoalCreateBody,
    updateBody: adminGoalUpdateBody,
    list: listAdminGoals,
    get: getAdminGoal,
    create: createAdminGoal,
    update: updateAdminGoal,
    remove: deleteAdminGoal,
    deleteNote: '409 when trials reference the goal: set active false instead.',
  });

  resource({
    path: 'members',
    name: 'member',
    record: adminMemberSchema,
    listQuery: adminMemberListQuery,
    createBody: adminMemberCreateBody,
    updateBody: adminMemberUpdateBody,
    list: listMemberRecords,
    get: getMemberRecord,
    create: createMember,
    update: updateMember,
    remove: deleteMember,
    deleteNote: '409 when the member has visits (EVV records are kept): set active false instead.',
  });

  // Billing (docs/billing-rules.md): service codes as data and service authorizations.
  resource({
    path: 'service-codes',
    name: 'serviceCode',
    record: serviceCodeSchema,
    listQuery: serviceCodeListQuery,
    createBody: serviceCodeCreateBody,
    updateBody: serviceCodeUpdateBody,
    list: listServiceCodes,
    get: getServiceCode,
    create: createServiceCode,
    update: updateServiceCode,
    remove: deleteServiceCode,
    deleteNote: '409 while attendance records or authorizations use the code (renaming too): set active false instead.',
  });

  resource({
    path: 'service-authorizations',
    name: 'serviceAuthorization',
    record: serviceAuthorizationSchema,
    listQuery: serviceAuthorizationListQuery,
    createBody: serviceAuthorizationCreateBody,
    updateBody: serviceAuthorizationUpdateBody,
    list: listServiceAuthorizations,
    get: getServiceAuthorization,
    create: createServiceAuthorization,
    update: updateServiceAuthorization,
    remove: deleteServiceAuthorization,
    deleteNote: 'The authorization is removed; the audit log keeps it.',
  });

  app.get(
    '/api/admin/organisation',
    {
      ...guard,
      schema: {
        tags,
        operationId: 'getOrganisationSettings',
        summary: 'Organisation settings',
        response: { 200: adminOrganisationSchema, ...errorResponses(401, 403) },
      },
    },
    async () => getOrganisationSettings(ctx),
  );
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/admin/organisation',
      ...guard,
      schema: {
        tags,
        operationId: method === 'PUT' ? 'replaceOrganisationSettings' : 'updateOrganisationSettings',
        summary: 'Update organisation settings (any subset; time_zone must be an IANA zone)',
        description:
          'Payroll settings: workweek_start_day (0 = Sunday), overtime_threshold_hours and overtime_multiplier (up to two decimals), rounding_minutes (0, 1, 5, 6 or 15), minimum_wage_cents. They apply to every timecard not yet approved.',
        body: adminOrganisationBody,
        response: { 200: adminOrganisationSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => updateOrganisationSettings(ctx, request.body, who(request)),
    });
  }

  app.get(
    '/api/admin/work-days',
    {
      ...guard,
      schema: {
        tags,
        operationId: 'listWorkDays',
        summary: 'List work days (filters user_id, start_date, end_date, status)',
        description: listNote,
        querystring: adminWorkDayListQuery,
        response: { 200: z.array(adminWorkDaySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listWorkDays(ctx, request.query as typeof request.query & ListKeys)),
  );
  app.get(
    '/api/admin/work-days/:id',
    {
      ...guard,
      schema: {
        tags,
        operationId: 'getWorkDay',
        summary: 'One work day with its pauses and corrections (original times)',
        params: adminIdParams,
        response: { 200: adminWorkDayDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getWorkDay(ctx, request.params.id),
  );
  app.post(
    '/api/admin/work-days/:id/correct',
    {
      ...guard,
      schema: {
        tags,
        operationId: 'correctWorkDay',
        summary: 'Correct a work day’s check-in/check-out with a reason; hours recomputed, originals kept',
        params: adminIdParams,
        body: workDayCorrectionBody,
        response: { 200: adminWorkDayDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => correctWorkDay(ctx, request.params.id, request.body, who(request)),
  );

  app.get(
    '/api/admin/audit-log',
    {
      ...guard,
      schema: {
        tags,
        operationId: 'listAuditLog',
        summary: 'The audit log, newest first (filters actor_id, entity, entity_id, action, from, to)',
        description: listNote,
        querystring: auditLogQuery,
        response: { 200: z.array(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listAuditLog(ctx, request.query as typeof request.query & ListKeys)),
  );
  app.get(
    '/api/admin/audit-log/:id',
    {
      ...guard,
      schema: {
        tags,
        operationId: 'getAuditEntry',
        summary: 'One audit entry',
        params: adminIdParams,
        response: { 200: auditEntrySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getAuditEntry(ctx, request.params.id),
  );
};
