import i18n from 'i18next';
import { HttpError } from 'react-admin';
import { readAccessToken, readRefreshToken } from '../../../lib/auth-tokens';
import { translateMessage } from '../../../lib/i18n';
// the area messages' Spanish (the console is signed in; the sign-in page does not carry them)
import '../../../lib/i18n/messages';
import { refreshSession } from '../../../lib/token-refresh';

export interface HttpResult {
  status: number;
  headers: Headers;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: react-admin's data providers read untyped JSON
  json: any;
}

interface HttpOptions {
  method?: string;
  body?: BodyInit | null;
  signal?: AbortSignal | null;
}

function send(url: string, options: HttpOptions, token: string | null): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.body) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(url, { method: options.method ?? 'GET', headers, body: options.body, signal: options.signal });
}

/**
 * A server text in the reader's language: the API writes the product's English, and a text of
 * the message catalogue has its translation (lib/i18n `translateMessage`, docs/i18n.md); other
 * texts stay as written. The console shows the app's language (components/console-language.ts).
 */
const inReadersLanguage = (text: string) => translateMessage(i18n.t, text);

/** The server's 400 body `{field: [messages]}` as react-admin's `{errors: {field: message}}`. */
function validationErrors(body: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'detail' || key === 'error') continue;
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      errors[key] = value.map(inReadersLanguage).join(' ');
    }
  }
  return errors;
}

/**
 * The admin console's HTTP client for ra-data-json-server: the session's bearer token from
 * lib/auth-tokens and, on a 401, the app's one silent refresh (lib/token-refresh, shared across
 * tabs) and one retry. No token is read or stored here other than through those modules.
 * Failures become react-admin `HttpError`s carrying the server's `detail` and, for a 400, the
 * field messages so that each shows under its input.
 */
export async function adminHttpClient(url: string, options: HttpOptions = {}): Promise<HttpResult> {
  const token = readAccessToken();
  let response = await send(url, options, token);
  if (response.status === 401 && (token || readRefreshToken())) {
    const renewed = await refreshSession(token).catch(() => false);
    if (renewed) response = await send(url, options, readAccessToken());
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const record = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
    const detail =
      typeof record.detail === 'string'
        ? record.detail
        : typeof record.error === 'string'
          ? record.error
          : response.statusText || `HTTP ${response.status}`;
    const errors = validationErrors(record);
    const message =
      Object.keys(errors).length > 0 && typeof record.detail !== 'string'
        ? Object.values(errors).join(' ')
        : inReadersLanguage(detail);
    throw new HttpError(message, response.status, { ...record, errors });
  }
  return { status: response.status, headers: response.headers, body: text, json };
}
