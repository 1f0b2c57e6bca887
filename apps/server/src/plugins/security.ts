import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { declareAccess, platformPolicy } from '../lib/access.js';

/**
 * Security headers (docs/security.md): a strict CSP with no inline scripts (styles may be inline:
 * MUI's emotion injects style elements), no framing, and HSTS only on requests that came
 * over TLS. No CORS headers are sent unless an allow-list is configured.
 */
export async function registerSecurity(app: FastifyInstance, corsOrigins: string[]): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // the service worker and the web app manifest (docs/decisions/0022-installable-app.md)
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
  if (corsOrigins.length > 0) {
    // @fastify/cors (ADR 0026): only the listed origins get CORS headers, a preflight from one of
    // them is answered 204 before any route runs, and every other origin gets none at all. Its
    // preflight route (OPTIONS *) is open to everyone, as a preflight carries no credentials.
    declareAccess(app, platformPolicy.preflight, (route) => route.method === 'OPTIONS' && route.url === '*');
    await app.register(cors, {
      origin: corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['authorization', 'content-type', 'idempotency-key'],
      // headers a page on another origin may read: list totals, file names, retry hints, replays
      exposedHeaders: ['x-total-count', 'content-disposition', 'retry-after', 'idempotent-replayed', 'x-request-id'],
      maxAge: 600,
      strictPreflight: true,
    });
  }
}
