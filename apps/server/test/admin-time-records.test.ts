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
