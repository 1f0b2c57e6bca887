import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { WelcomeLine } from '../components/welcome-line';
import { renderSignedInAtBuild } from '../lib/auth-tokens';
import { renderWholePagesAtBuild } from '../lib/build-render';
import { type Language, loadLanguage } from '../lib/i18n';
import { localeOf } from '../lib/i18n/language';
import { longDateOptions } from '../lib/i18n/long-date';
import { AppFrame } from './app';
import { SlowStartNotice } from './first-screen/slow-start-notice';
import { AppLayout } from './layout/app-layout';
import { RouteLoading } from './layout/route-loading';
import { seedSampleAnswers } from './prerender-answers';
import { buildTimeQueryClient } from './query-root';
import { AppRoutes } from './router';

/**
 * The first screens the build writes as HTML (scripts/prerender.mjs, packages/domain
 * first-screens.ts): a visitor without a session or a kiosk token sees the sign-in page or the
 * kiosk's start, a device with a session the first screen of the signed-in pages a worker opens
 * first, as soon as the HTML arrives, before the scripts that take it over.
 */
export { FIRST_SCREENS } from '@daybook/domain';

/**
 * The dashboard's welcome line on its first screen: hidden, with what the page's script needs to fill
 * it before the paint from what the device kept (scripts/welcome-line-script.mjs): the welcome in
 * the page's language with `{name}` for the name, the locale and the long date's options.
 */
function FillableWelcomeLine() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (
    <WelcomeLine
      text=""
      hidden
      data-welcome={t('app.welcome', { name: '{name}' })}
      data-locale={locale}
      data-date-options={JSON.stringify(longDateOptions(locale))}
    />
  );
}

/**
 * One page as the browser's first render shows it, in a language: the markup of `#root`, with
 * emotion's styles inline. Without a session, the app's own routes; with one, the frame the app
 * shows while the page's code arrives (app/layout/route-loading.tsx), which is all a signed-in
 * page can show before its answers, followed by the style rules of the page with its answers (a
 * render with sample answers, app/prerender-answers.ts, of which only the styles are kept): the
 * page's first commit with its real answers then finds its styles in the page instead of compiling
 * and inserting each one, the longest part of that commit on a phone (docs/performance.md).
 * Run in Node by scripts/prerender.mjs, one fresh module instance per page (emotion's cache,
 * i18next, the session flag and the build's query client are module state).
 */
export async function renderPage(path: string, language: Language, device: 'none' | 'session'): Promise<string> {
  await loadLanguage(language);
  // first, and outside the app's frame: the app's first render removes it with everything else
  const notice = renderToString(<SlowStartNotice path={path} />);
  const routes = (content: ReactNode) => (
    <StrictMode>
      <AppFrame>
        <StaticRouter location={path}>{content}</StaticRouter>
      </AppFrame>
    </StrictMode>
  );
  if (device === 'none') return notice + (await renderLoaded(routes(<AppRoutes />), path, language));
  renderSignedInAtBuild();
  const shell = await renderLoaded(
    routes(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<RouteLoading buildWelcomeLine={<FillableWelcomeLine />} />} />
        </Route>
      </Routes>,
    ),
    path,
    language,
  );
  seedSampleAnswers(buildTimeQueryClient());
  renderWholePagesAtBuild();
  const withAnswers = await renderLoaded(
    routes(
      <ThemeProvider theme={onAPhone}>
        <AppRoutes />
      </ThemeProvider>,
    ),
    path,
    language,
  );
  // each render writes its rules afresh (emotion's server cache is per render): a rule the shell
  // already carries is the same tag, named by the same ids, and is left out
  const written = new Set<string>();
  const styles = (markup: string) => [...markup.matchAll(EMOTION_STYLE)];
  for (const [, names] of styles(shell)) written.add(names ?? '');
  const added = styles(withAnswers).filter(([, names = '']) => !written.has(names) && written.add(names));
  return notice + shell + added.map(([tag]) => tag).join('');
}

/** The width of the phone the build's render with answers lays a page out for (Lighthouse's phone). */
const PHONE_WIDTH = 412;

/**
 * The app's theme, with its media queries (`useMediaQuery`) answered as on a phone: the layouts that
 * differ by width (the shared table's cards, components/data-table) are rendered in their phone's
 * form, whose rules are the ones a phone needs first. A query of anything but widths is false.
 */
function onAPhone(theme: Theme): Theme {
  const ssrMatchMedia = (query: string) => ({
    matches: query
      .replace(/^@media\s*/, '')
      .split(/\s+and\s+/)
      .every((condition) => {
        const width = /^\((min|max)-width:\s*([\d.]+)px\)$/.exec(condition.trim());
        if (!width) return false;
        return width[1] === 'min' ? PHONE_WIDTH >= Number(width[2]) : PHONE_WIDTH <= Number(width[2]);
      }),
  });
  return { ...theme, components: { ...theme.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } } } };
}

/** An emotion style tag as React's server renderer writes it, with the names of its rules. */
const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>[^<]*<\/style>/g;

/**
 * Renders until no lazily loaded part is still waiting. Each render starts the lazily loaded parts
 * it meets (this bundle has them inline: they settle at once) and shows their fallback; the next
 * render finds them loaded. Plain HTML, no streaming: React's streamed reveal needs inline scripts,
 * which the CSP refuses (docs/security.md). A lazy part with no Suspense boundary above it (the
 * kiosk) makes the render throw instead.
 */
async function renderLoaded(page: ReactNode, path: string, language: Language): Promise<string> {
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
