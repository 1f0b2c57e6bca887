// Shared pieces of the benchmark scripts: start the built server in its own process, wait for it,
// and make a throwaway PostgreSQL database.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'apps/server/dist/main.js');
export const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function waitFor(url, timeoutMs = 30_000, intervalMs = 10) {
  const started = performance.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - started;
    } catch {}
    if (performance.now() - started > timeoutMs) throw new Error(`${url} not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Starts the built Daybook server; resolves once /healthz answers. */
export async function startServer({ port, dataDir, databaseUrl, extraEnv = {} }) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir ?? mkdtempSync(path.join(tmpdir(), 'daybook-bench-')),
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  // run as production runs it: the young generation capped (docs/decisions/0039-server-young-generation.md)
  const child = spawn(process.execPath, ['--max-semi-space-size=16', serverEntry], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const startedAt = performance.now();
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  return { child, readyMs: performance.now() - startedAt, stop: () => stop(child) };
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

export async function withPostgresDatabase(run) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `daybook_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The q-quantile of an ascending array (nearest rank, no interpolation); NaN when empty. */
export function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** Signs in through the public login call and returns the access token. */
export async function signIn(base, email, password) {
  const response = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return (await response.json()).access_token;
}

/**
 * Times `runs` authenticated GETs of one URL after `warmup` unmeasured ones. Server time is the
 * server's own `Server-Timing: …dur=` figure; the trip is the whole request as the client sees it,
 * body read to the end. `count(body)` says how many items the last answer held (rows, records …).
 */
export async function measureGet(url, token, { runs, warmup = 3, count = () => 0 }) {
  const server = [];
  const trip = [];
  let bytes = 0;
  let items = 0;
  for (let i = 0; i < runs + warmup; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await response.arrayBuffer());
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${url}: ${response.status} ${body.toString().slice(0, 200)}`);
    if (i < warmup) continue;
    const timing = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    server.push(Number(timing?.[1] ?? Number.NaN));
    trip.push(elapsed);
    bytes = body.length;
    items = count(body);
  }
  server.sort((a, b) => a - b);
  trip.sort((a, b) => a - b);
  return {
    items,
    kb: (bytes / 1024).toFixed(0),
    p50: quantile(server, 0.5),
    p95: quantile(server, 0.95),
    trip50: quantile(trip, 0.5),
    trip95: quantile(trip, 0.95),
  };
}

/**
 * Adds `count` staff members (writer-<i>@bench.daybook.test), each with a signed-in session, through the
 * built server's own operations, 250 to a transaction; answers their access tokens in order. The write
 * benchmarks check each of them in and out.
 */
export async function addSignedInWriters(ctx, { count, passwordHash, userAgent }) {
  const dist = (file) => import(path.join(root, 'apps/server/dist', file));
  const { insertUser } = await dist('modules/users/users.repository.js');
  const { issueSession } = await dist('modules/auth/issue-session.js');
  const tokens = [];
  for (let start = 0; start < count; start += 250) {
    await ctx.db.transaction().execute(async (trx) => {
      for (let i = start; i < Math.min(count, start + 250); i++) {
        const stamp = new Date().toISOString();
        const user = await insertUser(trx, {
          email: `writer-${i}@bench.daybook.test`,
          name: `Bench Writer ${i}`,
          password_hash: passwordHash,
          role: 'staff',
          is_active: true,
          must_change_password: false,
          phone: null,
          avatar: null,
          location: null,
          payroll_id: null,
          provider_id: null,
          manager_id: null,
          department_id: null,
          target_minutes: null,
          scheduled_start: null,
          created_at: stamp,
          updated_at: stamp,
        });
        const pair = await issueSession(ctx, trx, user.id, {
          client: { ip: '127.0.0.1', userAgent },
          requestId: `bench-seed-${i}`,
        });
        tokens.push(pair.access_token);
      }
    });
  }
  return tokens;
}
