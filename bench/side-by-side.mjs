// `npm run bench` — the side-by-side run of issue 17 (docs/performance.md, "Side by side (issue 17)"):
// the baselines and Daybook measured in one run, interleaved round by round so that the machine's
// drift hits every figure alike, and the table written into docs/performance.md between the
// `<!-- side-by-side:start -->` and `<!-- side-by-side:end -->` markers.
//
// Baselines, each in its own child process (as Daybook runs in its own): a bare Fastify JSON
// route; Fastify + better-sqlite3 doing a work-day insert and an audit insert in one transaction
// with Daybook's pragmas (apps/server/src/db/database.ts: WAL, synchronous = FULL, foreign keys);
// Fastify + pg running one SELECT by primary key on a small table. Daybook is the built server
// (apps/server/dist) on SQLite and on PostgreSQL, both loaded with the demo organisation.
//
// Settings: BENCH_ROUNDS (3), BENCH_SECONDS (5) per throughput or paced read run, BENCH_CONNECTIONS
// (10), BENCH_RATE (500 requests/s for the p99 runs), BENCH_WRITERS (2000 people who check in and
// out), BENCH_WRITE_DOCS=0 to print the table without writing docs/performance.md.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  addSignedInWriters,
  paced,
  root,
  serverEntry,
  signIn,
  startServer,
  stop,
  waitFor,
  withPostgresDatabase,
} from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 2000);
const WRITE_DOCS = process.env.BENCH_WRITE_DOCS !== '0';
const DOCS = path.join(root, 'docs/performance.md');
const START = '<!-- side-by-side:start -->';
const END = '<!-- side-by-side:end -->';

const READS = ['/api/attendance/today/', '/api/clients/', '/api/attendance/history/'];
const POSITION = JSON.stringify({ latitude: 33.37, longitude: -111.96, accuracy: 10 });
const DEMO_USER = { email: 'ana@daybook.test', password: 'Daybook-demo-2026!' };

if (!existsSync(serverEntry)) {
  console.error(`${path.relative(root, serverEntry)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const dist = (file) => import(path.join(root, 'apps/server/dist', file));

// ---------------------------------------------------------------------------------------------
// Baselines: small Fastify servers in child processes.

const BARE = `
  const Fastify = (await import('fastify')).default;
  const app = Fastify();
  app.get('/baseline', async () => ({ ok: true }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

// The same two inserts as a Daybook check-in (apps/server/src/modules/workday/check-in.ts:
// a work_days row, then an audit_log row holding it as JSON, one transaction), the same pragmas as
// apps/server/src/db/database.ts, statements prepared once as Daybook caches them, and foreign
// keys to a users table as Daybook's rows have.
const SQLITE_INSERTS = `
  const Fastify = (await import('fastify')).default;
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(process.env.DB_FILE);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(\`
    create table users (id integer primary key autoincrement, email text not null unique);
    create table work_days (
      id integer primary key autoincrement,
      user_id integer not null references users(id) on delete cascade,
      work_date text not null, check_in_at text not null, check_out_at text,
      check_in_latitude real, check_in_longitude real, check_in_accuracy real,
      created_at text not null, updated_at text not null,
      check (check_out_at is null or check_out_at >= check_in_at));
    create index work_days_date_user_idx on work_days (work_date, user_id);
    create index work_days_user_date_idx on work_days (user_id, work_date);
    create table audit_log (
      id integer primary key autoincrement, at text not null,
      actor_id integer references users(id) on delete set null,
      action text not null, entity text not null, entity_id text,
      before text, after text, request_id text);
    create index audit_log_entity_idx on audit_log (entity, entity_id);
    create index audit_log_at_idx on audit_log (at);
  \`);
  const USERS = Number(process.env.USERS);
  const addUser = db.prepare('insert into users (email) values (?)');
  db.transaction(() => { for (let i = 0; i < USERS; i++) addUser.run('writer-' + i + '@bench.test'); })();
  const insertDay = db.prepare(\`insert into work_days (user_id, work_date, check_in_at, check_in_latitude,
    check_in_longitude, check_in_accuracy, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?) returning *\`);
  const insertAudit = db.prepare(\`insert into audit_log (at, actor_id, action, entity, entity_id, before, after, request_id)
    values (?, ?, 'check_in', 'work_day', ?, null, ?, ?)\`);
  const checkIn = db.transaction((userId, body, requestId) => {
    const now = new Date().toISOString();
    const day = insertDay.get(userId, now.slice(0, 10), now, body.latitude, body.longitude, body.accuracy, now, now);
    insertAudit.run(now, userId, String(day.id), JSON.stringify(day), requestId);
    return day;
  });
  let next = 0;
  const app = Fastify();
  app.get('/ready', async () => ({ ok: true }));
  app.post('/checkin', async (request, reply) => {
    reply.code(201);
    return checkIn((next++ % USERS) + 1, request.body, request.id);
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

// One indexed query per request: a SELECT by primary key on a 100-row table, through a pool of
// 10 connections as Daybook's (apps/server/src/db/database.ts, poolSize default).
const PG_SELECT = `
  const Fastify = (await import('fastify')).default;
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DB_URL, max: 10 });
  await pool.query('create table items (id integer primary key, name text not null, updated_at timestamptz not null default now())');
  await pool.query("insert into items (id, name) select i, 'item ' || i from generate_series(1, 100) i");
  await pool.query('analyze items');
  const app = Fastify();
  app.get('/ready', async () => ({ ok: true }));
  app.get('/items/:id', async (request) => {
    const { rows } = await pool.query({ name: 'item', text: 'select id, name, updated_at from items where id = $1', values: [Number(request.params.id)] });
    return rows[0];
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function startBaseline(code, port, env = {}) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`baseline on port ${port} exited (${code})`))),
  );
  exited.catch(() => {});
  const ready = code === BARE ? '/baseline' : '/ready';
  await Promise.race([waitFor(`http://127.0.0.1:${port}${ready}`), exited]);
  return { child, stop: () => stop(child) };
}

// ---------------------------------------------------------------------------------------------
// Daybook: the database is prepared in this process with the server's own code (migrations, the
// demo organisation, WRITERS staff members each with a signed-in session), then the built server
// is started on it.

function serverEnv(dataDir, databaseUrl, jwtSecret) {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    JWT_SECRET: jwtSecret,
    ACCESS_TOKEN_TTL: '7200',
    SESSION_IDLE_TIMEOUT: '7200',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    DEMO_DATA: 'off',
  };
}

async function prepareDaybook(env) {
  const { loadConfig } = await dist('config.js');
  const { prepareDatabase } = await dist('bootstrap.js');
  const { systemClock } = await dist('clock.js');
  const { seedDemo } = await dist('db/seed/demo.js');
  const { hashPassword } = await dist('modules/auth/passwords.js');
  const config = loadConfig(env);
  const handle = await prepareDatabase(config, systemClock);
  try {
    const ctx = { db: handle.db, dialect: handle.dialect, clock: systemClock, config, redis: null };
    await seedDemo(ctx);
    const passwordHash = await hashPassword(randomBytes(18).toString('base64url'));
    const tokens = await addSignedInWriters(ctx, { count: WRITERS, passwordHash, userAgent: 'bench/side-by-side.mjs' });
    return tokens;
  } finally {
    await handle.close();
  }
}

async function startDaybook(label, port, databaseUrl, jwtSecret) {
  const dataDir = scratch(label);
  const env = serverEnv(dataDir, databaseUrl, jwtSecret);
  const writers = await prepareDaybook(env);
  const server = await startServer({ port, dataDir, databaseUrl, extraEnv: env });
  const base = `http://127.0.0.1:${port}`;
  const reader = await signIn(base, DEMO_USER.email, DEMO_USER.password);
  const target = { label, base, reader, writers, writeRate: Infinity, stop: server.stop, answers: [] };
  for (const route of READS) {
    const response = await fetch(base + route, { headers: { authorization: `Bearer ${reader}` } });
    const body = await response.text();
    if (!response.ok) throw new Error(`${label} ${route}: ${response.status} ${body.slice(0, 200)}`);
    target.answers.push(`\`${route}\` ${(Buffer.byteLength(body) / 1024).toFixed(1)} KB`);
  }
  answers[label] = target.answers.join(', ');
  // Warm-up, not recorded: each read for a second, and 100 people in and out, which also gives
  // the first write runs their size.
  for (const route of READS)
    await cannon({ url: base + route, duration: 1, headers: { authorization: `Bearer ${reader}` } });
  const warmIn = await writes(base, writers.slice(0, 100), 'checkin');
  const warmOut = await writes(base, writers.slice(0, 100), 'checkout');
  if (warmIn.errors || warmOut.errors) throw new Error(`${label}: the warm-up check-ins or check-outs failed`);
  target.writeRate = Math.min(warmIn.rps, warmOut.rps);
  return target;
}

// ---------------------------------------------------------------------------------------------
// Measuring.

/**
 * One autocannon run. `span()` may give the run's own first-request-to-last-response time in
 * seconds: a run of a fixed number of requests only stops at autocannon's next whole-second tick,
 * so its `duration` would understate the rate.
 */
function cannon(options, span = () => 0) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => {
      if (error) return reject(error);
      const errors = result.non2xx + result.errors + result.timeouts;
      resolve({
        rps: result['2xx'] / (span() || result.duration),
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        errors,
        requests: result['2xx'] + result.non2xx,
      });
    });
  });
}

/**
 * GETs of one URL for SECONDS: unpaced (rate 0, autocannon), or at `rate` requests/s evenly
 * paced (lib.mjs `paced`: autocannon's own pacing sends each second's requests in a burst).
 */
function reads(url, token, rate = 0) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  if (!rate) return cannon({ url, duration: SECONDS, headers });
  const { origin, pathname } = new URL(url);
  return paced({
    origin,
    rate,
    amount: rate * SECONDS,
    connections: CONNECTIONS,
    request: () => ({ path: pathname, headers }),
  });
}

/**
 * A check-in run, then a check-out run of the same people: one POST per person, each a real
 * check-in (a work day and its audit row) or check-out. A person can check in again once checked
 * out (split shifts, docs/decisions/0027-split-shifts.md), so the same people serve every round.
 * How many take part is sized from the rate the server last managed so that a run lasts about
 * SECONDS (at least 100 people, at most WRITERS).
 */
async function shifts(target, key, rate = 0) {
  const people = Math.max(
    100,
    Math.min(target.writers.length, Math.round(Math.min(rate || Infinity, target.writeRate) * SECONDS)),
  );
  const tokens = target.writers.slice(0, people);
  const checkin = await writes(target.base, tokens, 'checkin', rate);
  const checkout = await writes(target.base, tokens, 'checkout', rate);
  // The next run's size: what the server managed unpaced, or paced when it fell short of the rate.
  if (!rate || Math.min(checkin.rps, checkout.rps) < 0.95 * rate) {
    target.writeRate = Math.min(checkin.rps, checkout.rps);
  }
  record(`${key} checkin`, { ...checkin, people });
  record(`${key} checkout`, { ...checkout, people });
}

/**
 * One POST per token: a check-in (or check-out) of each of these people, unpaced (autocannon) or
 * evenly paced at `rate` requests/s (lib.mjs `paced`).
 */
function writes(base, tokens, action, rate = 0) {
  const path = `/api/attendance/${action}/`;
  if (rate) {
    return paced({
      origin: base,
      rate,
      amount: tokens.length,
      connections: CONNECTIONS,
      request: (i) => ({
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i]}` },
        body: POSITION,
      }),
    });
  }
  let next = 0;
  let first = 0;
  let last = 0;
  return cannon(
    {
      url: base + path,
      amount: tokens.length,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            first ||= performance.now();
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[next++ % tokens.length]}`,
              },
              body: POSITION,
            };
          },
          onResponse: () => {
            last = performance.now();
          },
        },
      ],
    },
    () => (last - first) / 1000,
  );
}

const figures = new Map();
const loads = [];
/** The size of each read's answer, per database, so the table shows the reads returned real data. */
const answers = {};
function record(key, result) {
  if (!figures.has(key)) figures.set(key, []);
  figures.get(key).push(result);
  const errors = result.errors ? `, ${result.errors} errors` : '';
  const people = result.people ? ` (${result.people} people)` : '';
  console.log(
    `  ${key}${people}: ${Math.round(result.rps)} req/s, p50 ${result.p50} / p99 ${result.p99} / max ${result.max} ms${errors}`,
  );
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// ---------------------------------------------------------------------------------------------
// The run.

const startedAt = new Date();
const loadAtStart = os.loadavg();
const jwtSecret = randomBytes(48).toString('base64url');
const stoppers = [];
/** The SQLite folders of this run, removed once its servers have stopped. */
const scratchDirs = [];
function scratch(label) {
  const dir = mkdtempSync(path.join(tmpdir(), `daybook-side-by-side-${label}-`));
  scratchDirs.push(dir);
  return dir;
}
let pgVersion = null;

async function run(pgBaselineUrl, pgDaybookUrl) {
  console.log('Starting the baselines and Daybook …');
  try {
    await measureAll(pgBaselineUrl, pgDaybookUrl);
  } finally {
    // before withPostgresDatabase drops the databases under them
    for (const stopOne of stoppers.splice(0).reverse()) await stopOne();
    for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  }
}

async function measureAll(pgBaselineUrl, pgDaybookUrl) {
  const bare = await startBaseline(BARE, 3301);
  stoppers.push(bare.stop);
  const sqliteDir = scratch('baseline');
  const inserts = await startBaseline(SQLITE_INSERTS, 3302, {
    DB_FILE: path.join(sqliteDir, 'baseline.sqlite'),
    USERS: String(WRITERS),
  });
  stoppers.push(inserts.stop);
  const sqlite = await startDaybook('sqlite', 3311, undefined, jwtSecret);
  stoppers.push(sqlite.stop);
  let select = null;
  let postgres = null;
  if (pgBaselineUrl && pgDaybookUrl) {
    select = await startBaseline(PG_SELECT, 3303, { DB_URL: pgBaselineUrl });
    stoppers.push(select.stop);
    postgres = await startDaybook('postgres', 3312, pgDaybookUrl, jwtSecret);
    stoppers.push(postgres.stop);
  }

  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`Round ${round} of ${ROUNDS} (load average ${os.loadavg()[0].toFixed(1)})`);
    loads.push(os.loadavg()[0]);
    record('bare', await reads('http://127.0.0.1:3301/baseline'));
    for (const route of READS) record(`sqlite ${route}`, await reads(sqlite.base + route, sqlite.reader));
    record(
      'sqlite-inserts',
      await cannon({
        url: 'http://127.0.0.1:3302/checkin',
        duration: SECONDS,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: POSITION,
      }),
    );
    await shifts(sqlite, 'sqlite');
    if (postgres) {
      record('pg-select', await reads('http://127.0.0.1:3303/items/42'));
      for (const route of READS) record(`pg ${route}`, await reads(postgres.base + route, postgres.reader));
      await shifts(postgres, 'pg');
    }
    // PostgreSQL's writes of the unpaced runs are written out now rather than in the paced runs
    // that follow (SQLite's among them: the two databases share this machine's one disk), and,
    // where autovacuum is off (as on the development machines), the dead rows of the check-outs
    // cleared as it would have cleared them (docs/operations.md, "PostgreSQL upkeep").
    if (postgres) await upkeep(pgDaybookUrl);
    // p99 at a fixed rate: the bare route first, as the load generator's own floor.
    record('paced bare', await reads('http://127.0.0.1:3301/baseline', null, RATE));
    for (const target of postgres ? [sqlite, postgres] : [sqlite]) {
      const db = target === sqlite ? 'sqlite' : 'pg';
      await shifts(target, `paced ${db}`, RATE);
      record(`paced ${db} /api/clients/`, await reads(`${target.base}/api/clients/`, target.reader, RATE));
    }
  }
}

let vacuumSaid = false;
/** A vacuum where autovacuum is off, then PostgreSQL's CHECKPOINT: every dirty page written and synced now. */
async function upkeep(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select current_setting('autovacuum') as autovacuum");
    if (rows[0].autovacuum === 'off') {
      if (!vacuumSaid)
        console.log(
          '  (PostgreSQL autovacuum is off here: the bench vacuums Daybook’s database before the paced runs)',
        );
      vacuumSaid = true;
      await client.query('vacuum (analyze)');
    }
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

{
  const ran = await withPostgresDatabase(async (baselineUrl) => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: baselineUrl });
    await client.connect();
    pgVersion = (await client.query('show server_version')).rows[0].server_version;
    await client.end();
    return withPostgresDatabase(async (daybookUrl) => {
      await run(baselineUrl, daybookUrl);
      return true;
    });
  });
  if (!ran) {
    console.log('PostgreSQL unreachable: measuring SQLite only.');
    await run(null, null);
  }
}

// ---------------------------------------------------------------------------------------------
// The table.

const loadAtEnd = os.loadavg();
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const rps = (key) => median(figures.get(key).map((r) => r.rps));
const people = (r) => (r.people ? ` (${fmt(r.people)} people)` : '');
const perRound = (key) =>
  figures
    .get(key)
    .map((r) => `${fmt(r.rps)}${people(r)}`)
    .join(' / ');
const errorsOf = (key) => figures.get(key).reduce((sum, r) => sum + r.errors, 0);
const verdict = (met) => (met ? 'met' : '**not met**');
const errorNote = (key) => (errorsOf(key) ? ` (${errorsOf(key)} errors)` : '');

function sqliteVersion() {
  try {
    return execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const { default: S } = await import('better-sqlite3'); process.stdout.write(new S(':memory:').prepare('select sqlite_version() v').get().v)",
      ],
      { cwd: root, encoding: 'utf8' },
    );
  } catch {
    return '?';
  }
}

function gitState() {
  try {
    const head = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync(
      'git',
      ['-C', root, 'status', '--porcelain', '--', 'apps/server/src', 'packages/domain/src'],
      {
        encoding: 'utf8',
      },
    ).trim();
    return dirty ? `${head} (server or domain sources edited since; the build is of the working tree)` : head;
  } catch {
    return '?';
  }
}

const cpus = os.cpus();
const lines = [];
lines.push(
  `Measured ${startedAt.toISOString().replace(/\.\d+Z$/, 'Z')} by \`npm run bench\` (bench/side-by-side.mjs) at commit ${gitState()}.`,
  '',
  `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
    `${os.type()} ${os.release()}, Node ${process.version}, SQLite ${sqliteVersion()} (better-sqlite3)` +
    `${pgVersion ? `, PostgreSQL ${pgVersion}` : ', PostgreSQL unreachable (its rows are missing)'}. ` +
    `Load average (1 min) ${loadAtStart[0].toFixed(1)} at the start, ${loads.map((l) => l.toFixed(1)).join(' / ')} ` +
    `at the start of each round, ${loadAtEnd[0].toFixed(1)} at the end (the run itself keeps about 2 busy).`,
  '',
  `${ROUNDS} rounds; in each, every figure once in the order of the tables, ${CONNECTIONS} connections. ` +
    `Reads run ${SECONDS} s each. A write run is one check-in (a work day and its audit row), or then one check-out, for each of as many people as the server managed in about ${SECONDS} s in its previous run (in brackets in the rounds column; at most ${fmt(WRITERS)}); the same people check in again in later runs, each time a new shift of the day, so by the last round each holds several shifts that day. ` +
    'Rates are the median of the rounds; a share is the median of the shares taken within each round; each round is in the last column. The old Django system is not ' +
    "available here, so the issue's Django column is left out.",
  '',
  `The reads are signed in as ${DEMO_USER.email} in the demo organisation; their answers: ` +
    Object.entries(answers)
      .map(([db, list]) => `${db === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ${list}`)
      .join('; ') +
    '.',
  '',
  '**Throughput** (unpaced, requests/s that answered 2xx):',
  '',
  '| Daybook | req/s | baseline | req/s | share | target | | rounds: Daybook ÷ baseline |',
  '|---|---|---|---|---|---|---|---|',
);
const throughputRow = (label, key, baseLabel, baseKey, target) => {
  const mine = rps(key);
  if (!baseKey) {
    lines.push(`| ${label}${errorNote(key)} | ${fmt(mine)} | | | | | | ${perRound(key)} |`);
    return;
  }
  // The share is taken within each round, Daybook against the baseline measured minutes apart,
  // and the median of those shares reported: the point of interleaving.
  const ours = figures.get(key);
  const theirs = figures.get(baseKey);
  const shares = ours.map((r, i) => r.rps / theirs[i].rps);
  const share = median(shares);
  const rounds = ours
    .map((r, i) => `${fmt(r.rps)}${people(r)} ÷ ${fmt(theirs[i].rps)} = ${(shares[i] * 100).toFixed(1)} %`)
    .join(' · ');
  lines.push(
    `| ${label}${errorNote(key)} | ${fmt(mine)} | ${baseLabel}${errorNote(baseKey)} | ${fmt(rps(baseKey))} | ` +
      `${(share * 100).toFixed(1)} % | ≥ ${target * 100} % | ${verdict(share >= target && !errorsOf(key))} | ${rounds} |`,
  );
};
for (const route of READS) {
  throughputRow(`SQLite \`GET ${route}\``, `sqlite ${route}`, 'bare Fastify JSON', 'bare', 0.25);
}
if (figures.has('pg-select')) {
  for (const route of READS) {
    throughputRow(`PostgreSQL \`GET ${route}\``, `pg ${route}`, 'Fastify + pg, one SELECT by key', 'pg-select', 0.5);
  }
}
throughputRow(
  'SQLite `POST /api/attendance/checkin/`',
  'sqlite checkin',
  'Fastify + better-sqlite3, insert + audit insert',
  'sqlite-inserts',
  0.5,
);
throughputRow('SQLite `POST /api/attendance/checkout/`', 'sqlite checkout');
if (figures.has('pg checkin')) {
  throughputRow('PostgreSQL `POST /api/attendance/checkin/`', 'pg checkin');
  throughputRow('PostgreSQL `POST /api/attendance/checkout/`', 'pg checkout');
}
lines.push(
  '',
  `**Latency at ${RATE} requests/s** (evenly paced: a request due every ${1000 / RATE} ms over at most ` +
    `${CONNECTIONS} connections, each latency counted from when the request was due, bench/lib.mjs \`paced\`; ms; ` +
    "p99 is the median of the rounds' p99, each round in the last column):",
  '',
  '| route | achieved req/s | p50 | p99 | max | target | | p99 by round |',
  '|---|---|---|---|---|---|---|---|',
);
const pacedRow = (label, key, target = true) => {
  const runs = figures.get(key);
  if (!runs) return;
  const p99 = median(runs.map((r) => r.p99));
  // A p99 measured below the asked rate is a p99 of a saturated server, not of 500 requests/s.
  const reached = rps(key) >= 0.95 * RATE;
  const met = p99 < 20 && reached && !errorsOf(key);
  const judged = `${verdict(met)}${reached ? '' : ' (rate not reached)'}`;
  lines.push(
    `| ${label}${errorNote(key)} | ${fmt(rps(key))} | ${median(runs.map((r) => r.p50))} | ${p99} | ` +
      `${Math.max(...runs.map((r) => r.max))} | ${target ? '< 20 ms' : ''} | ${target ? judged : ''} | ` +
      `${runs.map((r) => `${r.p99}${people(r)}`).join(' / ')} |`,
  );
};
pacedRow("bare Fastify JSON (the load generator's floor)", 'paced bare', false);
for (const [db, name] of [
  ['sqlite', 'SQLite'],
  ['pg', 'PostgreSQL'],
]) {
  pacedRow(`${name} \`POST /api/attendance/checkin/\``, `paced ${db} checkin`);
  pacedRow(`${name} \`POST /api/attendance/checkout/\``, `paced ${db} checkout`);
  pacedRow(`${name} \`GET /api/clients/\``, `paced ${db} /api/clients/`);
}
const table = lines.join('\n');
console.log(`\n${table}\n`);

if (WRITE_DOCS) {
  const text = readFileSync(DOCS, 'utf8');
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < from) {
    console.error(`docs/performance.md has no ${START} … ${END} markers: the table was not written.`);
    process.exitCode = 1;
  } else {
    writeFileSync(DOCS, `${text.slice(0, from + START.length)}\n${table}\n${text.slice(to)}`);
    console.log('Written to docs/performance.md ("Side by side (issue 17)").');
  }
}
