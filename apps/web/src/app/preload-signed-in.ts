import type { QueryClient } from '@tanstack/react-query';
import { readDeviceToken } from '../features/kiosk/lib/device-token';

/** The pages shown signed out (router.tsx), where a stored session starts nothing. */
const SIGNED_OUT_PAGE = /^\/(signup|privacy|terms|kiosk|admin(\/|-create-user|$))/i;

/** Shared pieces a page's chunk needs, asked for each in a task before it (see `parts`). */
const dataTable = () => import('../components/data-table');
const offlineQueue = () => import('../lib/offline/offline-queue-context');
const dialogs = () => import('../components/titled-dialog');

/**
 * What a page needs first: its chunk (the one site-routes.tsx loads) and the calls it makes as it
 * opens, with the query options of the page's own hooks, so the page finds them answered or on
 * their way. `parts` are shared pieces of the page's chunk, asked for first, a task each: the
 * chunk's own request then adds fewer preload links in its task (a dashboard's 26 were 21–37 ms at
 * full speed), and the pieces' modules are evaluated in tasks of their own.
 */
const PAGES: Record<
  string,
  {
    parts: (() => Promise<unknown>)[];
    load: () => Promise<unknown>;
    prefetch: (client: Pick<QueryClient, 'prefetchQuery'>) => Promise<unknown>;
  }
> = {
  '/home': {
    parts: [dataTable, offlineQueue, dialogs],
    load: () => import('./compositions/dashboard-route'),
    prefetch: async (client) => {
      const [settings, payPeriod, workday, workweek] = await Promise.all([
        import('../api/user-settings'),
        import('../features/dashboard/api/pay-period'),
        import('../features/dashboard/api/workday'),
        import('../features/dashboard/api/workweek'),
      ]);
      return Promise.all([
        client.prefetchQuery(settings.userSettingsQuery),
        client.prefetchQuery(payPeriod.payPeriodQuery),
        client.prefetchQuery(workday.todayQuery),
        client.prefetchQuery(workday.payPeriodSummaryQuery),
        client.prefetchQuery(workweek.workweekQuery),
      ]);
    },
  },
  '/client': {
    parts: [dataTable],
    load: () => import('../features/clients/pages/client-list-page'),
    prefetch: async (client) => client.prefetchQuery((await import('../api/clients')).clientsQuery),
  },
  '/members': {
    parts: [dataTable, offlineQueue, dialogs],
    load: () => import('../features/members/pages/members-page'),
    prefetch: async (client) => {
      const members = await import('../features/members/api/members');
      return Promise.all([
        client.prefetchQuery(members.membersQuery),
        client.prefetchQuery(members.memberHistoryQuery(null)),
      ]);
    },
  },
};

/**
 * Runs `load` in a task of its own, after the tasks asked for before it (timers of the same delay
 * run in the order they were set).
 */
export function inOwnTask<T>(load: () => T | Promise<T>): Promise<T> {
  return new Promise((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(load());
      } catch (error) {
        reject(error);
      }
    }),
  );
}

/**
 * A page opened with a stored session (main.tsx): the signed-in route table, the query client,
 * the page's chunk and its first API calls start together instead of one after the other (entry →
 * route table → page → its calls; docs/performance.md, Lighthouse). Everything here is imported
 * on demand, so the sign-in page's first load carries only the call in main.tsx. Nothing for a
 * kiosk device (ADR 0024) or the pages shown signed out; on `/` a session goes on to `/home`.
 */
export async function preloadSignedIn(): Promise<void> {
  const { pathname } = window.location;
  if (readDeviceToken() !== null || SIGNED_OUT_PAGE.test(pathname)) return;
  // a chunk or call that fails here is asked for again by the page, which shows the failure
  const ignore = () => undefined;
  const page = PAGES[pathname === '/' ? '/home' : pathname.replace(/\/+$/, '').toLowerCase()];
  // What is asked for here goes a module or two a task, the calls' small modules first, each call
  // going out as soon as its own module and the query client are there (on a phone's six HTTP/1.1
  // connections they no longer queue behind the page's code), then the code the page renders with,
  // a chunk a task. Each chunk asked for adds a preload link for every module it needs that is not
  // asked for yet, 0.5 to 3 ms each at full speed and up to 40 for a page: in one task they were
  // the longest task after a phone's first paint (docs/performance.md, "2026-11-28 13:30").
  // Each call also goes out in a task of its own: the calls waiting for the query client all started
  // in the one task that resolved it, and a `fetch` costs a few milliseconds of the page's thread
  // (the request built, the token read); on `/home` their eight made a 63 ms task at full speed,
  // the longest after the first paint (docs/performance.md, "2026-11-28 17:45: the first calls a
  // task each").
  const client = import('../lib/query-client').then(({ appQueryClient }) => appQueryClient());
  const early: Pick<QueryClient, 'prefetchQuery'> = {
    prefetchQuery: (options) => client.then((queryClient) => inOwnTask(() => queryClient.prefetchQuery(options))),
  };
  const calls = Promise.all([
    import('../api/profile').then(({ profileQuery, languageQuery }) =>
      Promise.all([early.prefetchQuery(profileQuery), early.prefetchQuery(languageQuery)]),
    ),
    inOwnTask(() => import('../api/organisation')).then(({ organisationQuery }) =>
      early.prefetchQuery(organisationQuery),
    ),
    inOwnTask(() => page?.prefetch(early)),
  ]);
  inOwnTask(() => import('./site-routes')).catch(ignore);
  inOwnTask(() => import('./query-root')).catch(ignore);
  for (const part of page?.parts ?? []) inOwnTask(part).catch(ignore);
  inOwnTask(() => page?.load()).catch(ignore);
  try {
    await calls;
    const queryClient = await client;
    // A call refused before its page opened (a password to change first, a page the role may not
    // see) is dropped: the page asks again when it opens, as it did before, and its failure toast
    // is then about that answer, not a stale one.
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.state.status === 'error' && query.getObserversCount() === 0) {
        queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
      }
    }
  } catch {
    // as above: the page loads its own modules and makes its own calls
  }
}
