import { MSG, NUL_MESSAGE } from '@daybook/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

/**
 * Guards that every request passes before its route's schema sees it (docs/security.md,
 * "Input"): JSON bodies nested deeper than JSON_DEPTH_MAX are refused before they are parsed, a
 * body sent with a Content-Encoding other than identity is refused (415), and
 * no query, path or body text may hold a NUL character (PostgreSQL text cannot store one, so it
 * is refused on both databases alike).
 */

/** Arrays and objects nested deeper than this are refused; Daybook's own bodies nest at most 4 deep. */
export const JSON_DEPTH_MAX = 32;

/** Whether JSON text nests arrays and objects deeper than `limit`, counted without parsing it. */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** The path (keys and indexes) of the first text, value or key, that holds a NUL, or null. */
export function findNul(value: unknown): string[] | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++) {
        stack.push({ value: current[index], path: [...path, String(index)] });
      }
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return [...path, key];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/** A NUL refusal in the API's validation shape, naming the field as the schema errors do (`a.0.b`). */
function nulRefusal(path: string[], part: string): HttpError {
  // The field name echoes the client's key: its own NULs become U+FFFD, and it is kept short.
  const field = (path.join('.') || part).replaceAll('\u0000', '\uFFFD').slice(0, 100);
  return new HttpError(400, `${field}: ${NUL_MESSAGE}`, { [field]: [NUL_MESSAGE] }, false, 'validation_failed', {
    fields: [field],
  });
}

/** Installs the JSON depth cap (in the JSON body parser) and the NUL refusal (before validation). */
export function registerRequestGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    // Fastify reads the body as it arrives: a compressed one would be parsed as if it were plain
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      return done(new HttpError(415, MSG.bodyEncodingUnsupported), undefined);
    }
    // A deep nest would exhaust the stack of whatever walks it after parsing (validation, audit).
    if (jsonNestsDeeperThan(text, JSON_DEPTH_MAX)) return done(new HttpError(400, MSG.bodyTooDeep), undefined);
    parseJson(request, text, done);
  });
  // Synchronous (a callback, not an async function): a hook on every request should not cost a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = findNul(value);
      if (path) return done(nulRefusal(path, part));
    }
    done();
  });
}
