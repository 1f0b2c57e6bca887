// i18next is set up before any component module runs
import './lib/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadTouchRipple } from './app/lazy-touch-ripple';
import { dropWrongPrerenderedPage, rememberDeviceForFirstPaint } from './app/prerendered';
import { preloadAlert } from './components/lazy-alert';
import { hasSession } from './lib/auth-tokens';
import { i18nReady } from './lib/i18n';
import { warmIntl } from './lib/i18n/warm-intl';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The sign-in page and the kiosk's start may have come as HTML the build wrote (app/prerendered.ts,
// docs/decisions/0033-first-screens-prerendered.md): the app's first render replaces it with the
// same page, unless it is not the page this device is to see.
dropWrongPrerenderedPage(root);
rememberDeviceForFirstPaint();

// A stored session: the signed-in page's route table, chunk and first API calls start now, side
// by side with the language (app/preload-signed-in.ts); a failure there costs nothing, the routes
// load what they need themselves. Nothing more for a visitor without a session.
if (hasSession())
  import('./app/preload-signed-in').then(
    (module) => module.preloadSignedIn(),
    () => undefined,
  );

// the first paint is in the starting language (docs/decisions/0020-spanish.md): for Spanish, after
// its small shell catalogue arrives; for English at once
// The first render is a transition: React renders it in slices and yields to the browser between
// them instead of holding the main thread for one long task (Lighthouse's total blocking time on
// a phone, docs/performance.md).
// The formats' data is loaded first, in tasks of their own (lib/i18n/warm-intl.ts); the render's
// timer comes after theirs. The kiosk's first screens format nothing: there it would be work for
// nothing while the screen is already shown.
if (!window.location.pathname.startsWith('/kiosk')) warmIntl();
void i18nReady.then(() =>
  setTimeout(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  ),
);

// the service worker (docs/decisions/0022-installable-app.md) is registered once the page has
// loaded, from a chunk of its own, so it adds nothing to the first load of the sign-in page
if (import.meta.env.PROD) {
  const register = () => {
    void import('./lib/pwa/register-service-worker').then((module) => module.registerServiceWorker());
    // the shell's banners are not in the first load (components/lazy-alert.tsx): fetched now, ready
    // before the first error or toast; so is the buttons' ripple (app/lazy-touch-ripple.tsx)
    preloadAlert();
    preloadTouchRipple().catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
