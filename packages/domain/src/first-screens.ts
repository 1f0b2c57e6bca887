/**
 * The first screens the web build writes as HTML (docs/decisions/0033-first-screens-prerendered.md,
 * 0041-signed-in-first-screens.md): by name, the path each answers and the device it is for, as the
 * web app's `daybook.device` cookie says (`none`: no session nor kiosk token; `session`: a session).
 * One table for the build that writes them (apps/web/src/app/prerender.tsx), the server that sends
 * them (apps/server/src/plugins/spa.ts) and the web app's loading screen; the service worker,
 * which cannot import it, holds a copy that a test keeps equal (apps/web/public/sw-first-screens.js).
 */
export const FIRST_SCREENS = [
  { page: 'sign-in', path: '/', device: 'none' },
  { page: 'kiosk', path: '/kiosk', device: 'none' },
  { page: 'home', path: '/home', device: 'session' },
  { page: 'client', path: '/client', device: 'session' },
  { page: 'members', path: '/members', device: 'session' },
] as const;

export type FirstScreen = (typeof FIRST_SCREENS)[number];
/** The signed-in pages among them: their titles are in the web app's shell catalogue. */
export type SignedInFirstScreen = Extract<FirstScreen, { device: 'session' }>['page'];
