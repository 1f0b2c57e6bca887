// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageQueryKey, profileQueryKey } from '../api/profile';
import { clearTokens, saveTokens } from '../lib/auth-tokens';
import { appQueryClient } from '../lib/query-client';
import { inOwnTask, preloadSignedIn } from './preload-signed-in';

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

  it('sends each call in a task of its own, not all of them in the task that made the query client', async () => {
    // every timer callback is one task: number them, and note the task each call went out in
    const realSetTimeout = globalThis.setTimeout;
    let task = 0;
    let current = 0;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void, delay?: number) =>
      realSetTimeout(() => {
        task += 1;
        current = task;
        try {
          callback();
        } finally {
          current = 0;
        }
      }, delay)) as typeof setTimeout);
    const taskOfCall = new Map<string, number>();
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      taskOfCall.set(new URL(input instanceof Request ? input.url : String(input)).pathname, current);
      return answer(input, init);
    });
    saveTokens({ access_token: 'access', refresh_token: 'refresh', access_expires_in: 900 });
    window.history.replaceState(null, '', '/home');
    try {
      await preloadSignedIn();
    } finally {
      vi.mocked(globalThis.setTimeout).mockRestore();
    }
    const tasks = [...taskOfCall.values()];
    expect(taskOfCall.size).toBeGreaterThanOrEqual(7);
    // none outside a timer's task (0), and no two in the same one
    expect(tasks).not.toContain(0);
    expect(new Set(tasks).size).toBe(tasks.length);
  });

  it('asks for nothing on a page shown signed out', async () => {
    saveTokens({ access_token: 'access', refresh_token: 'refresh', access_expires_in: 900 });
    window.history.replaceState(null, '', '/kiosk');
    await preloadSignedIn();
    expect(asked).toEqual([]);
  });
});

/** What a page needs is asked for a module or two a task, so their preload links are not one long task. */
describe('inOwnTask', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs each load in a task of its own, in the order asked, without waiting for any', async () => {
    // the tasks as the browser would queue them: each timer's callback is one task
    const tasks: (() => void)[] = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void) => {
      tasks.push(callback);
      return 0;
    }) as typeof setTimeout);
    const started: string[] = [];
    const load = (name: string, result: () => unknown) => () => {
      started.push(name);
      return result();
    };
    const routes = inOwnTask(load('routes', () => new Promise<never>(() => undefined)));
    const root = inOwnTask(load('root', () => Promise.reject(new Error('offline'))));
    const page = inOwnTask(
      load('page', () => {
        throw new Error('no such page');
      }),
    );
    const refusals = Promise.all([
      root.catch((error: Error) => error.message),
      page.catch((error: Error) => error.message),
    ]);
    expect(started).toEqual([]);
    expect(tasks).toHaveLength(3);
    tasks.shift()?.();
    expect(started).toEqual(['routes']);
    tasks.shift()?.();
    expect(started).toEqual(['routes', 'root']);
    tasks.shift()?.();
    expect(started).toEqual(['routes', 'root', 'page']);
    // a failed load's promise is refused (the page asks for its chunk again itself); one never
    // settled stops nothing after it
    expect(await refusals).toEqual(['offline', 'no such page']);
    expect(await Promise.race([routes, Promise.resolve('pending')])).toBe('pending');
  });
});
