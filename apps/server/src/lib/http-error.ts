/** Field messages in the API's validation shape: `{"field": ["message", ...]}` (DESIGN §4). */
export type FieldErrors = Record<string, string[]>;

/**
 * An error that the client caused and that maps to one response. `errorField` adds the
 * `{"error": ...}` key that the spec's check-in style clients read (DESIGN §4).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly fields: FieldErrors = {},
    readonly errorField = false,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, fields: FieldErrors = {}) => new HttpError(400, detail, fields);
export const unauthorized = (detail: string) => new HttpError(401, detail);
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string, errorField = false) => new HttpError(409, detail, {}, errorField);
export const tooManyRequests = (detail: string) => new HttpError(429, detail);

/** A 400 on one field, in the API's validation shape. */
export const fieldError = (field: string, message: string) =>
  badRequest(`${field}: ${message}`, { [field]: [message] });

/** Throws 404 when a record is missing. */
export function found<T>(value: T | undefined): T {
  if (value === undefined) throw notFound();
  return value;
}

/** Shapes an error body: detail, optional error, and any field lists. */
export function errorBody(error: HttpError): Record<string, unknown> {
  const body: Record<string, unknown> = { ...error.fields, detail: error.detail };
  if (error.errorField) body.error = error.detail;
  return body;
}
