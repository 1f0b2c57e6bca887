// Shared pieces of the benchmark scripts: start the built server in its own process, wait for it,
// and make a throwaway PostgreSQL database.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_SERVER_ENTRY: another build's entry, to measure two builds against each other in turns
export const serverEntry = process.env.BENCH_SERVER_ENTRY
  ? path.resolve(process.env.BENCH_SERVER_ENTRY)
  : path.join(root, 'apps/server/dist/main.js');
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

/**
 * Requests at an even pace: request i is due at `i / rate` seconds after the start, whatever the
 * answers before it did (an open loop), over at most `connections` keep-alive connections. A
 * request due while every connection is busy waits for one, and its latency is counted from when
 * it was due, not from when it could be sent, so a server falling behind shows in the tail
 * instead of slowing the load down (what wrk2 calls correcting for coordinated omission).
 *
 * autocannon's `overallRate` does not pace this way: each connection sends its share of a second
 * back to back as soon as the second starts and then waits for the next one (autocannon issue
 * #174), so "500 requests/s" over 10 connections is a burst at full speed for most of each second.
 * docs/performance.md, "API latency", says what this changed in the figures.
 *
 * `request(i)` gives the i-th request's `{ method, path, headers, body }`; the run sends `amount`
 * of them. Answers `{ rps, p50, p99, max, errors, requests, late }` in milliseconds, like the
 * side-by-side bench's autocannon runs; `late` is the largest delay between a request's due time
 * and its dispatch by this process's timer (the load generator's own lateness, also counted in
 * the latencies).
 */
export function paced({ origin, rate, amount, connections, request }) {
  const url = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / rate;
  const latencies = [];
  let errors = 0;
  let completed = 0;
  let sent = 0;
  let late = 0;
  let lastAnswer = 0;
  const start = performance.now() + 5;
  return new Promise((resolve) => {
    const finish = () => {
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const ok = latencies.length;
      resolve({
        rps: ok / ((lastAnswer - start) / 1000),
        p50: Math.round(quantile(latencies, 0.5)),
        p99: Math.round(quantile(latencies, 0.99)),
        max: Math.round(latencies[ok - 1] ?? Number.NaN),
        errors,
        requests: completed,
        late: Math.round(late),
      });
    };
    const answered = (due, ok) => {
      lastAnswer = performance.now();
      completed++;
      if (ok) latencies.push(lastAnswer - due);
      else errors++;
      if (completed === amount) finish();
    };
    const send = (i, due) => {
      const { method = 'GET', path: target, headers = {}, body } = request(i);
      const req = http.request({ host: url.hostname, port: url.port, method, path: target, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => answered(due, res.statusCode >= 200 && res.statusCode < 300));
      });
      req.on('error', () => answered(due, false));
      req.end(body);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < amount && start + sent * interval <= now) {
        const due = start + sent * interval;
        late = Math.max(late, now - due);
        send(sent, due);
        sent++;
      }
      if (sent < amount) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    setTimeout(tick, 5);
  });
}

/** The pages a phone opens signed out; every other page is opened as the demo staff member Ana. */
const PHONE_SIGNED_OUT = new Set(['/', '/kiosk']);

/**
 * A phone-sized page in the system Chromium, ready to load `pagePath` as a returning device would
 * (bench/page-profile.mjs, bench/page-tasks.mjs): signed in as Ana through `POST /api/login/` with
 * the tokens where the web app keeps them (apps/web/src/lib/auth-tokens.ts), the language stored on
 * the device and set as the browser's (with the browser left in English, a user without a saved
 * choice is switched back to English once the server answers, and a Spanish run would measure that
 * switch), and the cookie the app writes after a first visit (apps/web/src/app/prerendered.ts), so
 * the server sends the first screen the build wrote (ADR 0041). The caller closes `browser`.
 */
export async function openPhonePage(base, pagePath, language) {
  let session = null;
  if (!PHONE_SIGNED_OUT.has(pagePath)) {
    const response = await fetch(`${base}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ana@daybook.test', password: 'Daybook-demo-2026!' }),
    });
    if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
    session = await response.json();
  }
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--lang=${language}-US`, `--accept-lang=${language}-US`],
    headless: true,
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.goto(`${base}/healthz`);
    await page.evaluate(
      (stored, words) => {
        localStorage.clear();
        localStorage.setItem('daybook.language', words);
        if (stored) {
          localStorage.setItem('access-token', stored.access_token);
          localStorage.setItem('refresh-token', stored.refresh_token);
        }
      },
      session,
      language,
    );
    await page.setCookie({ name: 'daybook.device', value: `${language}.${session ? 'session' : 'none'}`, url: base });
    return { browser, page };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
