#!/usr/bin/env node
// The browser tests use Debian's Chromium, never a downloaded browser (docs/decisions/0036-browser-tests-headless-shell.md):
// its headless shell (package chromium-headless-shell, /usr/bin/chromium-headless-shell) when it is
// there, else the full browser (package chromium, /usr/bin/chromium); CHROMIUM_PATH names another.
// e2e/playwright.config.ts makes the same choice. Install the shell when we can; otherwise say
// exactly what is missing and stop.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

if (process.env.CHROMIUM_PATH) {
  if (existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}
if (existsSync(SHELL)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (isRoot && hasApt) {
  console.log("Installing Debian's Chromium headless shell for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', env });
  if (update.status === 0 && install.status === 0 && existsSync(SHELL)) process.exit(0);
}
if (existsSync(FULL)) {
  console.log(`No ${SHELL}: the browser tests run in ${FULL} (slower; apt-get install chromium-headless-shell).`);
  process.exit(0);
}
console.error(
  `Chromium is missing (${SHELL} or ${FULL}). Install Debian's package (as root: apt-get update && apt-get install -y chromium-headless-shell)` +
    ' or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
);
process.exit(1);
