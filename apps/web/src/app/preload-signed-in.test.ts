// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageQueryKey, profileQueryKey } from '../api/profile';
import { clearTokens, saveTokens } from '../lib/auth-tokens';
import { appQueryClient } from '../lib/query-client';
import { inTurn, preloadSignedIn } from './preload-signed-in';

// The typed client (lib/typed-api.ts) builds a Request from the path alone, as a browser resolves
// it against the page; Node's Request needs the page's address to do so. Set before the client is
// made (it keeps the Request it finds), so this file has a module graph of its own (vi.mock below).
vi.hoisted(() => {
  const NodeRequest = globalThis.Request;
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  } as typeof Request;
});
// no session renewal here: every call is answered at once by the stubbed fetch
vi.mock('../lib/token-refresh', () => ({ refreshSession: vi.fn(async () => false) }));

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** What a page opened with a stored session asks for before it renders (app/preload-signed-in.ts). */
describe('preloadSignedIn', () => {
  let asked: string[];

  beforeEach(() => {
    asked = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      asked.push(url.pathname);
      if (url.pathname === '/api/profile/language/') return json({ language: 'es' });
      if (url.pathname === '/api/profile/') return json({ id: 3, name: 'Ana', mustChangePassword: false });
      return json([]);
    });
  });

  afterEach(() => {
    clearTokens();
    appQueryClient().clear();
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });

  it('asks for the profile, the organisation and the user language beside the page’s own calls', async () => {
    saveTokens({ access_token: 'access', refresh_token: 'refresh', access_expires_in: 900 });
    window.history.replaceState(null, '', '/members');
    await preloadSignedIn();
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/profile/',
        '/api/organisation/',
        '/api/profile/language/',
        '/api/member/members/',
        '/api/member/history/',
      ]),
    );
    // in the cache under the keys the hooks read, so the signed-in frame renders with them at once
    // instead of re-rendering when a late answer arrives (docs/performance.md, Lighthouse)
    expect(appQueryClient().getQueryData(languageQueryKey)).toEqual({ language: 'es' });
    expect(appQueryClient().getQueryData(profileQueryKey)).toMatchObject({ name: 'Ana' });
  });

  it('asks for nothing on a page shown signed out', async () => {
    saveTokens({ access_token: 'access', refresh_token: 'refresh', access_expires_in: 900 });
    window.history.replaceState(null, '', '/kiosk');
    await preloadSignedIn();
    expect(asked).toEqual([]);
  });
});

/** The page's chunks are asked for one task each, so their preload links are not one long task. */
describe('inTurn', () => {
  afterEach(() => vi.useRealTimers());

  it('starts the first load at once and each next one in a later task, in order, without waiting for any', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const load = (name: string, result?: () => Promise<unknown>) => () => {
      started.push(name);
      return result?.();
    };
    const onError = vi.fn();
    inTurn(
      [
        load('routes', () => new Promise<never>(() => undefined)),
        load('root', () => Promise.reject(new Error('offline'))),
        load('page'),
      ],
      onError,
    );
    expect(started).toEqual(['routes']);
    await vi.advanceTimersToNextTimerAsync();
    expect(started).toEqual(['routes', 'root']);
    await vi.advanceTimersToNextTimerAsync();
    expect(started).toEqual(['routes', 'root', 'page']);
    // a failed load is handed over (the page asks for its chunk again itself) and stops nothing
    expect(onError).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
