import { MSG } from '@daybook/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../context.js';
import { toBool } from '../db/schema.js';
import { type AccessRule, routeKey } from '../lib/access.js';
import { forbidden, HttpError, unauthorized } from '../lib/http-error.js';
import { sessionIsLive } from '../modules/auth/session-policy.js';
import { findSession } from '../modules/auth/sessions.repository.js';
import { verifyAccessToken } from '../modules/auth/tokens.js';
import { type KioskDeviceView, resolveKioskDevice } from '../modules/kiosk/kiosk.policy.js';
import { policyAndEmployeeOf } from '../modules/workday/policy-and-employee.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route's declared access rule by `METHOD /path` (HEAD excluded), complete once the app is ready. */
    accessRules: Map<string, AccessRule>;
  }
  interface FastifyRequest {
    /** The signed-in caller (routes whose audience is signed-in, leads or admin). */
    actor: Actor;
    /** The caller of a `public` route that `identifies`: the token's user, or null without a valid token. */
    caller: Actor | null;
    /** The kiosk device whose token the request carried (`kiosk-device` routes). */
    kioskDevice: KioskDeviceView;
  }
  interface FastifyContextConfig {
    /** Who may call the route, from its feature's policy file (lib/access.ts); required on every route. */
    access?: AccessRule;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const LEADS: ReadonlySet<Actor['role']> = new Set(['manager', 'admin']);

/**
 * The access hook (docs/security.md, "Authorization"): every route declares `config: { access }`
 * from its feature's policy file, and this plugin enforces it in the route's own `onRequest`, where
 * authentication always ran. A bearer token must verify and its session must still be live, so
 * logout, password change, deactivation and revocation take effect at once. A user whose password
 * must be changed (a temporary one from an administrator) reaches only the routes whose rule says
 * `beforePasswordChange`. A route registered without a rule stops the server when it gets ready.
 * Registered before any route.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  async function resolveActor(request: FastifyRequest, access: AccessRule): Promise<Actor> {
    const token = bearerToken(request);
    if (!token) throw unauthorized(MSG.notAuthenticated);
    const now = app.ctx.clock.now();
    const claims = await verifyAccessToken(app.ctx.config.jwtSecret, token, now);
    if (!claims) throw unauthorized(MSG.notAuthenticated);
    const session = await findSession(app.ctx.db, claims.sessionId);
    if (
      !session ||
      session.user_id !== claims.userId ||
      !toBool(session.is_active) ||
      !sessionIsLive(session, now, app.ctx.config)
    ) {
      throw unauthorized(MSG.sessionEnded);
    }
    if (toBool(session.must_change_password) && !access.beforePasswordChange) {
      throw forbidden(MSG.passwordChangeRequired);
    }
    return {
      id: session.user_id,
      role: session.role,
      sessionId: session.id,
      workday: policyAndEmployeeOf(session.user_id, session),
    };
  }

  async function enforce(request: FastifyRequest): Promise<void> {
    const access = request.routeOptions.config.access;
    if (!access) throw new Error(`${request.method} ${request.routeOptions.url} declares no access rule`);
    switch (access.audience) {
      case 'public':
        if (access.identifies) {
          try {
            request.caller = await resolveActor(request, access);
          } catch (error) {
            if (!(error instanceof HttpError && error.statusCode === 401)) throw error;
            request.caller = null;
          }
        }
        return;
      case 'kiosk-device':
        request.kioskDevice = await resolveKioskDevice(app.ctx, request);
        return;
      case 'signed-in':
        request.actor = await resolveActor(request, access);
        return;
      case 'leads':
        request.actor = await resolveActor(request, access);
        if (!LEADS.has(request.actor.role)) throw forbidden(access.refusal);
        return;
      case 'admin':
        request.actor = await resolveActor(request, access);
        if (request.actor.role !== 'admin') throw forbidden(access.refusal);
        return;
    }
  }

  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('caller', null);
  app.decorateRequest('kioskDevice', null as unknown as KioskDeviceView);
  app.decorate('accessRules', new Map<string, AccessRule>());

  // Collected here and checked when the app gets ready, so that a plugin's own routes (the docs
  // viewer, the web app's files) can be given their rule by an onRoute hook of their scope.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
    const own = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [enforce, ...own];
  });
  app.addHook('onReady', async () => {
    const missing: string[] = [];
    for (const route of routes) {
      for (const method of [route.method].flat()) {
        const key = routeKey(method, route.url);
        const access = route.config?.access;
        if (!access) missing.push(key);
        else if (method !== 'HEAD') app.accessRules.set(key, access);
      }
    }
    if (missing.length > 0) {
      throw new Error(`Routes without an access rule (config.access, lib/access.ts): ${missing.join(', ')}`);
    }
  });
});
