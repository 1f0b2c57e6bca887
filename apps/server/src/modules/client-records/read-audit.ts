import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database.js';
import { prependRouteHook } from '../../lib/route-hooks.js';
import { writeAudit } from '../audit/audit.repository.js';
import { clientOfProgress } from './client-records.repository.js';

type ClientsRead = (request: FastifyRequest, payload: unknown, db: Executor) => Promise<number[]>;

const idParam = async (request: FastifyRequest) => [Number((request.params as { id: unknown }).id)];
const itemsField =
  (field: string): ClientsRead =>
  async (_request, payload) =>
    Array.isArray(payload) ? payload.map((item) => Number((item as Record<string, unknown>)[field])) : [];

/**
 * The answers that show one client's records, by route, and how to tell whose (docs/retention.md,
 * "Reading is audited"). Lists of clients and the day's schedules (names and times across many
 * clients) are not in this table; the request log keeps those requests.
 */
const READS: Record<string, ClientsRead> = {
  'GET /api/clients/:id/': idParam,
  'GET /api/clients/:id/goal-trends/': idParam,
  'GET /api/goals/:id': idParam,
  'GET /api/progress/': itemsField('client'),
  'GET /api/progress/:id/trials/': async (request, _payload, db) => {
    const clientId = await clientOfProgress(db, Number((request.params as { id: unknown }).id));
    return clientId === undefined ? [] : [clientId];
  },
  'GET /api/attendance/': itemsField('client_id'),
  'GET /api/admin/clients/:id': idParam,
};

/**
 * Writes an audit row `read` (entity client) for every client whose records a successful answer
 * shows, before the answer is sent: a read that cannot be recorded is not answered (500). The
 * archive export records its own row (export-client-records.ts).
 */
export function registerClientReadAudit(app: FastifyInstance): void {
  // on the routes of the table only (a HEAD route made from one of them finds no row there)
  const audited = new Set<string>();
  app.addHook('onRoute', (route) => {
    const keys = [route.method].flat().map((method) => `${method} ${route.url}`);
    if (keys.some((key) => READS[key])) {
      prependRouteHook(route, 'preSerialization', auditRead);
      for (const key of keys) audited.add(key);
    }
  });
  app.addHook('onReady', async () => {
    const missing = Object.keys(READS).filter((key) => !audited.has(key));
    if (missing.length > 0) throw new Error(`Client reads without their audit: ${missing.join(', ')}`);
  });
  async function auditRead(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    if (reply.statusCode !== 200) return payload;
    const clientsOf = READS[`${request.method} ${request.routeOptions.url}`];
    if (!clientsOf || !request.actor) return payload;
    const { db, clock } = app.ctx;
    const ids = [...new Set(await clientsOf(request, payload, db))].filter((id) => Number.isSafeInteger(id));
    if (ids.length === 0) return payload;
    const operation = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    const at = clock.now();
    await db.transaction().execute(async (trx) => {
      for (const id of ids) {
        await writeAudit(trx, {
          actorId: request.actor.id,
          action: 'read',
          entity: 'client',
          entityId: id,
          after: { route: `${request.method} ${request.routeOptions.url}`, ...(operation ? { operation } : {}) },
          requestId: request.id,
          at,
        });
      }
    });
    return payload;
  }
}
