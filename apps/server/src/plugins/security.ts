import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { declareAccess, platformPolicy } from '../lib/access.js';

/**
 * The Content-Security-Policy (docs/security.md): no inline scripts but the hashed one of a first
 * screen the build wrote (`contentSecurityPolicy`); styles may be inline (MUI's
 * emotion injects style elements), no framing, no plugins; the service worker and the web app
 * manifest from this origin (docs/decisions/0022-installable-app.md).
 */
const CSP_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['base-uri', "'self'"],
  ['font-src', "'self' data:"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
  ['img-src', "'self' data: https:"],
  ['object-src', "'none'"],
  ['script-src', "'self'"],
  ['script-src-attr', "'none'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['connect-src', "'self'"],
  ['worker-src', "'self'"],
  ['manifest-src', "'self'"],
];

/**
 * The policy with the given inline scripts also allowed, each by the base64 SHA-256 of its text
 * (the one script of the dashboard's first screen, apps/server/src/plugins/spa.ts): only that exact
 * text runs, and any other inline script is still refused.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const allowed = scriptHashes.map((hash) => ` 'sha256-${hash}'`).join('');
  return CSP_DIRECTIVES.map(([name, value]) => `${name} ${name === 'script-src' ? value + allowed : value}`).join(';');
}

/**
 * The headers every answer carries, computed once: the CSP above and helmet's other defaults
 * (helmet 8, which this list was taken from and which the server used per request until issue 17:
 * it rebuilt and re-parsed the policy on every request, 5 % of an authenticated read,
 * docs/performance.md). Cross-Origin-Embedder-Policy stays off as it was with helmet; HSTS is
 * added per request, only over TLS.
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy(),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers (docs/security.md): the fixed set above on every answer, set before any route
 * runs so that refusals, errors and not-found answers carry them too, and HSTS only on requests
 * that came over TLS. No CORS headers are sent unless an allow-list is configured.
 */
export async function registerSecurity(app: FastifyInstance, corsOrigins: string[]): Promise<void> {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.headers(SECURITY_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
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
