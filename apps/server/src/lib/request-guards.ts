/// <reference lib="es2024.string" />
import { isUtf8 } from 'node:buffer';
import { MSG, NUL_MESSAGE } from '@daybook/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

/**
 * Guards that every request passes before its route's schema sees it (docs/security.md,
 * "Input"): JSON bodies nested deeper than JSON_DEPTH_MAX are refused before they are parsed, a
 * body sent with a Content-Encoding other than identity is refused (415), a body that is not
 * valid UTF-8 is refused (400 `invalid_utf8`), no query, path or body text may hold a NUL
 * character (PostgreSQL text cannot store one, so it is refused on both databases alike), and
 * none may hold text that is not valid Unicode: a lone surrogate (`"\ud800"` in JSON) or a query's
 * percent-escaped bytes that are not UTF-8. Decoding those would store U+FFFD in their place, a
 * clinical note altered without notice.
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

/** What is wrong with a text: a NUL, or a lone surrogate (not well-formed UTF-16, so not Unicode). */
type TextFault = 'nul' | 'unicode';
const faultOf = (text: string): TextFault | null =>
  text.includes('\u0000') ? 'nul' : text.isWellFormed() ? null : 'unicode';

/** The message under the field for each fault. */
const FAULT_MESSAGE: Record<TextFault, string> = { nul: NUL_MESSAGE, unicode: MSG.invalidUnicode };

/**
 * The path (keys and indexes) of the first text, value or key, that holds a NUL or a lone
 * surrogate, and which of the two it is; null when every text is clean.
 */
export function findBadText(value: unknown): { path: string[]; fault: TextFault } | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof current === 'string') {
      const fault = faultOf(current);
      if (fault) return { path, fault };
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++) {
        stack.push({ value: current[index], path: [...path, String(index)] });
      }
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const fault = faultOf(key);
        if (fault) return { path: [...path, key], fault };
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/**
 * A refusal of one text in the API's validation shape, naming the field as the schema errors do
 * (`a.0.b`), with the fault's message under it.
 */
function textRefusal(field: string, fault: TextFault): HttpError {
  const message = FAULT_MESSAGE[fault];
  return new HttpError(400, `${field}: ${message}`, { [field]: [message] }, false, 'validation_failed', {
    fields: [field],
  });
}

/**
 * The field name of a refusal: it echoes the client's key, so its own NULs and lone surrogates
 * become U+FFFD, and it is kept short.
 */
const fieldName = (path: string[], part: string) =>
  (path.join('.') || part).replaceAll('\u0000', '\uFFFD').toWellFormed().slice(0, 100);

/** Runs of percent escapes (`%E2%80%94`): a character's UTF-8 bytes are always escaped together. */
const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/** Whether every run of percent escapes in `text` decodes to valid UTF-8. */
function escapesAreUtf8(text: string): boolean {
  if (!text.includes('%')) return true;
  for (const [run] of text.matchAll(ESCAPE_RUN)) {
    if (!isUtf8(Buffer.from(run.replaceAll('%', ''), 'hex'))) return false;
  }
  return true;
}

/**
 * The query parameter whose percent-escaped bytes are not UTF-8, or null. The query parser keeps
 * such escapes as they were written (`caf%E9` is read as the text `caf%E9`), so they are found
 * in the raw query string; the field is the parameter's name as far as it decodes.
 */
export function findNonUtf8QueryParameter(url: string): string | null {
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return null;
  for (const pair of url.slice(start + 1).split('&')) {
    if (escapesAreUtf8(pair)) continue;
    const key = pair.split('=', 1)[0] ?? '';
    try {
      return decodeURIComponent(key.replaceAll('+', ' ')) || 'query';
    } catch {
      return key || 'query';
    }
  }
  return null;
}

/**
 * Installs the JSON body's guards (in the JSON body parser: encoding, UTF-8, depth) and the
 * refusal of NULs and text that is not Unicode (before validation).
 */
export function registerRequestGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Read as bytes: decoding to a string first would turn bytes that are not UTF-8 into U+FFFD unseen.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    // Fastify reads the body as it arrives: a compressed one would be parsed as if it were plain
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      return done(new HttpError(415, MSG.bodyEncodingUnsupported), undefined);
    }
    // Latin-1 `caf\xE9` from an old client: refused, not stored as `caf\uFFFD`.
    if (!isUtf8(bytes)) return done(new HttpError(400, MSG.invalidUtf8), undefined);
    const text = bytes.toString('utf8');
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
      const found = findBadText(value);
      if (found) return done(textRefusal(fieldName(found.path, part), found.fault));
    }
    const parameter = findNonUtf8QueryParameter(request.url);
    if (parameter !== null) return done(textRefusal(fieldName([parameter], 'query'), 'unicode'));
    done();
  });
}
