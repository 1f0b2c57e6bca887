import createClient from 'openapi-fetch';
import type { components, paths } from '../api/schema';
import { ApiError, apiErrorOf, fetchWithSession } from './api-client';

/** A named schema of the API (components/schemas in the OpenAPI description), as generated. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/**
 * Sends one request of the typed client with the session (bearer token, one renewal on a 401,
 * as apiRequest does), or without it when `useAuth` is false (apiRequest's `auth: false`). The
 * body is read once as text and sent as text on each attempt, as apiRequest sends it (a renewed
 * retry still has it, and the browser sees an ordinary JSON body).
 */
async function sendWithSession(request: Request, useAuth = true): Promise<Response> {
  const body = request.body ? await request.text() : undefined;
  return fetchWithSession(async (token) => {
    const headers = new Headers(request.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    try {
      return await fetch(request.url, { method: request.method, headers, body, signal: request.signal });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, null);
    }
  }, useAuth);
}

/**
 * The typed API client: paths, parameters, bodies and answers come from apps/web/src/api/schema.d.ts,
 * which `npm run generate:api` writes from the server's OpenAPI description (ADR 0013), so a call
 * that no longer matches the server fails the typecheck.
 */
export const api = createClient<paths>({ fetch: (request) => sendWithSession(request) });

/** The typed client without the session: no bearer token and no renewal (public calls such as GET /api/organisation/). */
export const publicApi = createClient<paths>({ fetch: (request) => sendWithSession(request, false) });

/** The answer of a typed call, or its refusal thrown as an ApiError (like apiRequest). */
export async function answerOf<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw apiErrorOf(response.status, error);
  return data as T;
}
