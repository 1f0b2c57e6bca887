import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate, largeChunksInOrder, startScript } from '../../../scripts/prerender.mjs';

/**
 * The start script of the pages the build writes as HTML (scripts/prerender.mjs, ADR 0033): the
 * large preloaded libraries are evaluated one task each, dependencies first, then the entry
 * (docs/performance.md, "Signed-in pages: what runs before the first paint").
 */
describe('the prerendered pages’ start script', () => {
  let dist: string;
  const template = [
    '<head>',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
    '<link rel="modulepreload" crossorigin href="/assets/shell-1.js">',
    '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
    '<link rel="modulepreload" crossorigin href="/assets/i18n-1.js">',
    '</head>',
  ].join('\n');
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'daybook-prerender-'));
    mkdirSync(path.join(dist, 'assets'));
    const big = `/*${'x'.repeat(30_000)}*/`;
    const chunks: Record<string, string> = {
      'runtime-1.js': 'export const r = 1;',
      // listed before react, which it imports: react must still come first
      'shell-1.js': `import{a as b}from"./react-1.js";import"./runtime-1.js";export const s=b;${big}`,
      'react-1.js': `import{r}from"./runtime-1.js";export const a=r;${big}`,
      'i18n-1.js': `export{a}from"./react-1.js";${big}`,
    };
    for (const [file, code] of Object.entries(chunks)) writeFileSync(path.join(dist, 'assets', file), code);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('orders the large preloaded chunks dependencies first and leaves the small ones to the entry', () => {
    expect(largeChunksInOrder(template, dist)).toEqual([
      '/assets/react-1.js',
      '/assets/shell-1.js',
      '/assets/i18n-1.js',
    ]);
    expect(largeChunksInOrder(template, dist, 10)).toEqual([
      '/assets/runtime-1.js',
      '/assets/react-1.js',
      '/assets/shell-1.js',
      '/assets/i18n-1.js',
    ]);
  });

  it('imports them one task each before the entry, after the preload links', () => {
    const { source, template: head } = startScript(template, ['/assets/react-1.js', '/assets/shell-1.js']);
    const links = source.indexOf("link.rel = 'modulepreload'");
    const chunks = source.indexOf('["/assets/react-1.js","/assets/shell-1.js"]');
    const yieldToBrowser = source.indexOf('setTimeout(resolve, 0)');
    const entry = source.indexOf('import("/assets/index-1.js")');
    expect(links).toBeGreaterThan(-1);
    expect(chunks).toBeGreaterThan(links);
    expect(yieldToBrowser).toBeGreaterThan(chunks);
    expect(entry).toBeGreaterThan(yieldToBrowser);
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('index-1.js');
  });
});

/**
 * The page's style rules go to `<head>` in one tag, as emotion's own server rendering writes them,
 * marked as emotion marks the tags it has taken over: its cache, created with the app, moves each
 * server-written tag once (a sheet taken out and put back, and a style recalculation, per tag;
 * scripts/prerender.mjs, docs/performance.md 2026-11-28).
 */
describe('the prerendered pages’ style rules', () => {
  const template = '<html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>';
  const markup =
    '<style data-emotion="css-global 1abc">html{color:red}</style><header>' +
    '<style data-emotion="css 2def 3ghi">.css-2def{margin:0}.css-3ghi{padding:0}</style><h1 class="css-2def">Dashboard</h1></header>' +
    '<style data-emotion="css-global 4jkl">body{margin:0}</style>' +
    '<main><style data-emotion="css 5mno">.css-5mno{gap:1px}</style><p class="css-5mno">x</p></main>';

  it('writes the globals one tag each, then every rule of the page in one tag, in the order React wrote them', () => {
    const page = fillTemplate(template, 'assets/start-1.js', markup, 'home', 'es', 'session');
    const [head, body] = page.split('</head>');
    expect(head).toContain(
      '<title>t</title>' +
        '<style data-emotion="css-global 1abc" data-s="">html{color:red}</style>' +
        '<style data-emotion="css-global 4jkl" data-s="">body{margin:0}</style>' +
        '<style data-emotion="css 2def 3ghi 5mno" data-s="">.css-2def{margin:0}.css-3ghi{padding:0}.css-5mno{gap:1px}</style>' +
        '<script type="module" src="/assets/start-1.js"></script>',
    );
    expect(body).not.toContain('<style data-emotion');
    expect(body).toContain('<div id="root" data-prerendered="home es session">');
    expect(body).toContain('<header><h1 class="css-2def">Dashboard</h1></header>');
    expect(body).toContain('<main><p class="css-5mno">x</p></main>');
    expect(page).toContain('<html lang="es"');
  });

  it('writes no empty tag for a page without rules', () => {
    const page = fillTemplate(template, 'assets/start-1.js', '<p>plain</p>', 'sign-in', 'en');
    expect(page).not.toContain('<style data-emotion');
    expect(page).toContain('<div id="root" data-prerendered="sign-in en none">');
  });
});
