import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@daybook/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { answerOf, api } from './typed-api';

const renewal = vi.hoisted(() => ({ next: 'renewed-access' as string | null }));
vi.mock('./token-refresh', () => ({
  // Stands in for the real renewal (Web Locks, POST /api/token/refresh/): stores a new access token.
  refreshSession: vi.fn(async () => {
    if (!renewal.next) return false;
    window.localStorage.setItem(ACCESS_TOKEN_KEY, renewal.next);
    return true;
  }),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('typed API client (openapi-fetch over the generated types)', () => {
  let sent: { method: string; url: string; authorization: string | null; body: string }[];
  let answers: Response[];

  beforeEach(() => {
    const store = new Map<string, string>([
      [ACCESS_TOKEN_KEY, 'old-access'],
      [REFRESH_TOKEN_KEY, 'refresh'],
    ]);
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
        removeItem: (key: string) => store.delete(key),
      },
    });
    sent = [];
    answers = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({
        method: String(init.method),
        url: new URL(url).pathname,
        authorization: new Headers(init.headers).get('authorization'),
        body: String(init.body ?? ''),
      });
      return answers.shift() ?? json(500, {});
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the body to the documented path with the bearer token and returns the answer', async () => {
    answers.push(json(201, { paused: true, pause_start: '2026-11-20T17:00:00.000Z' }));
    const answer = await answerOf(
      api.POST('/api/attendance/pause/', { baseUrl: 'http://daybook.test', body: { reason: 'Lunch' } }),
    );
    expect(answer).toEqual({ paused: true, pause_start: '2026-11-20T17:00:00.000Z' });
    expect(sent).toEqual([
      { method: 'POST', url: '/api/attendance/pause/', authorization: 'Bearer old-access', body: '{"reason":"Lunch"}' },
    ]);
  });

  it('renews the session once on a 401 and sends the same body again with the new token', async () => {
    answers.push(json(401, { detail: 'Expired.', error_code: 'token_invalid' }), json(200, { id: 7 }));
    await answerOf(api.POST('/api/attendance/checkout/', { baseUrl: 'http://daybook.test', body: { latitude: null } }));
    expect(sent.map(({ authorization, body }) => [authorization, body])).toEqual([
      ['Bearer old-access', '{"latitude":null}'],
      ['Bearer renewed-access', '{"latitude":null}'],
    ]);
  });

  it('throws a refusal as an ApiError with its code, parameters and field messages', async () => {
    answers.push(
      json(400, {
        detail: 'reason: Enter a reason.',
        code: 'validation_failed',
        error_code: 'validation_failed',
        params: { fields: ['reason'] },
        reason: ['Enter a reason.'],
      }),
    );
    const failure = await answerOf(
      api.POST('/api/attendance/pause/', { baseUrl: 'http://daybook.test', body: { reason: '' } }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      detail: 'reason: Enter a reason.',
      code: 'validation_failed',
      params: { fields: ['reason'] },
      fieldErrors: { reason: ['Enter a reason.'] },
    });
  });

  it('answers status 0 when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await answerOf(api.GET('/api/attendance/today/', { baseUrl: 'http://daybook.test' })).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ status: 0, isNetworkError: true });
  });
});
