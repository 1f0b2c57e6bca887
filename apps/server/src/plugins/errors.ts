import { MSG } from '@daybook/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isTransientConflict } from '../db/database.js';
import { codeFor, errorBody, type FieldErrors, HttpError } from '../lib/http-error.js';

interface ValidationItem {
  instancePath: string;
  message?: string;
  keyword: string;
  params?: { keys?: string[] };
}

/** Turns validation issues into `{"field": ["message"]}` (docs/product-rules.md §7). */
export function fieldErrorsFrom(items: ValidationItem[], context: string | undefined): FieldErrors {
  // No prototype: an unknown key such as "toString" or "constructor" must not find an inherited value.
  const fields: FieldErrors = Object.create(null);
  const add = (field: string, message: string) => {
    fields[field] ??= [];
    if (!fields[field].includes(message)) fields[field].push(message);
  };
  const pathOf = (item: ValidationItem) => item.instancePath.replace(/^\//, '').replaceAll('/', '.');
  // Zod still runs length checks on a value of the wrong type (an array has a length), which
  // would add "This field is required." to "Must be text."; a wrong type is the only message.
  const wrongType = new Set(items.filter((i) => i.keyword === 'invalid_type').map(pathOf));
  for (const item of items) {
    if (item.keyword === 'unrecognized_keys' && item.params?.keys) {
      for (const key of item.params.keys) add(key.slice(0, 100), MSG.unknownField);
      continue;
    }
    const path = pathOf(item);
    if (wrongType.has(path) && item.keyword !== 'invalid_type') continue;
    const field = path || (context === 'body' ? 'non_field_errors' : (context ?? 'non_field_errors'));
    const message =
      !path && context === 'body' && item.keyword === 'invalid_type' ? 'Expected a JSON object.' : item.message;
    add(field, message ?? 'Invalid value.');
  }
  return fields;
}

/**
 * The routes whose every refusal, whatever its status (400 to 503), also carries `error`, the same
 * sentence as `detail`: the original clients of the worker's and the member's check-in family
 * read `error` there, else show "Failed to check in" (docs/api-errors.md, docs/product-rules.md
 * §7 "Contract rules"). Keyed by method and route as registered; no other route gets `error`.
 */
const ERROR_FIELD_ROUTES = new Set([
  'POST /api/attendance/checkin/',
  'POST /api/attendance/checkout/',
  'POST /api/attendance/pause/',
  'POST /api/attendance/resume/',
  'POST /api/member/checkin/',
  'POST /api/member/checkout/',
]);

/** Whether the request's refusals carry `error` (its route is of the check-in family). */
const readsErrorField = (request: FastifyRequest) =>
  ERROR_FIELD_ROUTES.has(`${request.method} ${request.routeOptions.url}`);

/**
 * One place that decides every error response: client mistakes get a clear 4xx with the
 * API's error shape; anything else is logged and answered with a generic 500 that reveals nothing.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const withError = readsErrorField(request);
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error, withError));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrorsFrom(error.validation as ValidationItem[], error.validationContext);
      const first = Object.entries(fields)[0];
      const detail = first ? `${first[0]}: ${first[1].join(' ')}` : 'Invalid input.';
      return reply
        .code(400)
        .send(
          errorBody(
            new HttpError(400, detail, fields, false, 'validation_failed', { fields: Object.keys(fields) }),
            withError,
          ),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? MSG.bodyTooLarge
          : error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? MSG.invalidBody
            : error.message;
      return reply
        .code(status)
        .send(errorBody(new HttpError(status, detail, {}, false, codeFor(status, detail)), withError));
    }
    if (isTransientConflict(error)) {
      // undone by the database (a deadlock, a serialization failure, a lock wait given up): nothing
      // was written, so the client may send it again (docs/api-errors.md)
      request.log.warn({ err: error }, 'transaction given up by the database; answered 503');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send(errorBody(new HttpError(503, MSG.databaseBusy), withError));
    }
    request.log.error({ err: error }, 'unhandled error');
    const detail = 'Internal server error.';
    return reply
      .code(500)
      .send({ detail, ...(withError ? { error: detail } : {}), code: 'server_error', error_code: 'server_error' });
  });
}
