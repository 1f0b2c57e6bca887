// The billing export and the timesheet with units (issue 14, docs/billing-rules.md) on PostgreSQL:
// 200 clients with one record on every weekday of last month (most signed, a tenth No Show, one
// DTA1 authorization each), then GET /api/billing/export for that month as CSV and .xlsx (admin),
// and GET /api/timesheet/ for that month as a provider who owns 20 of the clients. Targets: the
// export under 1 s, the provider's timesheet under 100 ms. Server time comes from the
// Server-Timing header (handler + serialisation); the round trip is reported beside it.
//
//   npm run build && node bench/billing-export.mjs        (BENCH_RUNS=20, CLIENTS=200, OWN=20)
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { measureGet, root, signIn, startServer, withPostgresDatabase } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const CLIENTS = Number(process.env.CLIENTS ?? 200);
const OWN = Number(process.env.OWN ?? 20);
const PORT = Number(process.env.PORT ?? 4313);
const ADMIN = { email: 'bench-admin@daybook.test', password: 'Bench-Admin-2026!' };
const PROVIDER_EMAIL = 'bench-provider@daybook.test';

const now = new Date();
const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
const ymd = (d) => d.toISOString().slice(0, 10);
const month = { from: ymd(first), to: ymd(last) };
const weekdays = [];
for (let d = new Date(first); d <= last; d.setUTCDate(d.getUTCDate() + 1)) {
  if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) weekdays.push(ymd(d));
}

const hhmm = (minutes) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A deterministic pseudo-random sequence, so every run bills the same records. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function seed(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const stamp = new Date().toISOString();
    const admin = (await db.query('select id, password_hash from users where email = $1', [ADMIN.email])).rows[0];
    const provider = (
      await db.query(
        `insert into users (email, name, password_hash, role, created_at, updated_at)
         values ($1, 'Bench Provider', $2, 'staff', $3, $3) returning id`,
        [PROVIDER_EMAIL, admin.password_hash, stamp],
      )
    ).rows[0];
    const clientIds = [];
    for (let i = 0; i < CLIENTS; i++) {
      const owner = i < OWN ? provider.id : admin.id;
      const row = await db.query(
        `insert into clients (client_code, first_name, last_name, dob, location, bill_type, status, owner_id, created_at, updated_at)
         values ($1, $2, 'Bench', '1980-01-01', 'GUADALUPE_DTA', 'monthly', 'active', $3, $4, $4) returning id`,
        [`BC-${String(i).padStart(4, '0')}`, `Client${i}`, owner, stamp],
      );
      clientIds.push({ id: row.rows[0].id, owner });
    }
    const next = random(42);
    let records = 0;
    let signed = 0;
    for (const client of clientIds) {
      await db.query(
        `insert into service_authorizations (client_id, service_code, authorization_number, units, start_date, end_date, created_by, created_at)
         values ($1, 'DTA1', $2, 500, $3, $4, $5, $6)`,
        [client.id, `AZ-${client.id}`, month.from, month.to, admin.id, stamp],
      );
      const values = [];
      const params = [];
      for (const date of weekdays) {
        const start = 8 * 60 + Math.floor(next() * 4) * 30;
        const end = start + 180 + Math.floor(next() * 10) * 30;
        const absent = next() < 0.1;
        params.push(client.id, date, hhmm(start), hhmm(Math.min(end, 23 * 60)), absent, client.owner, stamp);
        const n = params.length;
        values.push(
          `($${n - 6}, $${n - 5}, $${n - 4}, $${n - 3}, 'DTA1', 'GUADALUPE_DTA', false, $${n - 2}, $${n - 1}, $${n}, $${n})`,
        );
      }
      const inserted = await db.query(
        `insert into client_attendance (client_id, date, time_in, time_out, service, location, one_on_one, absent, created_by, created_at, updated_at)
         values ${values.join(', ')} returning id, created_by`,
        params,
      );
      records += inserted.rows.length;
      const toSign = inserted.rows.filter(() => next() < 0.85);
      signed += toSign.length;
      if (toSign.length > 0) {
        const sigParams = [];
        const sigValues = toSign.map((row) => {
          sigParams.push(row.id, row.created_by, stamp);
          const n = sigParams.length;
          return `('attendance', $${n - 2}, 'author', $${n - 1}, 'Bench Provider', 'Provider', $${n}, '${'0'.repeat(64)}', 'Bench attestation')`;
        });
        await db.query(
          `insert into record_signatures (record_type, record_id, kind, signer_id, signer_name, signer_title, signed_at, content_hash, attestation)
           values ${sigValues.join(', ')}`,
          sigParams,
        );
      }
    }
    await db.query('analyze');
    return { records, signed };
  } finally {
    await db.end();
  }
}

function measure(url, token) {
  return measureGet(url, token, { runs: RUNS });
}

async function run(databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'daybook-bench-billing-'));
  const migrate = await startServer({ port: PORT, dataDir, databaseUrl, extraEnv: { DEMO_DATA: 'off' } });
  await migrate.stop();
  execFileSync(
    process.execPath,
    [path.join(root, 'apps/server/dist/cli/create-admin.js'), '--email', ADMIN.email, '--name', 'Bench Admin'],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ADMIN_PASSWORD: ADMIN.password },
      stdio: 'ignore',
    },
  );
  const started = performance.now();
  const made = await seed(databaseUrl);
  const seededIn = ((performance.now() - started) / 1000).toFixed(1);
  const server = await startServer({
    port: PORT,
    dataDir,
    databaseUrl,
    extraEnv: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const admin = await signIn(base, ADMIN.email, ADMIN.password);
    const provider = await signIn(base, PROVIDER_EMAIL, ADMIN.password);
    const csv = await measure(`${base}/api/billing/export?from=${month.from}&to=${month.to}&format=csv`, admin);
    const xlsx = await measure(`${base}/api/billing/export?from=${month.from}&to=${month.to}&format=xlsx`, admin);
    const sheet = await measure(`${base}/api/timesheet/?start_date=${month.from}&end_date=${month.to}`, provider);
    console.log(
      `\nPostgreSQL: ${CLIENTS} clients, ${made.records} attendance records in ${month.from}–${month.to} (${made.signed} signed), seeded in ${seededIn} s; ${RUNS} runs after 3 warm-ups`,
    );
    console.log('| request | response KB | server p50 ms | server p95 ms | round trip p50 ms | target |');
    console.log('|---|---|---|---|---|---|');
    for (const [name, r, target] of [
      ['billing export, month, CSV (admin)', csv, '< 1000 ms'],
      ['billing export, month, .xlsx (admin)', xlsx, '< 1000 ms'],
      [`timesheet with units, month, provider of ${OWN} clients`, sheet, '< 100 ms'],
    ]) {
      console.log(
        `| ${name} | ${r.kb} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.trip50.toFixed(1)} | ${target} |`,
      );
    }
  } finally {
    await server.stop();
  }
}

const done = await withPostgresDatabase(run);
if (done === null) console.log('PostgreSQL: not reachable, skipped');
