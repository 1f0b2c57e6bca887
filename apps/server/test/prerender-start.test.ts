import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeChunksInOrder, startScript } from '../../../scripts/prerender.mjs';

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
