// A shift change: BURST (200) simultaneous sign-ins (argon2id, 19 MiB each) while /healthz is
// probed and a worker who is already signed in checks in (issue 17). Budgets: peak RSS under
// 300 MB and every /healthz answer under 100 ms during the burst; no sign-in fails except with
// 503 + Retry-After when the hashing queue is full (ADR 0018).
//
// The built server on SQLite with the demo organisation and BURST more staff accounts (written
// straight into the database with the demo password's hash). Each of them signs in once, from an
// address of its own (TRUST_PROXY=loopback and X-Forwarded-For), as a crowd of phones would.
// RSS is read from /proc/<pid>/status every 20 ms and as the kernel's high-water mark (VmHWM);
// /healthz is asked one request at a time, 10 ms apart, from a worker thread of its own.
// Runs the default hashing limits and, for comparison, PASSWORD_HASH_CONCURRENCY=4 (what the
// libuv thread pool allowed before the limit existed).
//
//   npm run build && node bench/signin-burst.mjs   (BURST=200)
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { quantile, startServer } from './lib.mjs';

const BURST = Number(process.env.BURST ?? 200);
const PORT = 3231;
const RSS_LIMIT_MB = 300;
const HEALTHZ_LIMIT_MS = 100;
const PASSWORD = 'Daybook-demo-2026!';
const crowd = (i) => `crowd-${i}@daybook.test`;

/** Adds BURST staff accounts with the demo password to a stopped server's database. */
function addCrowd(dataDir) {
  const db = new Database(path.join(dataDir, 'daybook.sqlite'));
  const { password_hash } = db.prepare("select password_hash from users where email = 'carla@daybook.test'").get();
  const now = new Date().toISOString();
  const insert = db.prepare(
    `insert into users (email, name, password_hash, role, is_active, must_change_password, created_at, updated_at)
     values (?, ?, ?, 'staff', 1, 0, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < BURST; i++) insert.run(crowd(i), `Crowd ${i}`, password_hash, now, now);
  })();
  db.close();
}

function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

function startProber(base) {
  const prober = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    const times = [];
    let running = true;
    parentPort.on('message', () => { running = false; });
    (async () => {
      while (running) {
        const started = performance.now();
        const response = await fetch(workerData + '/healthz');
        await response.arrayBuffer();
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      parentPort.postMessage(times);
    })();`,
    { eval: true, workerData: base },
  );
  const probed = new Promise((resolve, reject) => {
    prober.once('message', resolve);
    prober.once('error', reject);
  });
  return async () => {
    prober.postMessage('stop');
    const times = await probed;
    await prober.terminate();
    return times.sort((a, b) => a - b);
  };
}

const address = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function signIn(base, email, i) {
  const started = performance.now();
  const response = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address(i) },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = await response.json();
  return {
    status: response.status,
    ms: performance.now() - started,
    retryAfter: response.headers.get('retry-after'),
    body,
  };
}

async function run(label, extraEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'daybook-signin-burst-'));
  // The first start creates and seeds the database; the crowd is added while it is stopped.
  await (await startServer({ port: PORT, dataDir })).stop();
  addCrowd(dataDir);
  const server = await startServer({
    port: PORT,
    dataDir,
    extraEnv: { TRUST_PROXY: 'loopback', LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ...extraEnv },
  });
  const pid = server.child.pid;
  const base = `http://127.0.0.1:${PORT}`;
  try {
    // The worker who checks in during the burst signs in first (and warms the server up).
    const worker = await signIn(base, 'carla@daybook.test', 1_000_000);
    if (worker.status !== 200) throw new Error(`worker sign-in: ${worker.status} ${JSON.stringify(worker.body)}`);
    const auth = { authorization: `Bearer ${worker.body.access_token}`, 'content-type': 'application/json' };
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = memory(pid).rss;
    // The machine's own noise: /healthz for 3 s with nothing else running.
    const stopIdleProbing = startProber(base);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const baseline = await stopIdleProbing();

    const rss = [];
    const sampler = setInterval(() => rss.push(memory(pid).rss), 20);
    const stopProbing = startProber(base);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const burst = Promise.all(Array.from({ length: BURST }, (_, i) => signIn(base, crowd(i), i)));
    // While the burst is on: the worker reads today and checks in (or out, if the demo has them in).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const actionStarted = performance.now();
    const today = await (await fetch(`${base}/api/attendance/today/`, { headers: auth })).json();
    const action = today.check_in && !today.check_out ? 'checkout' : 'checkin';
    const punch = await fetch(`${base}/api/attendance/${action}/`, { method: 'POST', headers: auth, body: '{}' });
    const punchMs = performance.now() - actionStarted;
    const results = await burst;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const healthz = await stopProbing();
    const hwm = memory(pid).hwm;

    const ok = results.filter((r) => r.status === 200);
    const busy = results.filter((r) => r.status === 503);
    const other = results.filter((r) => r.status !== 200 && r.status !== 503);
    const times = ok.map((r) => r.ms).sort((a, b) => a - b);
    const row = {
      label,
      seconds,
      ok: ok.length,
      busy: busy.length,
      other: other.length,
      retryAfter: busy.length
        ? `${Math.min(...busy.map((r) => Number(r.retryAfter)))}–${Math.max(...busy.map((r) => Number(r.retryAfter)))} s`
        : '–',
      signInP50: quantile(times, 0.5),
      signInMax: times.at(-1) ?? Number.NaN,
      idle,
      peakRss: Math.max(...rss, memory(pid).rss),
      hwm,
      healthzP50: quantile(healthz, 0.5),
      healthzP95: quantile(healthz, 0.95),
      healthzMax: healthz.at(-1) ?? Number.NaN,
      probes: healthz.length,
      baselineP95: quantile(baseline, 0.95),
      baselineMax: baseline.at(-1) ?? Number.NaN,
      punch: `${action} ${punch.status} in ${punchMs.toFixed(0)} ms`,
    };
    if (other.length) console.error(`${label}: unexpected answers`, other.slice(0, 3));
    return row;
  } finally {
    await server.stop();
  }
}

const rows = [];
rows.push(await run('default limits', {}));
rows.push(await run('PASSWORD_HASH_CONCURRENCY=4 (the thread pool, as before)', { PASSWORD_HASH_CONCURRENCY: '4' }));

console.log(`\n${BURST} simultaneous sign-ins, SQLite, ${availableParallelism()} cores, ${new Date().toISOString()}`);
console.log(
  '| hashing | burst s | 200 / 503 / other | Retry-After | sign-in p50 / max ms | RSS idle / peak / high-water MB | /healthz idle p95 / max ms | /healthz in the burst p50 / p95 / max ms (probes) | worker during the burst |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.label} | ${r.seconds.toFixed(1)} | ${r.ok} / ${r.busy} / ${r.other} | ${r.retryAfter} | ${r.signInP50.toFixed(0)} / ${r.signInMax.toFixed(0)} | ${r.idle.toFixed(0)} / ${r.peakRss.toFixed(0)} / ${r.hwm.toFixed(0)} | ${r.baselineP95.toFixed(1)} / ${r.baselineMax.toFixed(1)} | ${r.healthzP50.toFixed(1)} / ${r.healthzP95.toFixed(1)} / ${r.healthzMax.toFixed(1)} (${r.probes}) | ${r.punch} |`,
  );
}
const main = rows[0];
const within = main.hwm < RSS_LIMIT_MB && main.healthzMax < HEALTHZ_LIMIT_MS && main.other === 0;
console.log(
  `\nbudgets (default limits): high-water RSS < ${RSS_LIMIT_MB} MB, /healthz max < ${HEALTHZ_LIMIT_MS} ms, no answer but 200/503: ${within ? 'met' : 'NOT met'}`,
);
process.exitCode = within ? 0 : 1;
