#!/usr/bin/env node
// The browser tests use Debian's Chromium (never a downloaded browser). Install it when we can;
// otherwise say exactly what is missing and stop.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (isRoot && hasApt) {
  console.log('Installing Debian chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (update.status === 0 && install.status === 0 && existsSync(path)) process.exit(0);
}
console.error(
  `Chromium is missing at ${path}. Install Debian's package (as root: apt-get update && apt-get install -y chromium)` +
    ' or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
);
process.exit(1);
