import {
  changePasswordBody,
  detailResponse,
  loginBody,
  logoutBody,
  refreshBody,
  registerBody,
  tokenPair,
} from '@daybook/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.js';
import { LIMITS } from '../../plugins/rate-limit.js';
import { authPolicy } from './auth.policy.js';
import { changePassword } from './change-password.js';
import type { ClientInfo } from './issue-session.js';
import { login } from './login.js';
import { logout } from './logout.js';
import { refreshSession } from './refresh-session.js';
import { register } from './register.js';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

const onboarded = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  detail: z.string(),
});

/** Sign-in, sign-up, token refresh, sign-out and password change (docs/product-rules.md §7, docs/security.md). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/login/',
    {
      config: {
        rateLimit: { max: app.ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' },
        access: authPolicy.login,
      },
      schema: {
        tags: ['auth'],
        operationId: 'login',
        summary: 'Sign in with email and password',
        security: [],
        body: loginBody,
        response: { 200: tokenPair, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request) => login(app.ctx, { body: request.body, client: clientOf(request), requestId: request.id }),
  );

  app.post(
    '/api/register/',
    {
      config: { rateLimit: LIMITS.register, access: authPolicy.register },
      schema: {
        tags: ['auth'],
        operationId: 'registerAccount',
        summary:
          'Create an account: the first admin on an empty database (answers tokens), afterwards an admin onboarding an employee',
        body: registerBody,
        response: { 201: z.union([tokenPair, onboarded]), ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const outcome = await register(app.ctx, {
        body: request.body,
        actor: request.caller,
        client: clientOf(request),
        requestId: request.id,
      });
      reply.code(201);
      return outcome.kind === 'first-admin' ? outcome.tokens : { ...outcome.user, detail: outcome.detail };
    },
  );

  app.post(
    '/api/token/refresh/',
    {
      config: { rateLimit: LIMITS.refresh, access: authPolicy.refreshToken },
      schema: {
        tags: ['auth'],
        operationId: 'refreshToken',
        summary: 'Exchange a refresh token for a new token pair (the old refresh token stops working)',
        security: [],
        body: refreshBody,
        response: { 200: tokenPair, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => refreshSession(app.ctx, { refresh: request.body.refresh, requestId: request.id }),
  );

  app.post(
    '/api/logout/',
    {
      config: { access: authPolicy.logout },
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'End the session of a refresh token (and of the bearer token, when sent)',
        security: [],
        body: logoutBody,
        response: { 200: detailResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      await logout(app.ctx, {
        refresh: request.body.refresh,
        accessSessionId: request.caller?.sessionId ?? null,
        accessUserId: request.caller?.id ?? null,
        requestId: request.id,
      });
      return { detail: 'Logged out.' };
    },
  );

  app.post(
    '/api/change-password/',
    {
      config: { rateLimit: LIMITS.changePassword, access: authPolicy.changePassword },
      schema: {
        tags: ['auth'],
        operationId: 'changePassword',
        summary: 'Change the signed-in user’s password; other sessions end',
        body: changePasswordBody,
        response: { 200: detailResponse, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request) => changePassword(app.ctx, { actor: request.actor, body: request.body, requestId: request.id }),
  );
};
