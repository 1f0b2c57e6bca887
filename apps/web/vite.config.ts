import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { commonPasswords } from './common-passwords.plugin.ts';
import { API_CACHE_NAME, isOfflineCacheableApi } from './src/lib/pwa/api-cache.ts';

const API_TARGET = process.env.DAYBOOK_API ?? 'http://localhost:3000';

/** Libraries every route needs; kept in their own long-cached chunks (docs/performance.md). */
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
];

/**
 * MUI without CSS theme variables (docs/decisions/0007-sign-in-page-first-load.md): Daybook's themes
 * never ask for them (no `cssVariables`, no `colorSchemes`), yet MUI's `createTheme` and
 * `ThemeProvider` import the CSS-variables theme builder and provider, about 6 KiB gzip on the
 * sign-in page. These two modules are replaced by their no-variables halves, which is what MUI
 * itself runs for such a theme; a theme asking for variables fails loudly instead of silently.
 */
function muiWithoutCssVariables(): Plugin {
  const replacements: Record<string, string> = {
    'createTheme.js': `import createThemeNoVars from './createThemeNoVars.js';
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('Daybook builds MUI without CSS theme variables (docs/decisions/0007-sign-in-page-first-load.md)');
  }
  return createThemeNoVars(options, ...args);
}
`,
    'ThemeProvider.js': `import * as React from 'react';
import ThemeProviderNoVars from './ThemeProviderNoVars.js';
import THEME_ID from './identifier.js';
import { jsx } from 'react/jsx-runtime';
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
`,
  };
  return {
    name: 'daybook:mui-without-css-variables',
    enforce: 'pre',
    load(id) {
      const file = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/](createTheme\.js|ThemeProvider\.js)$/.exec(id)?.[1];
      return file ? (replacements[file] ?? null) : null;
    },
  };
}

/**
 * React Router as the sign-in page loads it (docs/decisions/0007-sign-in-page-first-load.md): every
 * `react-router` import but that of app/router-links.tsx resolves to that module, which is React
 * Router with a `Link` and `NavLink` for declarative routing only. React Router's own module marks
 * neither its `forwardRef`/`createContext`/`memo` results as pure nor leaves their `displayName`
 * writes out, so the bundler kept its unused components (`Form`, `ScrollRestoration`, `Link`'s
 * prefetching) and all they reach; both are fixed here, production or not (the names only show in
 * React's developer tools). Line numbers are kept, so its source maps still hold.
 */
function reactRouterLinks(): Plugin {
  const links = fileURLToPath(new URL('./src/app/router-links.tsx', import.meta.url));
  return {
    name: 'daybook:react-router-links',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'react-router' && importer !== links ? links : null;
    },
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      return {
        code: code
          .replace(/^[ \t]*[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2('),
        map: null,
      };
    },
  };
}

/**
 * MUI's ButtonBase gets app/lazy-touch-ripple.tsx for its `./TouchRipple.js`: the ripple is fetched
 * after the page's `load` event instead of with the sign-in page (docs/decisions/0007-sign-in-page-first-load.md).
 */
function lazyTouchRipple(): Plugin {
  const lazy = fileURLToPath(new URL('./src/app/lazy-touch-ripple.tsx', import.meta.url));
  return {
    name: 'daybook:lazy-touch-ripple',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromButtonBase =
        importer && /[\\/]@mui[\\/]material[\\/]esm[\\/]ButtonBase[\\/]ButtonBase\.js$/.test(importer);
      return source === './TouchRipple.js' && fromButtonBase ? lazy : null;
    },
  };
}

/**
 * Modules that only define functions, imported for nothing but their exports, which the bundler
 * cannot see for CommonJS (docs/decisions/0007-sign-in-page-first-load.md): emotion imports
 * `hoist-non-react-statics` (and through it an old `react-is`) for its `withTheme`, which Daybook
 * never calls, yet both were in the sign-in page's first load (about 1 KiB gzip).
 */
function sideEffectFree(): Plugin {
  // with the old react-is in its own node_modules
  const modules = /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/;
  return {
    name: 'daybook:side-effect-free',
    transform(_code, id) {
      return modules.test(id) ? { moduleSideEffects: false } : null;
    },
  };
}

/**
 * The installable app: manifest, precached shell, the last API answers for offline use and an
 * update prompt (docs/decisions/0022-installable-app.md).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  // The first screens (scripts/prerender.mjs, ADR 0033 and 0041) are written into the build before
  // the worker is generated, so that its precache lists them and the start script they load: an
  // installed app opens them from its cache, with or without a network.
  integration: {
    beforeBuildServiceWorker(options) {
      const prerender = fileURLToPath(new URL('../../scripts/prerender.mjs', import.meta.url));
      const written = spawnSync(process.execPath, [prerender, options.outDir], { stdio: 'inherit' });
      if (written.status !== 0) throw new Error(`scripts/prerender.mjs failed (${written.status ?? written.signal})`);
    },
  },
  // main.tsx registers the worker itself after the page has loaded
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Daybook',
    short_name: 'Daybook',
    description: 'Attendance, pay-period hours and day-program care records for community health services.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    // app/theme.ts: primary.main and background.default
    theme_color: '#0b5c7a',
    background_color: '#f4f6f8',
    categories: ['business', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // the app shell: every built script, style, font and icon; the .br/.gz siblings that
    // scripts/precompress.mjs writes after the build are never listed
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    // the admin console (a desk tool, the largest chunk) is left out: a phone would download it
    // without ever opening it; so is the common-password list (38 KB gzip), which only the change
    // of a password asks for (apps/web/common-passwords.plugin.ts)
    globIgnores: ['**/*.br', '**/*.gz', '**/admin-console-*.js', '**/common-passwords-*.js'],
    // hashed file names already change with their content
    dontCacheBustURLsMatching: /^assets\//,
    // any larger on-demand chunk is cached when first used (the /assets/ route below)
    maximumFileSizeToCacheInBytes: 512 * 1024,
    cleanupOutdatedCaches: true,
    // the first visit's worker controls the page at once (no earlier version can be waiting);
    // later versions wait for the update prompt (registerType 'prompt')
    clientsClaim: true,
    navigateFallback: '/index.html',
    // the first screens the build wrote (ADR 0033, 0041) answer their own paths, by the device's
    // state: public/sw-first-screens.js, heard before the router below
    importScripts: ['/sw-first-screens.js'],
    // server paths that are never the app's pages
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/healthz(\/|$)/, /^\/readyz(\/|$)/, /^\/metrics(\/|$)/],
    runtimeCaching: [
      {
        urlPattern: isOfflineCacheableApi,
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: API_CACHE_NAME,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 150, maxAgeSeconds: 72 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // chunks above the precache size limit, fetched on first use (hashed, so never stale)
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'daybook-assets',
          expiration: { maxEntries: 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  // the server-side build is scripts/prerender.mjs rendering the first screens in Node: one file with
  // every library inside (the plugins above apply to it as to the browser's), no service worker
  plugins: [
    muiWithoutCssVariables(),
    reactRouterLinks(),
    lazyTouchRipple(),
    sideEffectFree(),
    commonPasswords(),
    react(),
    ...(isSsrBuild ? [] : [pwa]),
  ],
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  resolve: {
    // `@daybook/domain` publishes its TypeScript source under the "source" condition.
    conditions: ['source', ...defaultClientConditions],
    // Only react-admin imports react-router-dom; the shim leaves out the data-router factories so
    // that they do not grow the shared react chunk of the sign-in page (ADR 0011).
    alias: [
      // React 19 has useSyncExternalStore; react-i18next's import of the shim for older Reacts
      // (which hands over React's own when there is one) would add it to the sign-in page
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
      {
        find: /^react-router-dom$/,
        replacement: fileURLToPath(new URL('./src/features/admin-console/react-router-dom-shim.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API_TARGET,
      '/healthz': API_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser that runs this code supports modulepreload; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: isSsrBuild
        ? { codeSplitting: false }
        : {
            codeSplitting: {
              groups: [
                ...VENDOR_GROUPS,
                // the rest of the libraries the sign-in page loads (MUI, emotion…), in one chunk instead
                // of a dozen small ones: fewer requests on the critical path of a slow phone network
                // (docs/performance.md, Lighthouse); what only later pages use is not captured ($initial)
                { name: 'shell-vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
                // MUI and emotion as the later pages use them, shared by two chunks or more, in one chunk
                // instead of dozens of 1-7 KiB ones: a signed-in page opened on a phone fetched 75 scripts
                // over six HTTP/1.1 connections, now 54, and 11 KiB fewer (docs/performance.md, Lighthouse);
                // what only one chunk uses (the admin console's) stays with it
                {
                  name: 'page-ui',
                  test: /node_modules[\\/](@mui|@emotion|react-transition-group|@popperjs|clsx|react-is|@babel)[\\/]/,
                  minShareCount: 2,
                },
              ],
            },
          },
    },
  },
}));
