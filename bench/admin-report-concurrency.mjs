// Ten concurrent maximum monitoring reports against the large organisation (issue 10 item 8): the
// server's peak memory and /healthz latency while they run, on SQLite and on PostgreSQL when
// reachable. Budgets: peak RSS under 512 MB, /healthz under 200 ms during every burst.
//
// Bursts, each of CONCURRENCY (10) callers at once, over the longest range the server allows (366
// days ending today) of 500 employees × 2 years (bench/generate-workdays.mjs):
//   - "whole range": the existing client's call, no paging parameters (the server streams it);
//   - "export": what the page's Export does, every page of 1,000 rows in turn;
//   - "page view": what the page's table does, one page of 10 (first, middle and last page).
// RSS is read from /proc/<pid>/status every 20 ms (VmRSS) and as the kernel's high-water mark
// (VmHWM); /healthz is asked one request at a time, 10 ms apart, for the whole burst, from a worker
// thread of its own (so that this process's own work of reading the answers is not counted as the
// server's latency).
//
//   npm run build && node bench/admin-report-concurrency.mjs   (CONCURRENCY=10, EMPLOYEES=500, YEARS=2)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { generate } from './generate-workdays.mjs';
import { quantile, root, startServer, withPostgresDatabase } from './lib.mjs';

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const PORT = 3221;
const ADMIN = { email: 'bench-admin@daybook.test', password: 'Bench-Admin-2026!' };
const options = { employees: Number(process.env.EMPLOYEES ?? 500), years: Number(process.env.YEARS ?? 2) };
const RSS_LIMIT_MB = 512;
const HEALTHZ_LIMIT_MS = 200;

const today = format(new TZDate(new Date(), 'America/Phoenix'), 'yyyy-MM-dd');
// the longest range allowed: 366 days, ending today
const range = { from: format(addDays(new Date(`${today}T12:00:00`), -365), 'yyyy-MM-dd'), to: today };

function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Reads a response to its end without keeping it: how the bytes arrive is the client's business. */
async function drain(response) {
  if (!response.ok) throw new Error(`${response.status} ${(await response.text()).slice(0, 200)}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return bytes;
}

/** Runs `work` while sampling the server's memory and /healthz; returns what was seen. */
async function during(base, pid, work) {
  const rss = [];
  const sampler = setInterval(() => rss.push(memory(pid).rss), 20);
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
  const started = performance.now();
  let result;
  try {
    result = await work();
  } finally {
    clearInterval(sampler);
    prober.postMessage('stop');
  }
  const healthz = await probed;
  await prober.terminate();
  const seconds = (performance.now() - started) / 1000;
  healthz.sort((a, b) => a - b);
  return {
    ...result,
    seconds,
    peakRss: Math.max(...rss, memory(pid).rss),
    healthzP50: quantile(healthz, 0.5),
    healthzP95: quantile(healthz, 0.95),
    healthzMax: healthz.at(-1) ?? Number.NaN,
    probes: healthz.length,
  };
}

const url = (base, extra = '') =>
  `${base}/api/admin/time-records?start_date=${range.from}&end_date=${range.to}${extra}`;

async function wholeRange(base, auth) {
  const bytes = await Promise.all(Array.from({ length: CONCURRENCY }, async () => drain(await fetch(url(base), auth))));
  return { detail: `${CONCURRENCY} × ${(bytes[0] / 1e6).toFixed(1)} MB` };
}

async function exportAll(base, auth) {
  const rows = await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      let seen = 0;
      for (let page = 1; ; page++) {
        const response = await fetch(url(base, `&page=${page}&page_size=1000`), auth);
        if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
        const body = await response.json();
        seen += body.records.length;
        if (body.records.length === 0 || seen >= body.total) return { seen, pages: page };
      }
    }),
  );
  return { detail: `${CONCURRENCY} × ${rows[0].seen} rows in ${rows[0].pages} pages` };
}

async function pageViews(base, auth, total) {
  const last = Math.max(1, Math.ceil(total / 10));
  const pages = [1, Math.ceil(last / 2), last];
  let answers = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, i) => {
      for (let round = 0; round < 10; round++) {
        const response = await fetch(url(base, `&page=${pages[(i + round) % 3]}&page_size=10`), auth);
        if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
        await response.arrayBuffer();
        answers++;
      }
    }),
  );
  return { detail: `${answers} pages of 10 (first, middle, last)` };
}

async function run(label, { databaseUrl, dataDir }) {
  const first = await startServer({ port: PORT, dataDir, databaseUrl, extraEnv: { DEMO_DATA: 'off' } });
  await first.stop();
  execFileSync(
    process.execPath,
    [path.join(root, 'apps/server/dist/cli/create-admin.js'), '--email', ADMIN.email, '--name', 'Bench Admin'],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl ?? '', DATA_DIR: dataDir ?? '', ADMIN_PASSWORD: ADMIN.password },
      stdio: 'ignore',
    },
  );
  const made = await generate(
    databaseUrl ? { postgres: databaseUrl } : { sqlite: path.join(dataDir, 'daybook.sqlite') },
    options,
  );
  const server = await startServer({
    port: PORT,
    dataDir,
    databaseUrl,
    extraEnv: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  const pid = server.child.pid;
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const login = await fetch(`${base}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access_token } = await login.json();
    const auth = { headers: { authorization: `Bearer ${access_token}` } };
    const probe = await (await fetch(url(base, '&page=1'), auth)).json();
    const idle = memory(pid).rss;
    const results = [];
    // the machine's own noise: /healthz with no report running
    results.push([
      'baseline: no report running',
      await during(base, pid, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5000));
        return { detail: '5 s idle' };
      }),
    ]);
    results.push(['whole range, no paging (streamed)', await during(base, pid, () => wholeRange(base, auth))]);
    results.push(['export: pages of 1,000 in turn', await during(base, pid, () => exportAll(base, auth))]);
    results.push(['page view: pages of 10', await during(base, pid, () => pageViews(base, auth, probe.total))]);
    const hwm = memory(pid).hwm;

    console.log(
      `\n${label}: ${made.employees} employees, ${made.days} work days; range ${range.from}–${range.to} holds ${probe.total} rows`,
    );
    console.log(
      `server RSS idle before the bursts ${idle.toFixed(0)} MB; high-water mark after all bursts ${hwm.toFixed(0)} MB`,
    );
    console.log(
      `| burst (${CONCURRENCY} at once) | what | time s | peak RSS MB | /healthz p50 / p95 / max ms (probes) |`,
    );
    console.log('|---|---|---|---|---|');
    for (const [name, r] of results) {
      console.log(
        `| ${name} | ${r.detail} | ${r.seconds.toFixed(1)} | ${r.peakRss.toFixed(0)} | ${r.healthzP50.toFixed(0)} / ${r.healthzP95.toFixed(0)} / ${r.healthzMax.toFixed(0)} (${r.probes}) |`,
      );
    }
    const bursts = results.slice(1);
    const worstRss = Math.max(hwm, ...bursts.map(([, r]) => r.peakRss));
    const worstHealthz = Math.max(...bursts.map(([, r]) => r.healthzMax));
    const ok = worstRss < RSS_LIMIT_MB && worstHealthz < HEALTHZ_LIMIT_MS;
    console.log(
      `${ok ? 'WITHIN' : 'OVER'} BUDGET: peak RSS ${worstRss.toFixed(0)} MB (< ${RSS_LIMIT_MB}), /healthz max ${worstHealthz.toFixed(0)} ms (< ${HEALTHZ_LIMIT_MS})`,
    );
    return ok;
  } finally {
    await server.stop();
  }
}

const only = process.env.BENCH_DATABASE; // "sqlite" or "postgres" to run one
let ok = true;
if (only !== 'postgres') {
  ok = (await run('SQLite', { dataDir: mkdtempSync(path.join(tmpdir(), 'daybook-bench-burst-')) })) && ok;
}
if (only !== 'sqlite') {
  const done = await withPostgresDatabase((databaseUrl) =>
    run('PostgreSQL', { databaseUrl, dataDir: mkdtempSync(path.join(tmpdir(), 'daybook-bench-burst-')) }),
  );
  if (done === null) console.log('\nPostgreSQL: not reachable, skipped');
  else ok = done && ok;
}
process.exitCode = ok ? 0 : 1;
