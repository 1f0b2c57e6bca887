#!/usr/bin/env node
// Writes .br and .gz beside every text asset of the web build, so the server sends compressed
// files without compressing per request (@fastify/static preCompressed). Slow mobile links
// download about a quarter of the bytes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const compressible = /\.(js|css|html|svg|json|txt|map)$/;

function walk(folder) {
  for (const entry of readdirSync(folder)) {
    const file = path.join(folder, entry);
    if (statSync(file).isDirectory()) walk(file);
    // above 256 bytes: the start script of a prerendered page (scripts/prerender.mjs) is about 600
    else if (compressible.test(entry) && statSync(file).size > 256) {
      const content = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}
walk(dist);
