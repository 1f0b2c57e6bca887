import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server runs with V8's young generation capped (docs/decisions/0039-server-young-generation.md):
 * every way this repository starts it passes the flag, and the flag does cap it on this Node.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FLAG = '--max-semi-space-size=16';

describe('the server’s young generation (ADR 0039)', () => {
  it.each([
    [
      'scripts/start.mjs',
      /run\(process\.execPath, \['--max-semi-space-size=16', path\.join\(root, 'apps\/server\/dist\/main\.js'\)\]\)/,
    ],
    ['Dockerfile', /^CMD \["node", "--max-semi-space-size=16", "apps\/server\/dist\/main\.js"\]$/m],
    ['e2e/playwright.config.ts', /command: 'node --max-semi-space-size=16 \.\.\/apps\/server\/dist\/main\.js'/],
    ['bench/lib.mjs', /spawn\(process\.execPath, \['--max-semi-space-size=16', serverEntry\]/],
  ])('%s starts the server with the flag', (file, startsIt) => {
    expect(readFileSync(path.join(ROOT, file), 'utf8')).toMatch(startsIt);
  });

  it('keeps the young generation at two 16 MB semi-spaces however fast a process allocates', () => {
    // allocates about 400 MB of short-lived objects (as the server's start and a burst of requests do),
    // then reports the young generation's size
    const script = `
      let keep = [];
      for (let i = 0; i < 2_000_000; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 200_000) keep = []; }
      const space = require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
      process.stdout.write(String(space.space_size));
    `;
    const run = spawnSync(process.execPath, [FLAG, '-e', script], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(Number(run.stdout)).toBeGreaterThan(0);
    expect(Number(run.stdout)).toBeLessThanOrEqual(2 * 16 * 1024 * 1024);
  });
});
