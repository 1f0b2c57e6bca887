// API latency at a fixed rate (BENCH_RATE, default 500 requests/s; 0 = as fast as it goes) on the signed-in read routes, against a bare Fastify JSON
// route measured in the same run (docs/performance.md: p99 under 20 ms at 500 req/s on 2 cores), on SQLite
// and on PostgreSQL when reachable. Server and load generator run in separate processes.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { paced, startServer, withPostgresDatabase } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/**
 * An evenly paced run (lib.mjs `paced`: autocannon's `overallRate` sends each second's requests in
 * a burst) in the shape of an autocannon result, as far as this script reads one.
 */
async function pacedRun(origin, amount, request) {
  const r = await paced({ origin, rate: RATE, amount, connections: CONNECTIONS, request });
  return {
    requests: { average: r.rps },
    latency: { p50: r.p50, p99: r.p99, max: r.max },
    non2xx: 0,
    errors: r.errors,
  };
}

function load(url, headers = {}) {
  if (RATE > 0) {
    const { origin, pathname } = new URL(url);
    return pacedRun(origin, RATE * DURATION, () => ({ path: pathname, headers }));
  }
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function row(name, result, baselineP99) {
  const l = result.latency;
  const ratio = baselineP99 ? ` (${(l.p99 / baselineP99).toFixed(1)}× baseline)` : '';
  const errors = result.non2xx + result.errors;
  return `| ${name} | ${result.requests.average.toFixed(0)} | ${l.p50} | ${l.p99}${ratio} | ${l.max} | ${errors} |`;
}

async function baseline() {
  const { spawn } = await import('node:child_process');
  const code = `
    const Fastify = (await import('fastify')).default;
    const app = Fastify();
    app.get('/baseline', async () => ({ ok: true }));
    await app.listen({ port: 3210, host: '127.0.0.1' });
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: 'inherit' });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch('http://127.0.0.1:3210/baseline')).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
  const result = await load('http://127.0.0.1:3210/baseline');
  child.kill('SIGTERM');
  return result;
}

async function token(base, credentials, register) {
  const path = register ? '/api/register/' : '/api/login/';
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

/** How many people check in (and then out) in the write measurement: one real check-in each. */
const WRITERS = Number(process.env.BENCH_WRITERS ?? 1000);

/**
 * Check-in and check-out are one-per-person-per-day writes, so they are measured with WRITERS
 * distinct people (written straight into the database with a real argon2id hash, then signed in
 * through the API), each request a real insert or update.
 */
async function writes(label, base, databaseUrl, dataDir) {
  const { hashPassword } = await import('../apps/server/dist/modules/auth/passwords.js');
  const hash = await hashPassword('Bench-writer-2026!');
  const stamp = new Date().toISOString();
  const emails = Array.from({ length: WRITERS }, (_, i) => `writer-${i}@daybook.test`);
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const email of emails) {
      await client.query(
        `insert into users (email, name, password_hash, role, is_active, status, hourly_rate_cents, must_change_password, created_at, updated_at)
         values ($1, $1, $2, 'staff', true, 'active', 2000, false, $3, $3)`,
        [email, hash, stamp],
      );
    }
    await client.end();
  } else {
    const { default: SQLite } = await import('better-sqlite3');
    const db = new SQLite(path.join(dataDir, 'daybook.sqlite'));
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare(
      `insert into users (email, name, password_hash, role, is_active, status, hourly_rate_cents, must_change_password, created_at, updated_at)
       values (?, ?, ?, 'staff', 1, 'active', 2000, 0, ?, ?)`,
    );
    db.transaction(() => {
      for (const email of emails) insert.run(email, email, hash, stamp, stamp);
    })();
    db.close();
  }
  const tokens = [];
  for (const email of emails) tokens.push(await token(base, { email, password: 'Bench-writer-2026!' }));
  const rows = [];
  for (const action of ['checkin', 'checkout']) {
    if (RATE > 0) {
      const result = await pacedRun(base, tokens.length, (i) => ({
        method: 'POST',
        path: `/api/attendance/${action}/`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i]}` },
        body: JSON.stringify({ latitude: 33.37, longitude: -111.96, accuracy: 10 }),
      }));
      rows.push([`${label} POST /api/attendance/${action}/ (${tokens.length} people)`, result]);
      continue;
    }
    let next = 0;
    const result = await new Promise((resolve, reject) => {
      autocannon(
        {
          url: `${base}/api/attendance/${action}/`,
          connections: CONNECTIONS,
          amount: tokens.length,
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => ({
                ...request,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${tokens[next++ % tokens.length]}`,
                },
                body: JSON.stringify({ latitude: 33.37, longitude: -111.96, accuracy: 10 }),
              }),
            },
          ],
        },
        (error, r) => (error ? reject(error) : resolve(r)),
      );
    });
    rows.push([`${label} POST /api/attendance/${action}/ (${tokens.length} people)`, result]);
  }
  return rows;
}

async function measure(label, databaseUrl) {
  const port = 3211;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'daybook-bench-api-'));
  const server = await startServer({
    port,
    dataDir,
    databaseUrl,
    extraEnv: { ACCESS_TOKEN_TTL: '3600', SESSION_IDLE_TIMEOUT: '3600', LOGIN_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const access = databaseUrl
      ? await token(base, { name: 'Bench Admin', email: 'bench@daybook.test', password: 'Bench-mark-2026!' }, true)
      : await token(base, { email: 'ana@daybook.test', password: 'Daybook-demo-2026!' });
    const auth = { authorization: `Bearer ${access}` };
    const rows = [];
    for (const path of [
      '/api/profile/',
      '/api/attendance/biweekly-date-range/',
      '/api/organisation/',
      '/api/attendance/today/',
      '/api/attendance/history/',
      '/api/attendance/pay-period-summary/',
      '/api/clients/',
    ]) {
      rows.push([`${label} GET ${path}`, await load(base + path, auth)]);
    }
    rows.push(...(await writes(label, base, databaseUrl, dataDir)));
    return rows;
  } finally {
    await server.stop();
  }
}

const base = await baseline();
const rows = [['bare Fastify GET /baseline', base]];
rows.push(...(await measure('SQLite', undefined)));
const pgRows = await withPostgresDatabase((url) => measure('PostgreSQL', url));
if (pgRows) rows.push(...pgRows);
else console.log('PostgreSQL unreachable: measured SQLite only.');

console.log(
  `\n${RATE > 0 ? `${RATE} requests/s` : 'unpaced'} for ${DURATION} s each, ${CONNECTIONS} connections, latencies in ms\n`,
);
console.log('| route | req/s | p50 | p99 | max | errors |');
console.log('|---|---|---|---|---|---|');
for (const [name, result] of rows) console.log(row(name, result, name.startsWith('bare') ? 0 : base.latency.p99));
