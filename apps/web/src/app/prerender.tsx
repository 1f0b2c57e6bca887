import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { type Language, loadLanguage } from '../lib/i18n';
import { AppFrame } from './app';
import { AppRoutes } from './router';

/**
 * The first screens the build writes as HTML (scripts/prerender.mjs,
 * docs/decisions/0033-first-screens-prerendered.md): a visitor without a session or a kiosk token
 * sees the page as soon as the HTML arrives, before the scripts that take it over.
 */
export const PRERENDERED_PAGES = { 'sign-in': '/', kiosk: '/kiosk' } as const;

/**
 * One page as the browser's first render shows it to a visitor without a session, in a language:
 * the markup of `#root`, with emotion's styles inline. Run in Node by scripts/prerender.mjs, one
 * fresh module instance per page (emotion's cache and i18next are module state).
 */
export async function renderPage(path: string, language: Language): Promise<string> {
  await loadLanguage(language);
  const page = (
    <StrictMode>
      <AppFrame>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppFrame>
    </StrictMode>
  );
  // Each render starts the lazily loaded parts it meets (this bundle has them inline: they settle at
  // once) and shows their fallback; the next render finds them loaded. Plain HTML, no streaming:
  // React's streamed reveal needs inline scripts, which the CSP refuses (docs/security.md).
  // A lazy part with no Suspense boundary above it (the kiosk) makes the render throw instead.
  let waiting: unknown = null;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    try {
      const markup = renderToString(page);
      // `<!--$!-->`: a Suspense boundary shown with its fallback, left for the browser to render
      if (!markup.includes('<!--$!-->')) return markup;
      waiting = 'a Suspense fallback';
    } catch (error) {
      waiting = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path} (${language}) still waits for a lazily loaded part after 10 renders`, { cause: waiting });
}
