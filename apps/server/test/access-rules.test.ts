import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { allow, declareAccess, expectedStatus, ownerOrAdmin } from '../src/lib/access.js';
import { authPlugin } from '../src/plugins/auth.js';

/**
 * The one policy layer's mechanism (docs/security.md "Authorization"): a route without an access
 * rule stops the server, the rules are collected by route, and the hook refuses before the handler
 * runs. Every real route's answers are checked by authorization-matrix.test.ts.
 */
async function appWith(register: (app: ReturnType<typeof Fastify>) => void | Promise<void>) {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  await app.register(authPlugin);
  await register(app);
  return app;
}

describe('access rules', () => {
  it('a route without a declared rule stops the server when it gets ready', async () => {
    const app = await appWith((a) => {
      a.get('/api/declared/', { config: { access: allow.public() } }, async () => ({ ok: true }));
      a.post('/api/undeclared/', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow(/Routes without an access rule.*POST \/api\/undeclared/);
    await app.close();
  });

  it('collects every route’s rule by "METHOD /path" (no trailing slash, HEAD left out)', async () => {
    const readRule = allow.signedIn({ record: ownerOrAdmin('mine') });
    const app = await appWith((a) => {
      a.get('/api/things/:id/', { config: { access: readRule } }, async () => ({}));
      a.delete('/api/things/:id/', { config: { access: allow.admin() } }, async () => ({}));
    });
    await app.ready();
    expect([...app.accessRules.keys()].sort()).toEqual(['DELETE /api/things/:id', 'GET /api/things/:id']);
    expect(app.accessRules.get('GET /api/things/:id')).toBe(readRule);
    await app.close();
  });

  it('declareAccess gives a plugin’s own routes their rule', async () => {
    const app = await appWith(async (a) => {
      await a.register(async (scope: FastifyInstance) => {
        declareAccess(scope, allow.public());
        scope.get('/viewer/', async () => 'viewer');
      });
    });
    await app.ready();
    expect(app.accessRules.get('GET /viewer')?.audience).toBe('public');
    expect((await app.inject({ method: 'GET', url: '/viewer/' })).statusCode).toBe(200);
    await app.close();
  });

  it('refuses before the handler runs: no token on a signed-in route, no device token on a kiosk route', async () => {
    let ran = 0;
    const app = await appWith((a) => {
      a.get('/api/mine/', { config: { access: allow.signedIn() } }, async () => ++ran);
      a.get('/api/device/', { config: { access: allow.kioskDevice() } }, async () => ++ran);
      a.get('/api/open/', { config: { access: allow.public() } }, async () => ({ ran }));
    });
    expect((await app.inject({ method: 'GET', url: '/api/mine/' })).statusCode).toBe(401);
    const asUser = await app.inject({ method: 'GET', url: '/api/device/', headers: { authorization: 'Bearer x' } });
    expect(asUser.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/open/' })).json()).toEqual({ ran: 0 });
    await app.close();
  });

  it('states each caller’s answer from the audience first, then the record check', () => {
    const leadsWithCheck = allow.leads({ record: { rule: 'own team', refuses: { manager: 403 } } });
    expect(expectedStatus(leadsWithCheck, 'anonymous', 200)).toBe(401);
    expect(expectedStatus(leadsWithCheck, 'owner', 200)).toBe(403);
    expect(expectedStatus(leadsWithCheck, 'manager', 200)).toBe(403);
    expect(expectedStatus(leadsWithCheck, 'admin', 200)).toBe(200);
    const register = allow.public({ identifies: true, record: { rule: 'admins', refuses: { anonymous: 401 } } });
    expect(expectedStatus(register, 'anonymous', 201)).toBe(401);
    expect(expectedStatus(allow.kioskDevice(), 'admin', 200)).toBe(401);
  });
});
