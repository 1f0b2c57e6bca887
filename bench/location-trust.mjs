// The location exception queue and the EVV visit list (issue 13, docs/evv.md) on PostgreSQL:
// 500 staff in 20 teams of 25, each with a work day and one member visit on every weekday of last
// month; one work day in ten carries an open location exception (one in thirty a resolved one).
// Target: the queue and the visit list under 100 ms. Server time comes from the Server-Timing
// header (handler + serialisation); the round trip is reported beside it.
//
//   npm run build && node bench/location-trust.mjs        (BENCH_RUNS=20, STAFF=500, TEAM=25)
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { measureGet, root, signIn, startServer, withPostgresDatabase } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const STAFF = Number(process.env.STAFF ?? 500);
const TEAM = Number(process.env.TEAM ?? 25);
const PORT = 3241;
const ADMIN = { email: 'bench-admin@daybook.test', password: 'Bench-Admin-2026!' };
const MANAGER_EMAIL = 'bench-manager-0@daybook.test';

const now = new Date();
const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
const ymd = (d) => d.toISOString().slice(0, 10);
const month = { from: ymd(first), to: ymd(last) };
const weekdays = [];
for (let d = new Date(first); d <= last; d.setUTCDate(d.getUTCDate() + 1)) {
  if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) weekdays.push(ymd(d));
}

/** Inserts rows in chunks with one multi-row statement each; returns the ids. */
async function insertMany(db, table, columns, rows, returning = 'id') {
  const ids = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const params = [];
    const values = chunk.map((row) => {
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    const result = await db.query(
      `insert into ${table} (${columns.join(', ')}) values ${values.join(', ')} returning ${returning}`,
      params,
    );
    ids.push(...result.rows.map((r) => r[returning]));
  }
  return ids;
}

async function seed(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const stamp = new Date().toISOString();
    const admin = (await db.query('select id, password_hash from users where email = $1', [ADMIN.email])).rows[0];
    const managers = await insertMany(
      db,
      'users',
      ['email', 'name', 'password_hash', 'role', 'created_at', 'updated_at'],
      Array.from({ length: Math.ceil(STAFF / TEAM) }, (_, i) => [
        `bench-manager-${i}@daybook.test`,
        `Manager ${i}`,
        admin.password_hash,
        'manager',
        stamp,
        stamp,
      ]),
    );
    const staff = await insertMany(
      db,
      'users',
      ['email', 'name', 'password_hash', 'role', 'manager_id', 'provider_id', 'created_at', 'updated_at'],
      Array.from({ length: STAFF }, (_, i) => [
        `bench-staff-${i}@daybook.test`,
        `Staff ${String(i).padStart(3, '0')}`,
        admin.password_hash,
        'staff',
        managers[Math.floor(i / TEAM)],
        `P-${i}`,
        stamp,
        stamp,
      ]),
    );
    const location = (await db.query(`select id from locations where code = 'GUADALUPE_DTA'`)).rows[0].id;
    const members = await insertMany(
      db,
      'members',
      ['name', 'assigned_user_id', 'member_id', 'latitude', 'longitude', 'service_codes', 'created_at', 'updated_at'],
      staff.map((id, i) => [`Member ${i}`, id, `A${10_000_000 + i}`, 33.41, -111.92, '["DTT"]', stamp, stamp]),
    );
    const dayRows = [];
    const visitRows = [];
    for (const [i, userId] of staff.entries()) {
      for (const date of weekdays) {
        const inAt = new Date(`${date}T15:00:00Z`).toISOString();
        const outAt = new Date(`${date}T23:00:00Z`).toISOString();
        dayRows.push([userId, date, inAt, outAt, 33.3703, -111.9633, 10, 480, 28_800, stamp, stamp]);
        const vIn = new Date(`${date}T17:00:00Z`).toISOString();
        const vOut = new Date(`${date}T19:00:00Z`).toISOString();
        visitRows.push([members[i], userId, 'DTT', date, vIn, vOut, 33.41, -111.92, 8, 33.41, -111.92, 8, 120]);
      }
    }
    const days = await insertMany(
      db,
      'work_days',
      [
        'user_id',
        'work_date',
        'check_in_at',
        'check_out_at',
        'check_in_latitude',
        'check_in_longitude',
        'check_in_accuracy',
        'worked_minutes',
        'worked_seconds',
        'created_at',
        'updated_at',
      ],
      dayRows,
    );
    await insertMany(
      db,
      'member_visits',
      [
        'member_id',
        'provider_id',
        'service',
        'visit_date',
        'check_in_at',
        'check_out_at',
        'check_in_latitude',
        'check_in_longitude',
        'check_in_accuracy',
        'check_out_latitude',
        'check_out_longitude',
        'check_out_accuracy',
        'worked_minutes',
      ].concat(['created_at', 'updated_at', 'verification_status', 'verification_reasons']),
      visitRows.map((row) => [...row, stamp, stamp, 'verified', '[]']),
    );
    const exceptionRows = [];
    days.forEach((dayId, k) => {
      const [userId, , inAt] = dayRows[k];
      if (k % 10 === 0 || k % 30 === 1) {
        const open = k % 10 === 0;
        exceptionRows.push([
          'outside',
          'check_in',
          dayId,
          userId,
          inAt,
          33.38,
          -111.95,
          12,
          1400,
          location,
          open ? 'open' : 'accepted',
          stamp,
        ]);
      }
    });
    await insertMany(
      db,
      'location_exceptions',
      [
        'kind',
        'action',
        'work_day_id',
        'user_id',
        'occurred_at',
        'latitude',
        'longitude',
        'accuracy',
        'distance_m',
        'location_id',
        'status',
        'created_at',
      ],
      exceptionRows,
    );
    await db.query('analyze');
    return { days: days.length, visits: visitRows.length, exceptions: exceptionRows.length };
  } finally {
    await db.end();
  }
}

function measure(url, token) {
  const count = (body) => {
    const text = body.toString();
    return text.startsWith('[') ? JSON.parse(text).length : text.split('\r\n').length - 2;
  };
  return measureGet(url, token, { runs: RUNS, count });
}

async function run(databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'daybook-bench-location-'));
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
    const manager = await signIn(base, MANAGER_EMAIL, ADMIN.password);
    const range = `from=${month.from}&to=${month.to}`;
    const results = [
      [
        `exception queue, open, manager of ${TEAM}`,
        await measure(`${base}/api/location-exceptions/?status=open`, manager),
        '< 100 ms',
      ],
      [
        'exception queue, open, admin (all)',
        await measure(`${base}/api/location-exceptions/?status=open`, admin),
        '< 100 ms',
      ],
      [`EVV visits, month, manager of ${TEAM}`, await measure(`${base}/api/evv/visits/?${range}`, manager), '< 100 ms'],
      ['EVV visits, month, admin (all)', await measure(`${base}/api/evv/visits/?${range}`, admin), '< 100 ms'],
      [
        'EVV visits, month, admin, one page of 100',
        await measure(`${base}/api/evv/visits/?${range}&page=50&page_size=100`, admin),
        '< 100 ms',
      ],
      ['EVV export, month, CSV (admin)', await measure(`${base}/api/evv/visits/export?${range}`, admin), 'reported'],
    ];
    console.log(
      `\nPostgreSQL: ${STAFF} staff in teams of ${TEAM}, ${made.days} work days and ${made.visits} member visits in ${month.from}–${month.to}, ${made.exceptions} location exceptions; seeded in ${seededIn} s; ${RUNS} runs after 3 warm-ups`,
    );
    console.log('| request | rows | response KB | server p50 ms | server p95 ms | round trip p50 ms | target |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [name, r, target] of results) {
      console.log(
        `| ${name} | ${r.items} | ${r.kb} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.trip50.toFixed(1)} | ${target} |`,
      );
    }
  } finally {
    await server.stop();
  }
  return true;
}

const done = await withPostgresDatabase(run);
if (done === null) console.log('PostgreSQL: not reachable, skipped');
