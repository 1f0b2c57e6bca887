import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_SCREENS, type FirstScreen, LANGUAGES, type Language, languageFromBrowser } from '@daybook/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { declareAccess, platformPolicy } from '../lib/access.js';
import { contentSecurityPolicy } from './security.js';

/**
 * Serves the built web app from one process and port (docs/ARCHITECTURE.md). Hashed assets are cached
 * for a year; index.html is never cached so a deploy takes effect at once. Any GET that is
 * not an API path and not a file gets index.html, and the client router takes over; a path under
 * `/assets/` is a file or a 404, never the page.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const root = webDist && existsSync(path.join(webDist, 'index.html')) ? path.resolve(webDist) : null;
  // the first screens the build wrote as HTML, found once
  const built = new Set(
    root
      ? FIRST_SCREENS.flatMap(({ page }) =>
          LANGUAGES.map((language) => path.join('prerendered', language, `${page}.html`)).filter((file) =>
            existsSync(path.join(root, file)),
          ),
        )
      : [],
  );
  // a first screen's inline script (the dashboard's welcome line, docs/decisions/0041-signed-in-first-screens.md)
  // is allowed by its hash, on that page's answer only
  const policies = new Map(
    root
      ? [...built].flatMap((file) => {
          const hashes = inlineScriptHashes(readFileSync(path.join(root, file), 'utf8'));
          return hashes.length > 0 ? [[file, contentSecurityPolicy(hashes)] as const] : [];
        })
      : [],
  );
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
        // a first screen fetched as a file (the service worker's precache, which serves it for a
        // navigation, ADR 0041) carries the same policy as when it is sent for its path
        const policy = policies.get(path.relative(root, filePath).replace(/\.(br|gz)$/, ''));
        if (policy) reply.header('content-security-policy', policy);
      },
    });
  } else {
    app.log.warn('web build not found; only the API is served (run `npm run build`)');
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // the API and the operations endpoints (docs/operations.md) answer JSON 404s, never the app page
    const isApi = /^\/(api|healthz|readyz|metrics)(\/|$)/.test(url);
    const reading = request.method === 'GET' || request.method === 'HEAD';
    // A built file the routes above do not know: the web build was replaced while the server ran.
    // It is sent if it is there now (the new page asks for its new scripts) and is a 404 if not,
    // never the app page: a script answered with HTML leaves a page that looks ready and is dead.
    const asset = ASSET_PATH.exec(url)?.[1];
    if (root && reading && asset !== undefined) {
      if (existsSync(path.join(root, 'assets', asset))) return reply.sendFile(path.join('assets', asset), root);
      return reply.code(404).type('text/plain').header('cache-control', 'no-store').send('Not found.');
    }
    if (root && !isApi && reading) {
      // a first screen's policy comes with the file (setHeaders above)
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html')
        .sendFile(prerendered(built, request) ?? 'index.html', root);
    }
    return reply.code(404).send({ detail: 'Not found.', code: 'not_found', error_code: 'not_found' });
  });
}

/** A path to one file of the build's hashed assets (Vite's `assets/` folder): a name, no folders. */
const ASSET_PATH = /^\/assets\/([A-Za-z0-9][\w.-]*)$/;

/** The pages the build writes as HTML (packages/domain first-screens.ts), by path; only without a query. */
const PRERENDERED = new Map<string, FirstScreen>(FIRST_SCREENS.map((screen) => [screen.path, screen]));
/** What the web app says about this device (apps/web/src/app/prerendered.ts): `<language>.<none|session|kiosk>`. */
const DEVICE_COOKIE = /(?:^|;\s*)daybook\.device=(en|es)\.(none|session|kiosk)(?:;|$)/;

/**
 * The built HTML of the page this visitor will see first (docs/decisions/0033-first-screens-prerendered.md),
 * or null for the app's plain page: the page written for the device's state in the device's language.
 * The device is what the web app last said in its cookie; a first visit is taken as signed out, in
 * the browser's language (Accept-Language, as `navigator.languages` in lib/i18n/language.ts), so a
 * signed-in page's first screen goes only to a device that has said it holds a session. The cookie
 * is the app's guess for its first paint, not a credential: the page holds nothing of the person's,
 * and the app drops it at once when the device turns out to hold no session.
 */
function prerendered(built: ReadonlySet<string>, request: FastifyRequest): string | null {
  const [pathname, query] = request.url.split('?');
  const entry = PRERENDERED.get(pathname ?? '');
  if (!entry || query !== undefined) return null;
  const device = DEVICE_COOKIE.exec(request.headers.cookie ?? '');
  if ((device?.[2] ?? 'none') !== entry.device) return null;
  const language: Language = (device?.[1] as Language | undefined) ?? languageFromBrowser(acceptedLanguages(request));
  const file = path.join('prerendered', language, `${entry.page}.html`);
  return built.has(file) ? file : null;
}

/** The base64 SHA-256 of each inline script (a `<script>` without attributes) of a page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) =>
    createHash('sha256')
      .update(match[1] ?? '')
      .digest('base64'),
  );
}

/** Accept-Language's tags, most preferred first (a tag with q=0 is refused). */
function acceptedLanguages(request: FastifyRequest): string[] {
  return String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
