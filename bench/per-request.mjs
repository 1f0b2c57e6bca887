// In-process cost of one request (docs/performance.md, "Where the time of one authenticated read
// goes"): the built server (apps/server/dist) on a fresh SQLite file or PostgreSQL database with
// the demo organisation, signed in as ana@daybook.test, and each route called through
// `app.inject` one request after another. Reports the process's CPU time and the wall time per
// request; no socket and no load generator, so the figure is the server's own work and varies far
// less with other load on the machine than a req/s figure does.
//
//   node bench/per-request.mjs [sqlite|postgres] [requests per route, default 2000]
//
// Check-in and check-out are measured with PER_REQUEST_WRITERS (500) people, each checking in and
// then out once. With CPU_PROF=1 each measured loop runs under the inspector's CPU profiler and its
// profile is written to per-request-<database>-<route>.cpuprofile in the working directory.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addSignedInWriters, root, withPostgresDatabase } from './lib.mjs';

const DATABASE = process.argv[2] ?? 'sqlite';
const RUNS = Number(process.argv[3] ?? 2000);
const WRITERS = Number(process.env.PER_REQUEST_WRITERS ?? 500);
const READS = ['/api/attendance/today/', '/api/clients/', '/api/attendance/history/'];
const POSITION = { latitude: 33.37, longitude: -111.96, accuracy: 10 };
const profiler = process.env.CPU_PROF === '1' ? new Session() : null;
// PER_REQUEST_DIST: another build of the server to measure (a copy of apps/server/dist made before
// a change, kept where node_modules can still be found above it), to compare in the same minute.
const DIST = process.env.PER_REQUEST_DIST ?? path.join(root, 'apps/server/dist');
const dist = (file) => import(path.join(DIST, file));

async function measure(label, count, request) {
  if (profiler) await profiler.post('Profiler.start');
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const response = await request(i);
    if (response.statusCode >= 300) throw new Error(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    // light-my-request ends each request's mock socket in a setImmediate; a loop of injects that
    // never reaches the event loop's check phase (SQLite answers without I/O) would keep every
    // request and response alive until the loop ends, and measure a growing heap
    if (i % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
  }
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuUs = (used.user + used.system) / count;
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    const name = label.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '');
    writeFileSync(`per-request-${DATABASE}-${name}.cpuprofile`, JSON.stringify(profile));
  }
  console.log(
    `${DATABASE.padEnd(8)} ${label.padEnd(28)} ${String(count).padStart(5)} requests  ` +
      `CPU ${cpuUs.toFixed(0).padStart(5)} µs/request  wall ${((wall * 1000) / count).toFixed(0).padStart(5)} µs/request`,
  );
}

async function run(databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'daybook-per-request-'));
  const { loadConfig } = await dist('config.js');
  const { prepareDatabase } = await dist('bootstrap.js');
  const { systemClock } = await dist('clock.js');
  const { seedDemo } = await dist('db/seed/demo.js');
  const { buildApp } = await dist('app.js');
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ACCESS_TOKEN_TTL: '7200',
    SESSION_IDLE_TIMEOUT: '7200',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
  });
  const database = await prepareDatabase(config, systemClock);
  const app = await buildApp({ config, database, clock: systemClock, logStream: { write() {} } });
  try {
    await seedDemo(app.ctx);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'ana@daybook.test', password: 'Daybook-demo-2026!' },
    });
    const reader = { authorization: `Bearer ${login.json().access_token}` };
    const writers = (
      await addSignedInWriters(app.ctx, {
        count: WRITERS,
        passwordHash: 'not-a-hash',
        userAgent: 'bench/per-request.mjs',
      })
    ).map((token) => ({ authorization: `Bearer ${token}` }));
    // Warm-up, not measured.
    for (const url of READS) {
      for (let i = 0; i < 300; i++) await app.inject({ method: 'GET', url, headers: reader });
    }
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
    }
    for (const url of READS) {
      await measure(`GET ${url}`, RUNS, () => app.inject({ method: 'GET', url, headers: reader }));
    }
    for (const action of ['checkin', 'checkout']) {
      await measure(`POST /api/attendance/${action}/`, writers.length, (i) =>
        app.inject({ method: 'POST', url: `/api/attendance/${action}/`, headers: writers[i], payload: POSITION }),
      );
    }
    profiler?.disconnect();
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (DATABASE === 'postgres') {
  const done = await withPostgresDatabase(run);
  if (done === null) throw new Error('PostgreSQL is not reachable (TEST_POSTGRES_URL)');
} else {
  await run(undefined);
}
