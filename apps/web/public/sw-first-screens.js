// The service worker's answer to opening one of the first screens the build writes (ADR 0033, 0041;
// scripts/prerender.mjs): the sign-in page and the kiosk's start for a device without a session, the
// dashboard, the client list and members for one with a session, in the device's language, from
// the worker's precache; any other case gets the app's plain page from the precache, as Workbox's
// own navigation route would give it. Imported at the top of the generated worker (vite.config.ts,
// `importScripts`), so it hears a navigation before Workbox's router.
//
// Its table is a copy of packages/domain first-screens.ts (app/sw-first-screens.test.ts keeps them equal).
// The device's state is the cookie the app writes for the server (apps/web/src/app/prerendered.ts),
// read with the Cookie Store API where the browser has it in a worker (Chromium); elsewhere, and
// without the cookie, Workbox answers as before.
const FIRST_SCREENS = {
  '/': ['sign-in', 'none'],
  '/kiosk': ['kiosk', 'none'],
  '/home': ['home', 'session'],
  '/client': ['client', 'session'],
  '/members': ['members', 'session'],
};
const DEVICE = /^(en|es)\.(none|session|kiosk)$/;

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET' || !self.cookieStore) return;
  const url = new URL(request.url);
  const screen = Object.hasOwn(FIRST_SCREENS, url.pathname) ? FIRST_SCREENS[url.pathname] : null;
  if (url.origin !== self.location.origin || url.search || !screen) return;
  event.stopImmediatePropagation();
  event.respondWith(firstScreen(request, screen[0], screen[1]));
});

async function firstScreen(request, page, forDevice) {
  try {
    const said = DEVICE.exec((await self.cookieStore.get('daybook.device'))?.value ?? '');
    if (said && said[2] === forDevice) {
      const screen = await caches.match(`/prerendered/${said[1]}/${page}.html`, { ignoreSearch: true });
      if (screen) return screen;
    }
    const plain = await caches.match('/index.html', { ignoreSearch: true });
    if (plain) return plain;
  } catch {
    // the network, as if there were no worker
  }
  return fetch(request);
}
