import { MSG } from '@daybook/domain';

/** Field messages in the API's validation shape: `{"field": ["message", ...]}` (docs/api-errors.md). */
export type FieldErrors = Record<string, string[]>;

/** `alreadyCheckedIn` → `already_checked_in`. */
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Every catalogue text maps to one stable machine code, the snake_case name of its first key in
 * `MSG`, so a refusal thrown with a catalogue text carries its code without naming it twice.
 */
const CODE_OF_TEXT = new Map<string, string>();
for (const [key, text] of Object.entries(MSG)) if (!CODE_OF_TEXT.has(text)) CODE_OF_TEXT.set(text, snake(key));

/** The code of a refusal whose text is not in the catalogue (a message with parameters filled in). */
const CODE_OF_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'not_authenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  411: 'length_required',
  413: 'body_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'too_many_requests',
  431: 'headers_too_large',
  503: 'unavailable',
};

/** The machine code for a refusal: the catalogue's code for its text, else the status's. */
export function codeFor(statusCode: number, detail: string): string {
  return CODE_OF_TEXT.get(detail) ?? CODE_OF_STATUS[statusCode] ?? (statusCode >= 500 ? 'server_error' : 'bad_request');
}

/**
 * An error that the client caused and that maps to one response. `code` (derived from the text
 * when not given) and `params` are what Daybook's own web app words its message from.
 * `errorField` adds `{"error": ...}` wherever the refusal is answered; the check-in family of
 * routes, where the existing client reads `error`, has it on every refusal anyway (plugins/errors.ts,
 * ERROR_FIELD_ROUTES), so the flag only matters where those operations run behind another route
 * (the kiosk's punches).
 */
export class HttpError extends Error {
  readonly code: string;
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly fields: FieldErrors = {},
    readonly errorField = false,
    code?: string,
    readonly params?: Record<string, string | number | string[]>,
  ) {
    super(detail);
    this.code = code ?? codeFor(statusCode, detail);
  }
}

export const badRequest = (detail: string, fields: FieldErrors = {}, code?: string) =>
  new HttpError(400, detail, fields, false, code);
export const unauthorized = (detail: string, code?: string) => new HttpError(401, detail, {}, false, code);
export const forbidden = (detail: string, code?: string) => new HttpError(403, detail, {}, false, code);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string, errorField = false, code?: string) =>
  new HttpError(409, detail, {}, errorField, code);
export const tooManyRequests = (detail: string, code?: string) => new HttpError(429, detail, {}, false, code);

/** A 400 on one field, in the API's validation shape. */
export const fieldError = (field: string, message: string) => fieldErrors({ [field]: [message] });

/** A 400 on several fields at once, in the API's validation shape (the first named in `detail`). */
export function fieldErrors(fields: FieldErrors): HttpError {
  const [first, messages] = Object.entries(fields)[0] ?? ['', []];
  return new HttpError(400, `${first}: ${messages.join(' ')}`, fields, false, 'validation_failed', {
    fields: Object.keys(fields),
  });
}

/** Throws 404 when a record is missing. */
export function found<T>(value: T | undefined): T {
  if (value === undefined) throw notFound();
  return value;
}

/**
 * Shapes an error body: the field lists, `detail`, `error` (the same text) when the error asks for
 * it or `withError` says the route's clients read it, and the machine `code` with its `params`. A
 * field literally named `code` keeps its list; the machine code then travels as `error_code` only
 * (it always does, so a client may read that one name everywhere).
 */
export function errorBody(error: HttpError, withError = false): Record<string, unknown> {
  const body: Record<string, unknown> = { ...error.fields, detail: error.detail };
  if (error.errorField || withError) body.error = error.detail;
  if (!('code' in error.fields)) body.code = error.code;
  body.error_code = error.code;
  if (error.params) body.params = error.params;
  return body;
}
