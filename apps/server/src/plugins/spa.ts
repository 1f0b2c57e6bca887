import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { declareAccess, platformPolicy } from '../lib/access.js';

/**
 * Serves the built web app from one process and port (docs/ARCHITECTURE.md). Hashed assets are cached
 * for a year; index.html is never cached so a deploy takes effect at once. Any GET that is
 * not an API path and not a file gets index.html, and the client router takes over.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const root = webDist && existsSync(path.join(webDist, 'index.html')) ? path.resolve(webDist) : null;
  if (root) {
    // fastify-static names each file route's file in its config; those routes are the web app's
    declareAccess(
      app,
      platformPolicy.webApp,
      (route) => (route.config as { file?: string } | undefined)?.file !== undefined,
    );
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // the build writes .br/.gz beside each asset (scripts/precompress.mjs)
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn('web build not found; only the API is served (run `npm run build`)');
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // the API and the operations endpoints (docs/operations.md) answer JSON 404s, never the app page
    const isApi = /^\/(api|healthz|readyz|metrics)(\/|$)/.test(url);
    if (root && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', root);
    }
    return reply.code(404).send({ detail: 'Not found.', code: 'not_found', error_code: 'not_found' });
  });
}
