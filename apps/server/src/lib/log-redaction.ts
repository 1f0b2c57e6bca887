import type { FastifyRequest } from 'fastify';

/** What a query value is written as in the logs. */
export const REDACTED = '[redacted]';

/**
 * A request URL fit for the logs: the path and the query's keys stay, every query value is
 * replaced (`/api/clients/?search=[redacted]`), because values carry names, phone numbers and
 * dates of birth (docs/security.md, "Logs"). Keys are cut to 100 characters.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url.slice(mark + 1);
  if (query === '') return url;
  const parts = query.split('&').map((part) => {
    const equals = part.indexOf('=');
    const key = (equals === -1 ? part : part.slice(0, equals)).slice(0, 100);
    return equals === -1 || equals === part.length - 1 ? part.slice(0, 100) : `${key}=${REDACTED}`;
  });
  return `${url.slice(0, mark)}?${parts.join('&')}`;
}

/**
 * The request as the logs show it: Fastify's usual fields with the URL's query values redacted
 * and no headers at all (so no Authorization or Cookie can reach the logs).
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
