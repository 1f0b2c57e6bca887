// Timecards and payroll export over a large organisation (issue 12, "Performance"): 500 employees
// with weekday work days (bench/generate-workdays.mjs), the approvals list GET /api/timecards/ for
// the last complete pay period as an admin sees it (every employee's timecard, computed over the
// workweeks around the period) and GET /api/payroll/export for it as CSV and as .xlsx. Budgets:
// the list under 150 ms and the export under 1 s on PostgreSQL. SQLite is measured too unless
// BENCH_SQLITE=off. Server time comes from the Server-Timing header; the round trip is beside it.
//
//   npm run build && node bench/timecards.mjs        (BENCH_RUNS=20, EMPLOYEES=500, YEARS=0.25)
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import { format, subMonths } from 'date-fns';
import { generate } from './generate-workdays.mjs';
import { measureGet, root, startServer, withPostgresDatabase } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PORT = 3224;
const ADMIN = { email: 'bench-admin@daybook.test', password: 'Bench-Admin-2026!' };
// a quarter of a year covers the period measured and every workweek around it
const options = { employees: Number(process.env.EMPLOYEES ?? 500), years: Number(process.env.YEARS ?? 0.25) };
const BUDGET = { list: 150, export: 1000 };

const today = new TZDate(new Date(), 'America/Phoenix');
const ymd = (d) => format(d, 'yyyy-MM-dd');
// the last complete pay period: full of data
const periodStart =
  today.getDate() >= 15
    ? ymd(new TZDate(today.getFullYear(), today.getMonth(), 1, 'America/Phoenix'))
    : ymd(new TZDate(subMonths(today, 1).getFullYear(), subMonths(today, 1).getMonth(), 15, 'America/Phoenix'));

function measure(url, token, count) {
  return measureGet(url, token, { runs: RUNS, count });
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
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const login = await fetch(`${base}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access_token } = await login.json();
    const list = await measure(
      `${base}/api/timecards/?period_start=${periodStart}`,
      access_token,
      (b) => JSON.parse(b.toString()).length,
    );
    const csv = await measure(
      `${base}/api/payroll/export?period_start=${periodStart}&format=csv`,
      access_token,
      (b) => b.toString().trim().split('\n').length - 2, // header and totals rows
    );
    const xlsx = await measure(
      `${base}/api/payroll/export?period_start=${periodStart}&format=xlsx`,
      access_token,
      () => made.employees,
    );
    console.log(`\n${label}: ${made.employees} employees, ${made.days} work days; pay period from ${periodStart}`);
    console.log(
      '| call | items | response KB | server p50 ms | server p95 ms | round trip p50 ms | round trip p95 ms | budget |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [name, r, budget] of [
      ['GET /api/timecards/ (admin, every timecard)', list, BUDGET.list],
      ['GET /api/payroll/export csv', csv, BUDGET.export],
      ['GET /api/payroll/export xlsx', xlsx, BUDGET.export],
    ]) {
      const verdict = r.trip95 < budget ? `< ${budget} ms: met` : `< ${budget} ms: MISSED`;
      console.log(
        `| ${name} | ${r.items} | ${r.kb} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.trip50.toFixed(1)} | ${r.trip95.toFixed(1)} | ${verdict} |`,
      );
    }
  } finally {
    await server.stop();
  }
}

const done = await withPostgresDatabase((url) =>
  run('PostgreSQL', { databaseUrl: url, dataDir: mkdtempSync(path.join(tmpdir(), 'daybook-bench-timecards-')) }),
);
if (done === null) console.log('\nPostgreSQL: not reachable, skipped');
if (process.env.BENCH_SQLITE !== 'off') {
  await run('SQLite', { dataDir: mkdtempSync(path.join(tmpdir(), 'daybook-bench-timecards-')) });
}
