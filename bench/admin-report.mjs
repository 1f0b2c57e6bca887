// The monitoring report's server time over a large organisation (docs/performance.md, issue 3): 500 employees
// and two years of work days (bench/generate-workdays.mjs), for a pay period and for a month, on
// SQLite and on PostgreSQL when reachable: the whole range as the existing client asks for it (no
// paging parameters; streamed) and the first page of 10 as the monitoring page asks for it. Server time comes from the Server-Timing header the
// server sets on every response (handler + serialisation); the round trip is reported beside it.
//
//   npm run build && node bench/admin-report.mjs        (BENCH_RUNS=30, EMPLOYEES=500, YEARS=2)
//   BENCH_DATABASE=postgres (or sqlite) runs one database only
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import { endOfMonth, format, subMonths } from 'date-fns';
import { generate } from './generate-workdays.mjs';
import { measureGet, root, startServer, withPostgresDatabase } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PORT = 3220;
const ADMIN = { email: 'bench-admin@daybook.test', password: 'Bench-Admin-2026!' };
const options = { employees: Number(process.env.EMPLOYEES ?? 500), years: Number(process.env.YEARS ?? 2) };

const today = new TZDate(new Date(), 'America/Phoenix');
const ymd = (d) => format(d, 'yyyy-MM-dd');
// the last complete pay period and the last complete month: full of data
const lastPeriod =
  today.getDate() >= 15
    ? {
        from: ymd(new TZDate(today.getFullYear(), today.getMonth(), 1, 'America/Phoenix')),
        to: ymd(new TZDate(today.getFullYear(), today.getMonth(), 14, 'America/Phoenix')),
      }
    : {
        from: ymd(new TZDate(subMonths(today, 1).getFullYear(), subMonths(today, 1).getMonth(), 15, 'America/Phoenix')),
        to: ymd(endOfMonth(subMonths(today, 1))),
      };
const lastMonthStart = subMonths(today, 1);
const lastMonth = {
  from: ymd(new TZDate(lastMonthStart.getFullYear(), lastMonthStart.getMonth(), 1, 'America/Phoenix')),
  to: ymd(endOfMonth(lastMonthStart)),
};

function measure(base, token, range, extra = '') {
  const url = `${base}/api/admin/time-records?start_date=${range.from}&end_date=${range.to}${extra}`;
  return measureGet(url, token, { runs: RUNS, warmup: 5, count: (body) => JSON.parse(body.toString()).total });
}

async function run(label, { databaseUrl, dataDir }) {
  // 1. migrate (and nothing else) by starting the server once
  const first = await startServer({ port: PORT, dataDir, databaseUrl, extraEnv: { DEMO_DATA: 'off' } });
  await first.stop();
  // 2. an admin through the real CLI, then the organisation
  execFileSync(
    process.execPath,
    [path.join(root, 'apps/server/dist/cli/create-admin.js'), '--email', ADMIN.email, '--name', 'Bench Admin'],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl ?? '', DATA_DIR: dataDir ?? '', ADMIN_PASSWORD: ADMIN.password },
      stdio: 'ignore',
    },
  );
  const started = performance.now();
  const made = await generate(
    databaseUrl ? { postgres: databaseUrl } : { sqlite: path.join(dataDir, 'daybook.sqlite') },
    options,
  );
  const generatedIn = ((performance.now() - started) / 1000).toFixed(1);
  // 3. measure
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
    const period = await measure(base, access_token, lastPeriod);
    const month = await measure(base, access_token, lastMonth);
    const periodPage = await measure(base, access_token, lastPeriod, '&page=1&page_size=10');
    const monthPage = await measure(base, access_token, lastMonth, '&page=1&page_size=10');
    console.log(`\n${label}: ${made.employees} employees, ${made.days} work days (generated in ${generatedIn} s)`);
    console.log('(whole ranges are streamed: their Server-Timing ends when the rows start, so read the round trip)');
    console.log('| range | rows in range | response KB | server p50 ms | server p95 ms | round trip p50 ms |');
    console.log('|---|---|---|---|---|---|');
    for (const [name, r, range] of [
      ['pay period, whole', period, lastPeriod],
      ['month, whole', month, lastMonth],
      ['pay period, page 1 of 10', periodPage, lastPeriod],
      ['month, page 1 of 10', monthPage, lastMonth],
    ]) {
      console.log(
        `| ${name} ${range.from}–${range.to} | ${r.items} | ${r.kb} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.trip50.toFixed(1)} |`,
      );
    }
  } finally {
    await server.stop();
  }
}

const only = process.env.BENCH_DATABASE; // "sqlite" or "postgres" to run one
if (only !== 'postgres') await run('SQLite', { dataDir: mkdtempSync(path.join(tmpdir(), 'daybook-bench-report-')) });
if (only !== 'sqlite') {
  const done = await withPostgresDatabase((url) =>
    run('PostgreSQL', { databaseUrl: url, dataDir: mkdtempSync(path.join(tmpdir(), 'daybook-bench-report-')) }),
  );
  if (done === null) console.log('\nPostgreSQL: not reachable, skipped');
}
