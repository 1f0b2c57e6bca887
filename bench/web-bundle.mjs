// Size of the JavaScript the login route loads (docs/performance.md budget: at most 150 KiB gzipped, issue 17),
// and of every other chunk, from the production build in apps/web/dist (or WEB_DIST).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const BUDGET_KIB = 150;
const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

let total = 0;
console.log('Loaded by / (index.html scripts and modulepreloads):');
for (const file of new Set(initial)) {
  const size = gz(file);
  total += size;
  console.log(`  ${file.padEnd(50)} ${(size / 1024).toFixed(1)} KiB gz`);
}
const verdict = total / 1024 <= BUDGET_KIB ? 'within' : 'OVER';
console.log(`  total ${(total / 1024).toFixed(1)} KiB = ${total} bytes gz: ${verdict} the budget of ${BUDGET_KIB} KiB`);

console.log('Other chunks, loaded on demand:');
for (const file of readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'))) {
  const rel = `assets/${file}`;
  if (!initial.includes(rel)) console.log(`  ${rel.padEnd(50)} ${(gz(rel) / 1024).toFixed(1)} KiB gz`);
}
