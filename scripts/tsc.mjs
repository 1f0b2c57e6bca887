#!/usr/bin/env node
// The TypeScript compiler that every typecheck and build runs: TypeScript 7, the native compiler,
// installed as `@typescript/native` beside TypeScript 5.9, which stays as `typescript` for the tools
// that use its JavaScript API (docs/decisions/0038-typescript-7-for-checks-and-builds.md). Both
// packages call their command `tsc`, so this names the one it means instead of trusting which of
// them npm linked as `node_modules/.bin/tsc`.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const compiler = path.join(path.dirname(require.resolve('@typescript/native/package.json')), 'bin', 'tsc');
const result = spawnSync(process.execPath, [compiler, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
