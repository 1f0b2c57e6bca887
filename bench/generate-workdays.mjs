// Fills a migrated Daybook database with a large organisation for the monitoring-report benchmark:
// EMPLOYEES people (default 500) in 5 departments under 10 managers, each with YEARS (default 2) of
// weekday work days ending yesterday, most with a lunch pause, a few late or forgotten (Missing).
// Deterministic (seeded), so runs are comparable.
//
//   node bench/generate-workdays.mjs --sqlite data/daybook.sqlite
//   node bench/generate-workdays.mjs --postgres postgres://postgres@127.0.0.1:5432/daybook
import { TZDate } from '@date-fns/tz';
import { addDays, format, isWeekend, parseISO } from 'date-fns';

const ZONE = 'America/Phoenix';

/** mulberry32: a small seeded generator, so every run writes the same organisation. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const instant = (date, minutesIntoDay) => {
  const [y, m, d] = date.split('-').map(Number);
  return new TZDate(y, m - 1, d, Math.floor(minutesIntoDay / 60), minutesIntoDay % 60, ZONE).toISOString();
};

/** The rows to write: users, then days with their pauses. */
export function* organisation({
  employees = 500,
  years = 2,
  today = format(new TZDate(new Date(), ZONE), 'yyyy-MM-dd'),
} = {}) {
  const rnd = random(20261122);
  const first = format(addDays(parseISO(today), -Math.round(365.25 * years)), 'yyyy-MM-dd');
  const dates = [];
  for (let d = parseISO(first); format(d, 'yyyy-MM-dd') < today; d = addDays(d, 1)) {
    if (!isWeekend(d)) dates.push(format(d, 'yyyy-MM-dd'));
  }
  for (let i = 0; i < employees; i++) {
    yield { kind: 'user', index: i, manager: i < 10, department: i % 5, rate: 1800 + (i % 17) * 75 };
  }
  for (let i = 0; i < employees; i++) {
    for (const date of dates) {
      if (rnd() < 0.04) continue; // a day off
      const start = 7 * 60 + 45 + Math.floor(rnd() * 30); // 07:45–08:15
      const length = 7 * 60 + Math.floor(rnd() * 120);
      const missing = rnd() < 0.005;
      const lunch = rnd() < 0.85 ? 30 : 0;
      const checkIn = instant(date, start);
      yield {
        kind: 'day',
        user: i,
        date,
        checkIn,
        checkOut: missing ? null : instant(date, start + length),
        worked: missing ? null : length - lunch,
        paused: missing ? 0 : lunch,
        pause: lunch ? { from: instant(date, 12 * 60), to: missing ? null : instant(date, 12 * 60 + lunch) } : null,
      };
    }
  }
}

const DEPARTMENTS = ['Day Program', 'Habilitation', 'Transportation', 'Nursing', 'Community Outings'];

async function generateSqlite(file, options) {
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  const now = new Date().toISOString();
  const ids = [];
  let days = 0;
  db.transaction(() => {
    const dept = db.prepare(
      'insert into departments (name, created_at) values (?, ?) on conflict (name) do update set name = excluded.name returning id',
    );
    const deptIds = DEPARTMENTS.map((name) => dept.get(name, now).id);
    const user = db.prepare(
      `insert into users (email, name, password_hash, role, is_active, status, department_id, manager_id, hourly_rate_cents, created_at, updated_at)
       values (?, ?, 'bench-no-login', ?, 1, 'active', ?, ?, ?, ?, ?) returning id`,
    );
    const day = db.prepare(
      `insert into work_days (user_id, work_date, check_in_at, check_out_at, worked_minutes, paused_minutes, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    );
    const pause = db.prepare(
      `insert into work_day_pauses (work_day_id, paused_at, resumed_at, reason, created_at) values (?, ?, ?, 'Lunch', ?)`,
    );
    for (const row of organisation(options)) {
      if (row.kind === 'user') {
        const manager = row.manager ? null : ids[row.index % 10];
        ids.push(
          user.get(
            `bench-${row.index}@daybook.test`,
            `Bench Employee ${String(row.index).padStart(3, '0')}`,
            row.manager ? 'manager' : 'staff',
            deptIds[row.department],
            manager ?? null,
            row.rate,
            now,
            now,
          ).id,
        );
      } else {
        const id = day.get(
          ids[row.user],
          row.date,
          row.checkIn,
          row.checkOut,
          row.worked,
          row.paused,
          row.checkIn,
          row.checkIn,
        ).id;
        if (row.pause) pause.run(id, row.pause.from, row.pause.to, row.checkIn);
        days++;
      }
    }
  })();
  db.pragma('optimize');
  db.close();
  return { employees: ids.length, days };
}

async function generatePostgres(url, options) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const now = new Date().toISOString();
  const ids = [];
  let days = 0;
  try {
    await client.query('begin');
    const deptIds = [];
    for (const name of DEPARTMENTS) {
      const r = await client.query(
        'insert into departments (name, created_at) values ($1, $2) on conflict (name) do update set name = excluded.name returning id',
        [name, now],
      );
      deptIds.push(r.rows[0].id);
    }
    let batch = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const values = [];
      const params = [];
      for (const row of batch) {
        const base = params.length;
        params.push(
          ids[row.user],
          row.date,
          row.checkIn,
          row.checkOut,
          row.worked,
          row.paused,
          row.checkIn,
          row.checkIn,
        );
        values.push(`(${Array.from({ length: 8 }, (_, k) => `$${base + k + 1}`).join(', ')})`);
      }
      const inserted = await client.query(
        `insert into work_days (user_id, work_date, check_in_at, check_out_at, worked_minutes, paused_minutes, created_at, updated_at)
         values ${values.join(', ')} returning id`,
        params,
      );
      const pv = [];
      const pp = [];
      batch.forEach((row, k) => {
        if (!row.pause) return;
        const base = pp.length;
        pp.push(inserted.rows[k].id, row.pause.from, row.pause.to, row.checkIn);
        pv.push(`($${base + 1}, $${base + 2}, $${base + 3}, 'Lunch', $${base + 4})`);
      });
      if (pv.length) {
        await client.query(
          `insert into work_day_pauses (work_day_id, paused_at, resumed_at, reason, created_at) values ${pv.join(', ')}`,
          pp,
        );
      }
      days += batch.length;
      batch = [];
    };
    for (const row of organisation(options)) {
      if (row.kind === 'user') {
        const manager = row.manager ? null : ids[row.index % 10];
        const r = await client.query(
          `insert into users (email, name, password_hash, role, is_active, status, department_id, manager_id, hourly_rate_cents, created_at, updated_at)
           values ($1, $2, 'bench-no-login', $3, true, 'active', $4, $5, $6, $7, $7) returning id`,
          [
            `bench-${row.index}@daybook.test`,
            `Bench Employee ${String(row.index).padStart(3, '0')}`,
            row.manager ? 'manager' : 'staff',
            deptIds[row.department],
            manager ?? null,
            row.rate,
            now,
          ],
        );
        ids.push(r.rows[0].id);
      } else {
        batch.push(row);
        if (batch.length >= 2000) await flush();
      }
    }
    await flush();
    await client.query('commit');
    await client.query('analyze');
  } finally {
    await client.end();
  }
  return { employees: ids.length, days };
}

/** Writes the organisation into a SQLite file or a PostgreSQL database (both already migrated). */
export async function generate(target, options = {}) {
  return target.sqlite ? generateSqlite(target.sqlite, options) : generatePostgres(target.postgres, options);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [flag, where] = process.argv.slice(2);
  if (!['--sqlite', '--postgres'].includes(flag) || !where) {
    console.error('usage: node bench/generate-workdays.mjs --sqlite FILE | --postgres URL');
    process.exit(2);
  }
  const options = { employees: Number(process.env.EMPLOYEES ?? 500), years: Number(process.env.YEARS ?? 2) };
  const started = performance.now();
  const result = await generate(flag === '--sqlite' ? { sqlite: where } : { postgres: where }, options);
  console.log(
    `${result.employees} employees, ${result.days} work days in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
