#!/usr/bin/env node
// Renders the Daybook logo (apps/web/public/favicon.svg's "D" mark) to the PNG icons the web app
// manifest lists (docs/decisions/0022-installable-app.md). Chromium draws the SVG and Playwright
// takes the screenshot, so no image library is needed. Run it after changing the logo and commit
// the PNGs: `node scripts/make-icons.mjs` (uses /usr/bin/chromium unless CHROMIUM_PATH is set).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'apps/web/public/icons');

const BRAND = '#0b5c7a';
const MARK = 'M18 14h16c11 0 18 7.4 18 18s-7 18-18 18H18zm9 8v20h6.5c5.8 0 9.5-3.9 9.5-10s-3.7-10-9.5-10z';

/** "any": the rounded tile of the favicon. */
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/><path d="${MARK}" fill="#fff"/></svg>`;
/**
 * "maskable": the colour fills the whole square and the mark sits inside the central circle of
 * 80% diameter that every launcher mask keeps (here scaled to 60% of the side).
 */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(32 32) scale(0.6) translate(-32 -32)"><path d="${MARK}" fill="#fff"/></g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: anyIcon },
  { file: 'icon-512.png', size: 512, svg: anyIcon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskableIcon },
  // iOS home screen: a full square (iOS rounds the corners itself)
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskableIcon.replace('scale(0.6)', 'scale(0.75)') },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: path.join(out, icon.file), omitBackground: true });
    await page.close();
    console.log(`wrote ${path.relative(root, path.join(out, icon.file))}`);
  }
} finally {
  await browser.close();
}
