import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, dialects, login, type TestApp } from './helper.js';

const PHX = (date: string, time: string) => new Date(`${date}T${time}-07:00`).toISOString();

/**
 * The monitoring report's Currently Working and Late Arrivals Today read today's days and only the
 * open ones of yesterday (docs/performance.md, "2026-11-27: the monitoring report on PostgreSQL"):
 * an overnight shift still open counts as working, a finished or forgotten day of yesterday counts
 * for nothing, even when it began late.
 */
describe.each(dialects())('the monitoring summary around midnight on %s', (dialect) => {
  let t: TestApp;
  let admin: { email: string };

  async function day(userId: number, date: string, from: string, to: { date: string; time: string } | null) {
    await t.db
      .insertInto('work_days')
      .values({
        user_id: userId,
        work_date: date,
        check_in_at: PHX(date, from),
        check_out_at: to ? PHX(to.date, to.time) : null,
        worked_minutes: to
          ? Math.round((Date.parse(PHX(to.date, to.time)) - Date.parse(PHX(date, from))) / 60_000)
          : null,
        created_at: PHX(date, from),
        updated_at: PHX(date, from),
      })
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createUser(t, { role: 'admin', name: 'Alex Admin' });
    const night = await createUser(t, { name: 'Nina Night', scheduled_start: '22:00' });
    const finished = await createUser(t, { name: 'Fred Finished' });
    const forgotten = await createUser(t, { name: 'Fiona Forgot' });
    const early = await createUser(t, { name: 'Eli Early', scheduled_start: '05:00' });
    // the clock: Friday 20 November 2026, 06:00 in Phoenix
    t.clock.set(PHX('2026-11-20', '06:00:00'));
    await day(night.id, '2026-11-19', '22:30:00', null); // overnight, late, still open: working now
    await day(finished.id, '2026-11-19', '09:30:00', { date: '2026-11-19', time: '17:00:00' }); // late yesterday, done
    await day(forgotten.id, '2026-11-19', '08:00:00', null); // open 22 h: Missing, not working
    await day(early.id, '2026-11-20', '05:45:00', null); // today, late, working now
  });
  afterAll(async () => t.close());

  it('counts yesterday’s open overnight shift as working and no finished or forgotten day of yesterday', async () => {
    const s = await login(t, admin.email);
    const response = await call(t, 'GET', '/api/admin/time-records?start_date=2026-11-19&end_date=2026-11-20', {
      session: s,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(
      body.records.map((r: { employee: { name: string }; status: string; late: boolean }) => [
        r.employee.name,
        r.status,
        r.late,
      ]),
    ).toEqual([
      ['Eli Early', 'In Progress', true],
      ['Fiona Forgot', 'Missing', false],
      ['Fred Finished', 'Completed', true],
      ['Nina Night', 'In Progress', true],
    ]);
    // Nina (overnight) and Eli working; of today's arrivals only Eli is late
    expect(body.summary).toMatchObject({ currentlyWorking: 2, lateArrivals: 1 });
  });
});
