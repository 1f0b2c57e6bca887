#!/usr/bin/env node
// Writes the first screens of the web build as HTML (docs/decisions/0033-first-screens-prerendered.md,
// 0041-signed-in-first-screens.md): the sign-in page and the kiosk's start as a visitor without a
// session sees them, and the first screen of the signed-in pages a worker opens first (the frame
// and the page's title) as a device with a session sees it while the page's code arrives, in
// English and Spanish, so a phone paints them when the HTML arrives instead of after the scripts
// (Lighthouse, docs/performance.md). Run after `vite build` (apps/web's build script), before precompress.mjs:
//
//   node scripts/prerender.mjs apps/web/dist
//
// Writes <dist>/prerendered/<language>/<page>.html: the built index.html with the page's markup in
// `#root`. apps/server/src/plugins/spa.ts sends one of them when the device's language and state
// (the `daybook.device` cookie, else Accept-Language) say the visitor would see that page; the app
// (main.tsx) then renders over it.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { WELCOME_LINE_SCRIPT } from './welcome-line-script.mjs';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(web, 'dist'));
const LANGUAGES = ['en', 'es'];

/**
 * The app's scripts as a page written here loads them: the entry and the modules it preloads (what
 * `vite build` put in index.html's head), asked for once the page has been painted, so nothing
 * stands between the HTML and its first paint (not even the download of the scripts, which a busy
 * phone would otherwise run before painting). A hidden tab, which paints nothing, starts at once.
 *
 * The large libraries among the preloads (`largeChunks`) are evaluated first, dependencies before
 * what uses them, each in a task of its own, and then the entry: the browser would otherwise
 * evaluate all of them in one task, the longest piece of script work after the page's paint
 * (docs/performance.md, "Signed-in pages: what runs before the first paint"). Module order is the
 * same either way: a module's imports are evaluated before it.
 *
 * Returns the start script's file name under assets/ (content-hashed) and the head without the tags.
 */
export function startScript(template, largeChunks = []) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) throw new Error('index.html has no module script');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const source = `// scripts/prerender.mjs: the app's scripts after the first paint of a page the build wrote as HTML
const start = async () => {
  for (const href of ${JSON.stringify(preloads.map((match) => match[1]))}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const href of ${JSON.stringify(largeChunks)}) {
    await import(href).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  import(${JSON.stringify(entry[1])});
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  let head = template.replace(entry[0], '');
  for (const match of preloads) head = head.replace(match[0], '');
  return { file: `assets/prerendered-start-${hash}.js`, source, template: head };
}

/**
 * The preloaded chunks of at least `minBytes`, dependencies first: each one's own imports among the
 * preloads come before it (read from the built chunks' import statements).
 */
export function largeChunksInOrder(template, distDir, minBytes = 20_000) {
  const hrefs = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  );
  const code = new Map(hrefs.map((href) => [href, readFileSync(path.join(distDir, href), 'utf8')]));
  const importsOf = (href) =>
    [...code.get(href).matchAll(/(?:import|export)\s*(?:[\w${},*\s]*?from\s*)?["']\.\/([^"']+\.js)["']/g)]
      .map((match) => path.posix.join(path.posix.dirname(href), match[1]))
      .filter((dependency) => code.has(dependency));
  const ordered = [];
  const visit = (href, seen = new Set()) => {
    if (ordered.includes(href) || seen.has(href)) return;
    seen.add(href);
    for (const dependency of importsOf(href)) visit(dependency, seen);
    ordered.push(href);
  };
  for (const href of hrefs) visit(href);
  return ordered.filter((href) => Buffer.byteLength(code.get(href)) >= minBytes);
}

/**
 * How the first screen's notice for scripts that have not arrived shows (docs/offline.md, "When the
 * scripts do not arrive"): hidden, then, 10 s after the page began, visible at the bottom of the
 * window, over the page, so nothing moves, with no script (a CSS animation of `visibility`). The
 * app's first render removes it with the rest of the build's markup.
 */
export const SLOW_START_STYLE =
  '#root>.slow-start{position:fixed;left:0;right:0;bottom:0;z-index:1400;margin:0;padding:12px 16px;' +
  'background:#fff8e1;color:#1a1a1a;border-top:2px solid #8a5300;font:16px/1.5 system-ui,sans-serif;' +
  'visibility:hidden;animation:slow-start 0s 10s forwards}' +
  '#root>.slow-start a{color:#0b4f8a}@keyframes slow-start{to{visibility:visible}}';

/**
 * The page as HTML before the app takes it over: the form controls are disabled (typing into a
 * control the app is about to replace would be lost; a test tool or a person waits for it to be
 * enabled), a timer's time is hidden (it would be the build's: the space stays, so nothing moves when
 * the app shows the real one), a notice waits to say so if the scripts do not arrive, the scripts
 * come from the start script, and `#root` says which page, language and device (`none` or
 * `session`) it is for.
 */
export function fillTemplate(template, startFile, markup, page, language, device = 'none') {
  // emotion writes each style just before its element. They go to `<head>`, as the app's own emotion
  // keeps them: there they no longer stand between siblings that MUI's selectors pair (`label + div`),
  // and the app's emotion finds them and does not write them twice. The page's rules (emotion's
  // `css` key) go in one tag, as emotion's own server rendering of critical styles writes them
  // (`data-emotion="css name1 name2 …"`): the app's emotion, when its cache is created, takes each
  // server-written tag over by moving it to the end of `<head>`, and every move makes the browser
  // take the sheet out and put it back and recalculate styles. One tag per rule was 60–120 tags and
  // up to 245 moves on a page's first load (docs/performance.md, 2026-11-28); one tag is one move. The
  // global styles (`css-global`) stay one tag each, first: each is looked up by its own name, and
  // emotion puts them before the page's rules once it has taken them over. `data-s` marks them as
  // taken over, which saves the cache's first round of moves; emotion still reads them by
  // `data-emotion`.
  const globals = [];
  const names = [];
  const rules = [];
  const body = markup.replace(/<style data-emotion="([^"]*)"[^>]*>([^<]*)<\/style>/g, (style, attribute, css) => {
    const [key, ...own] = attribute.split(' ');
    if (key === 'css') {
      names.push(...own);
      rules.push(css);
    } else globals.push(style.replace(/^<style data-emotion="([^"]*)"/, '<style data-emotion="$1" data-s=""'));
    return '';
  });
  const styles = names.length
    ? [...globals, `<style data-emotion="css ${names.join(' ')}" data-s="">${rules.join('')}</style>`]
    : globals;
  const inert = body
    .replace(/<(input|button|select|textarea)(?=[\s>/])/g, '<$1 disabled=""')
    .replace(/(<p [^>]*id="welcome-line"[^>]*><\/p>)/, `$1<script>${WELCOME_LINE_SCRIPT}</script>`);
  const hideTimers = '<style>#root [role="timer"]{visibility:hidden}</style>';
  // the first screen's notice for scripts that have not arrived (app/first-screen/slow-start-notice.tsx)
  const slowStart = `<style>${SLOW_START_STYLE}</style>`;
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`index.html has no ${root}`);
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('</head>', `${styles.join('')}<script type="module" src="/${startFile}"></script></head>`)
    .replace(
      root,
      `<div id="root" data-prerendered="${page} ${language} ${device}">${hideTimers}${slowStart}${inert}</div>`,
    );
}

async function main() {
  const out = mkdtempSync(path.join(tmpdir(), 'daybook-prerender-'));
  try {
    await build({
      root: web,
      configFile: path.join(web, 'vite.config.ts'),
      logLevel: 'warn',
      build: { ssr: 'src/app/prerender.tsx', outDir: out, emptyOutDir: true, sourcemap: false },
    });
    const entry = pathToFileURL(path.join(out, 'prerender.js')).href;
    const plain = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const start = startScript(plain, largeChunksInOrder(plain, dist));
    writeFileSync(path.join(dist, start.file), start.source);
    const { FIRST_SCREENS } = await import(`${entry}?pages`);
    for (const { page, path: location, device } of FIRST_SCREENS) {
      for (const language of LANGUAGES) {
        // a fresh instance of the bundle each time: emotion's cache, i18next and the session flag are module state
        const { renderPage } = await import(`${entry}?page=${page}&language=${language}`);
        const markup = await renderPage(location, language, device);
        const file = path.join(dist, 'prerendered', language, `${page}.html`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, fillTemplate(start.template, start.file, markup, page, language, device));
        console.log(`prerendered ${location} (${language}, device ${device}): ${path.relative(process.cwd(), file)}`);
      }
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
