import { readAccessToken, readRefreshToken } from './auth-tokens';
import { refreshSession } from './token-refresh';

/** Field messages of a 400 answer: `{"field": ["message", ...]}` (docs/product-rules.md §7). */
export type FieldErrors = Record<string, string[]>;

/**
 * A failed API call. `status` is 0 when no answer arrived (network down, server unreachable);
 * `detail` is the server's message when it sent one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
    readonly fieldErrors: FieldErrors = {},
    /** The refusal's machine code (`error_code`, docs/api-errors.md), when the server sent one. */
    readonly code: string | null = null,
    /** The refusal's parameters (for example `blockers`), when the server sent them. */
    readonly params: Record<string, unknown> = {},
  ) {
    super(detail ?? (status === 0 ? 'No response from the server' : `Request failed with status ${status}`));
    this.name = 'ApiError';
  }

  /** True when the server never answered. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the bearer token and renew the session on a 401 (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

function fieldErrorsOf(body: Record<string, unknown>): FieldErrors {
  const fields: FieldErrors = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'detail' || key === 'error') continue;
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) fields[key] = value;
  }
  return fields;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }
}

/**
 * Sends a request with the session's bearer token (when `useAuth`). On a 401 the session is
 * renewed once (see token-refresh) and the request sent again; when renewal fails the tokens are
 * cleared, which sends the route guards back to the sign-in page.
 */
export async function fetchWithSession(
  sendWith: (token: string | null) => Promise<Response>,
  useAuth = true,
): Promise<Response> {
  const token = useAuth ? readAccessToken() : null;
  let response = await sendWith(token);

  // A 401 to a call made with a session: renew once. Without a session (e.g. a signed-out
  // signup) the 401 is the answer itself.
  if (response.status === 401 && useAuth && (token || readRefreshToken())) {
    let renewed: boolean;
    try {
      renewed = await refreshSession(token);
    } catch {
      throw new ApiError(0, null);
    }
    if (renewed) response = await sendWith(readAccessToken());
  }
  return response;
}

/** The ApiError for a refusal's status and JSON body (docs/api-errors.md). */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const detail = typeof record.detail === 'string' ? record.detail : null;
  const code = typeof record.error_code === 'string' ? record.error_code : null;
  const params = record.params && typeof record.params === 'object' ? (record.params as Record<string, unknown>) : {};
  return new ApiError(status, detail, fieldErrorsOf(record), code, params);
}

/** Calls the Daybook API and returns its JSON; a refusal is thrown as an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetchWithSession((token) => send(path, options, token), options.auth ?? true);
  const body = await readBody(response);
  if (!response.ok) throw apiErrorOf(response.status, body);
  return body as T;
}

/** One page of a list whose total the server sends in `X-Total-Count` (EVV visits, the console's lists). */
export async function apiPage<T>(path: string, options: RequestOptions = {}): Promise<{ items: T[]; total: number }> {
  const response = await fetchWithSession((token) => send(path, options, token), options.auth ?? true);
  const body = await readBody(response);
  if (!response.ok) throw apiErrorOf(response.status, body);
  const items = Array.isArray(body) ? (body as T[]) : [];
  const total = Number(response.headers.get('x-total-count'));
  return { items, total: Number.isFinite(total) && response.headers.has('x-total-count') ? total : items.length };
}
