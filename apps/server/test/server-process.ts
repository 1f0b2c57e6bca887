import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs one of the server's entry points as `npm start` and `npm run create-admin` do: the built
 * JavaScript in `dist/` (`main` or `cli/create-admin`), on this Node. The test run's global setup
 * brings `dist/` up to date with the source first (global-setup.ts), so what runs is what the
 * source says; a start from the built files costs a 2-core machine about half the CPU of compiling
 * the source on the fly with tsx.
 */
export function spawnServer(
  entry: 'main' | 'cli/create-admin',
  env: Record<string, string>,
  args: string[] = [],
): ChildProcess {
  return spawn(process.execPath, [path.join('dist', `${entry}.js`), ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
