import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, dialects, login, type Session, type TestApp } from './helper.js';

const PHX = (date: string, time: string) => new Date(`${date}T${time}-07:00`).toISOString();

describe.each(dialects())('the monitoring report on %s', (dialect) => {
  let t: TestApp;
  let admin: { email: string };
  let manager: { id: number; email: string };
  let ana: { id: number; email: string };
  let ben: { id: number; email: string };
  let carla: { id: number; email: string };

  /** Writes a work day directly, as the check-in/out routes would have stored it. */
  async function day(userId: number, date: string, from: string, to: string | null, worked: number | null) {
    await t.db
      .insertInto('work_days')
      .values({
        user_id: userId,
        work_date: date,
        check_in_at: PHX(date, from),
        check_out_at: to ? PHX(date, to) : null,
        worked_minutes: worked,
        created_at: PHX(date, from),
        updated_at: PHX(date, from),
      })
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const admin_ = await createUser(t, { role: 'admin', name: 'Alex Admin' });
    admin = admin_;
    const dept = await t.db
      .insertInto('departments')
      .values({ name: 'Day Program', created_at: PHX('2026-01-01', '00:00:00') })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('departments')
      .values({ name: 'Administration', created_at: PHX('2026-01-01', '00:00:00') })
      .execute();
    manager = await createUser(t, { role: 'manager', name: 'Maria Manager' });
    ana = await createUser(t, {
      name: 'Ana Reyes',
      email: 'ana.r@daybook.test',
      manager_id: manager.id,
      department_id: dept.id,
    });
    ben = await createUser(t, {
      name: 'Ben Carter',
      email: 'ben.c@daybook.test',
      manager_id: manager.id,
      target_minutes: 40 * 60,
    });
    carla = await createUser(t, { name: 'Carla Nguyen', email: 'carla.n@daybook.test', scheduled_start: '09:00' });
    // the clock: Friday 20 November 2026, 10:00 in Phoenix
    t.clock.set(PHX('2026-11-20', '10:00:00'));
    await day(ana.id, '2026-11-13', '08:00:00', '16:00:00', 480); // previous pay period
    await day(ana.id, '2026-11-16', '08:00:00', '16:30:00', 510);
    await day(ana.id, '2026-11-18', '08:10:00', null, null); // forgotten: Missing
    await day(ana.id, '2026-11-20', '08:06:00', null, null); // late, working now
    await day(ben.id, '2026-11-16', '07:55:00', '12:00:00', 245);
    await day(ben.id, '2026-11-20', '08:00:00', '09:30:00', 90);
    await day(carla.id, '2026-11-20', '08:30:00', null, null); // before her 09:00 start
  });
  afterAll(async () => t.close());

  const report = (s: Session, query: string) => call(t, 'GET', `/api/admin/time-records${query}`, { session: s });

  it('shows an admin everyone’s days in the range, with server-computed status, lateness and period hours', async () => {
    const s = await login(t, admin.email);
    const response = await report(s, '?start_date=2026-11-15&end_date=2026-11-20');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.start_date).toBe('2026-11-15');
    expect(body.departments).toEqual(['Administration', 'Day Program']);
    const rows = body.records.map((r: Record<string, unknown>) => [
      r.date,
      (r.employee as { name: string }).name,
      r.check_in,
      r.check_out,
      r.hours_worked,
      r.status,
      r.late,
      r.biweekly_hours,
      r.target_hours,
    ]);
    expect(rows).toEqual([
      ['11/20/2026', 'Ana Reyes', '08:06 AM', null, 0, 'In Progress', true, 8.5, 80],
      ['11/20/2026', 'Ben Carter', '08:00 AM', '09:30 AM', 1.5, 'Completed', false, 5.58, 40],
      ['11/20/2026', 'Carla Nguyen', '08:30 AM', null, 0, 'In Progress', false, 0, 80],
      ['11/18/2026', 'Ana Reyes', '08:10 AM', null, 0, 'Missing', true, 8.5, 80],
      ['11/16/2026', 'Ana Reyes', '08:00 AM', '04:30 PM', 8.5, 'Completed', false, 8.5, 80],
      ['11/16/2026', 'Ben Carter', '07:55 AM', '12:00 PM', 4.08, 'Completed', false, 5.58, 40],
    ]);
    expect(body.records[0].employee).toEqual({
      id: ana.id,
      name: 'Ana Reyes',
      email: 'ana.r@daybook.test',
      department: 'Day Program',
    });
    expect(body.records[0].check_in_at).toBe('2026-11-20T15:06:00.000Z');
    // five active people; Ana and Carla working now; Ana late today; (510 + 245 + 90) / 2 people
    expect(body.summary).toEqual({ totalEmployees: 5, currentlyWorking: 2, lateArrivals: 1, avgHours: 7.04 });
  });

  it('counts a running shift so far, less its pauses, and nothing for a forgotten or a finished one', async () => {
    // Carla has paused 09:10–09:25 and is paused again since 09:50, 45 s ago
    const carlaToday = await t.db
      .selectFrom('work_days')
      .select('id')
      .where('user_id', '=', carla.id)
      .where('work_date', '=', '2026-11-20')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('work_day_pauses')
      .values([
        {
          work_day_id: carlaToday.id,
          paused_at: PHX('2026-11-20', '09:10:00'),
          resumed_at: PHX('2026-11-20', '09:25:00'),
          reason: 'Break',
          created_at: PHX('2026-11-20', '09:10:00'),
        },
        {
          work_day_id: carlaToday.id,
          paused_at: PHX('2026-11-20', '09:50:00'),
          resumed_at: null,
          reason: 'Lunch',
          created_at: PHX('2026-11-20', '09:50:00'),
        },
      ])
      .execute();
    t.clock.set(PHX('2026-11-20', '09:50:45'));
    try {
      const s = await login(t, admin.email);
      const body = (await report(s, '?start_date=2026-11-18&end_date=2026-11-20')).json();
      const running = Object.fromEntries(
        body.records.map(
          (r: { employee: { name: string }; work_date: string; running_seconds: unknown; worked_seconds: number }) => [
            `${r.employee.name} ${r.work_date}`,
            [r.running_seconds, r.worked_seconds],
          ],
        ),
      );
      expect(running).toEqual({
        // 08:06 to 09:50:45, never paused: 1 h 44 min 45 s
        'Ana Reyes 2026-11-20': [6285, 0],
        'Ben Carter 2026-11-20': [null, 5400],
        // 08:30 to 09:50:45 less 15 min and the 45 s of the open pause: 65 min
        'Carla Nguyen 2026-11-20': [3900, 0],
        'Ana Reyes 2026-11-18': [null, 0],
      });
    } finally {
      await t.db.deleteFrom('work_day_pauses').where('work_day_id', '=', carlaToday.id).execute();
      t.clock.set(PHX('2026-11-20', '10:00:00'));
    }
  });

  it('counts whole pay periods for the period hours even when the range cuts one', async () => {
    const s = await login(t, admin.email);
    const body = (await report(s, '?start_date=2026-11-13&end_date=2026-11-16')).json();
    const anas = body.records.filter((r: { employee: { id: number } }) => r.employee.id === ana.id);
    expect(anas.map((r: { date: string; biweekly_hours: number }) => [r.date, r.biweekly_hours])).toEqual([
      ['11/16/2026', 8.5],
      ['11/13/2026', 8],
    ]);
  });

  it('defaults to today, accepts MM/DD/YYYY, and filters by department and search', async () => {
    const s = await login(t, admin.email);
    const today = (await report(s, '')).json();
    expect(today.start_date).toBe('2026-11-20');
    expect(today.records).toHaveLength(3);
    const us = (await report(s, '?start_date=11/16/2026&end_date=11/16/2026')).json();
    expect(us.records).toHaveLength(2);
    const dept = (await report(s, '?start_date=2026-11-15&end_date=2026-11-20&department=Day%20Program')).json();
    expect(new Set(dept.records.map((r: { employee: { name: string } }) => r.employee.name))).toEqual(
      new Set(['Ana Reyes']),
    );
    expect(dept.summary.totalEmployees).toBe(1);
    const search = (await report(s, '?start_date=2026-11-15&end_date=2026-11-20&search=CARLA.N@')).json();
    expect(search.records.map((r: { employee: { name: string } }) => r.employee.name)).toEqual(['Carla Nguyen']);
  });

  it('shows a manager only the people who report to them', async () => {
    const s = await login(t, manager.email);
    const body = (await report(s, '?start_date=2026-11-15&end_date=2026-11-20')).json();
    expect(new Set(body.records.map((r: { employee: { name: string } }) => r.employee.name))).toEqual(
      new Set(['Ana Reyes', 'Ben Carter']),
    );
    expect(body.summary).toMatchObject({ totalEmployees: 2, currentlyWorking: 1, lateArrivals: 1 });
    const lonely = await createUser(t, { role: 'manager' });
    const empty = (await report(await login(t, lonely.email), '?start_date=2026-11-15&end_date=2026-11-20')).json();
    expect(empty.records).toEqual([]);
    expect(empty.summary).toEqual({ totalEmployees: 0, currentlyWorking: 0, lateArrivals: 0, avgHours: 0 });
  });

  it('refuses staff with 403 and anonymous callers with 401', async () => {
    const s = await login(t, carla.email);
    const staff = await report(s, '?start_date=2026-11-15&end_date=2026-11-20');
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toMatchObject({ detail: MSG.forbidden });
    expect((await call(t, 'GET', '/api/admin/time-records')).statusCode).toBe(401);
  });

  it('refuses bad ranges with a field message and ignores unknown query keys', async () => {
    const s = await login(t, admin.email);
    for (const [query, field] of [
      ['?start_date=2026-13-01', 'start_date'],
      ['?end_date=yesterday', 'end_date'],
      ['?start_date=2026-11-20&end_date=2026-11-01', 'end_date'],
      ['?start_date=2024-01-01&end_date=2026-11-20', 'end_date'],
      [`?start_date=${'9'.repeat(11)}`, 'start_date'],
    ] as const) {
      const response = await report(s, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()[field], query).toEqual([expect.any(String)]);
    }
    expect((await report(s, '?start_date=2026-11-20&_=12345')).statusCode).toBe(200);
    expect((await report(s, '?start_date=a&start_date=b')).statusCode).toBe(400);
  });
});

describe.each(dialects())('the monitoring report in pages, on %s', (dialect) => {
  let t: TestApp;
  let session: Session;
  let dayProgram: number;
  const people: { id: number; name: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const admin = await createUser(t, { role: 'admin', name: 'Zed Admin' });
    dayProgram = (
      await t.db
        .insertInto('departments')
        .values({ name: 'Day Program', created_at: PHX('2026-01-01', '00:00:00') })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    for (let i = 1; i <= 12; i++) {
      const name = `Paging Person ${String(i).padStart(2, '0')}`;
      const user = await createUser(t, {
        name,
        email: `paging.${i}@daybook.test`,
        department_id: i % 2 === 1 ? dayProgram : null,
      });
      people.push({ id: user.id, name });
    }
    // the clock: Friday 20 November 2026, 10:00 in Phoenix; pay period 11/15–11/30
    t.clock.set(PHX('2026-11-20', '10:00:00'));
    const rows = [];
    for (const [p, person] of people.entries()) {
      // 11/12–11/13 (previous pay period) and 11/16–11/19: 6 closed days of 8 h each, 12 people = 72 rows
      for (const date of ['2026-11-12', '2026-11-13', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']) {
        rows.push({
          user_id: person.id,
          work_date: date,
          check_in_at: PHX(date, '08:00:00'),
          check_out_at: PHX(date, p < 6 ? '16:00:00' : '12:00:00'),
          worked_minutes: p < 6 ? 480 : 240,
          created_at: PHX(date, '08:00:00'),
          updated_at: PHX(date, '16:00:00'),
        });
      }
    }
    await t.db.insertInto('work_days').values(rows).execute();
    session = await login(t, admin.email);
  });
  afterAll(async () => t.close());

  const get = (query: string) => call(t, 'GET', `/api/admin/time-records${query}`, { session });
  const range = 'start_date=2026-11-01&end_date=2026-11-20';
  const key = (r: { work_date: string; employee: { name: string } }) => `${r.work_date} ${r.employee.name}`;

  it('answers one page with the total, the pages together are the whole range in the same order', async () => {
    const whole = await get(`?${range}`);
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^application\/json/);
    const all = whole.json();
    expect(all.records).toHaveLength(72);
    expect(all).toMatchObject({ total: 72, page: 1, page_size: 72 });
    expect(all.records.slice(0, 2).map(key)).toEqual(['2026-11-19 Paging Person 01', '2026-11-19 Paging Person 02']);

    const pages = [];
    for (let page = 1; page <= 8; page++) {
      const response = await get(`?${range}&page=${page}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        total: 72,
        page,
        page_size: 10,
        summary: all.summary,
        departments: ['Day Program'],
      });
      expect(body.records).toHaveLength(page < 8 ? 10 : 2);
      pages.push(...body.records);
    }
    expect(pages.map(key)).toEqual(all.records.map(key));
    expect(pages).toEqual(all.records);

    // past the last page: no rows, still the total
    const after = (await get(`?${range}&page=9`)).json();
    expect(after).toMatchObject({ records: [], total: 72, page: 9 });
    // other page sizes cut at the same places
    const big = (await get(`?${range}&page=2&page_size=25`)).json();
    expect(big.records.map(key)).toEqual(all.records.slice(25, 50).map(key));
    const one = (await get(`?${range}&page_size=1000`)).json();
    expect(one.records.map(key)).toEqual(all.records.map(key));
    const sized = (await get(`?${range}&page_size=7`)).json();
    expect(sized).toMatchObject({ page: 1, page_size: 7 });
    expect(sized.records.map(key)).toEqual(all.records.slice(0, 7).map(key));
  });

  it('filters and searches on the server before paging, with the totals and summary of the selection', async () => {
    const dept = (await get(`?${range}&department=Day%20Program&page=2&page_size=10`)).json();
    expect(dept.total).toBe(36);
    expect(dept.summary.totalEmployees).toBe(6);
    expect(dept.records).toHaveLength(10);
    expect(
      dept.records.every((r: { employee: { department: string } }) => r.employee.department === 'Day Program'),
    ).toBe(true);
    const whole = (await get(`?${range}&department=Day%20Program`)).json();
    expect(dept.records.map(key)).toEqual(whole.records.slice(10, 20).map(key));

    const search = (await get(`?${range}&search=PAGING.1&page=1`)).json();
    // paging.1, paging.10, paging.11, paging.12 by email
    expect(search.total).toBe(24);
    expect(search.summary.totalEmployees).toBe(4);
    expect(new Set(search.records.map((r: { employee: { name: string } }) => r.employee.name))).toEqual(
      new Set(['Paging Person 01', 'Paging Person 10', 'Paging Person 11', 'Paging Person 12']),
    );
    const none = (await get(`?${range}&search=nobody&page=1`)).json();
    expect(none).toMatchObject({ records: [], total: 0, summary: { totalEmployees: 0, avgHours: 0 } });
  });

  it('computes Avg Hours This Period over the current pay period, whatever the date range', async () => {
    // current period 11/15–11/30: 6 people × 4 × 8 h and 6 × 4 × 4 h over 12 people = 24 h each on average
    for (const query of ['', '?start_date=2026-11-12&end_date=2026-11-13', `?${range}&page=3`]) {
      const body = (await get(query)).json();
      expect(body.summary.avgHours, query).toBe(24);
      expect(body.pay_period, query).toEqual({ start_date: '2026-11-15', end_date: '2026-11-30' });
    }
    // the department filter still selects the people: odd-numbered, three of each kind
    expect((await get('?department=Day%20Program')).json().summary.avgHours).toBe(24);
    expect((await get('?search=Paging%20Person%2002')).json().summary.avgHours).toBe(32);
    // the rows' period hours are still their own period's
    const older = (await get('?start_date=2026-11-13&end_date=2026-11-13&search=Paging%20Person%2001')).json();
    expect(older.records.map((r: { biweekly_hours: number }) => r.biweekly_hours)).toEqual([16]);
  });

  it('streams a whole range of more rows than one batch, in order, the same rows as its pages', async () => {
    // 12 people × 110 weekdays of 2025 = 1,320 rows: more than one streamed batch of about 1,000
    const rows = [];
    for (let day = 0; day < 160; day++) {
      const date = new Date(Date.UTC(2025, 2, 1 + day));
      if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
      const iso = date.toISOString().slice(0, 10);
      for (const person of people) {
        rows.push({
          user_id: person.id,
          work_date: iso,
          check_in_at: PHX(iso, '08:00:00'),
          check_out_at: PHX(iso, '15:00:00'),
          worked_minutes: 420,
          created_at: PHX(iso, '08:00:00'),
          updated_at: PHX(iso, '15:00:00'),
        });
      }
    }
    for (let i = 0; i < rows.length; i += 500)
      await t.db
        .insertInto('work_days')
        .values(rows.slice(i, i + 500))
        .execute();
    const spring = 'start_date=2025-03-01&end_date=2025-08-31';
    const whole = (await get(`?${spring}`)).json();
    expect(whole.total).toBe(rows.length);
    expect(whole.records).toHaveLength(rows.length);
    const first = (await get(`?${spring}&page=1&page_size=1000`)).json();
    const second = (await get(`?${spring}&page=2&page_size=1000`)).json();
    expect([...first.records, ...second.records]).toEqual(whole.records);
    const dates = whole.records.map((r: { work_date: string }) => r.work_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses bad paging and over-long ranges with a 400 and a code, and answers 366 days', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=1.5',
      'page=0x10',
      'page=%201',
      'page=abc',
      'page_size=0',
      'page_size=1001',
      'page=1&page=2',
    ]) {
      const response = await get(`?${range}&${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'validation_failed' });
    }
    const tooLong = await get('?start_date=2025-11-19&end_date=2026-11-20&page=1');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'range_too_long', end_date: [MSG.rangeTooLong] });
    const tooLongUnpaged = await get('?start_date=2025-11-19&end_date=2026-11-20');
    expect(tooLongUnpaged.json()).toMatchObject({ code: 'range_too_long' });
    const longest = await get('?start_date=2025-11-20&end_date=2026-11-20');
    expect(longest.statusCode).toBe(200);
    expect(longest.json()).toMatchObject({ total: 72, start_date: '2025-11-20', end_date: '2026-11-20' });
  });
});
