import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.js';
import {
  auditRowsFor,
  call,
  createTestApp,
  createUser,
  dialects,
  login,
  loginAt,
  phoenixTime,
  type Session,
  type TestApp,
} from './helper.js';

describe.each(dialects())('the work day on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  /** Moves the clock and signs the user in again (sessions expire as the clock moves on). */
  const at = (instant: Date, email: string) => loginAt(t, instant, email);
  const post = (s: Session, path: string, payload: unknown = {}) =>
    call(t, 'POST', `/api/attendance/${path}/`, { session: s, payload });
  const get = (s: Session, path: string) => call(t, 'GET', `/api/attendance/${path}`, { session: s });

  it('shows an empty day before check-in, with the server’s clock', async () => {
    const user = await createUser(t);
    const s = await at(phoenixTime('2026-11-20', '07:30:00'), user.email);
    const response = await get(s, 'today/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: null,
      date: '11/20/2026',
      work_date: '2026-11-20',
      day: 'Friday',
      check_in: null,
      check_out: null,
      hours_worked: 0,
      status: null,
      paused: false,
      now: '2026-11-20T14:30:00.000Z',
    });
  });

  it('checks in, storing the location, and refuses a second check-in while the shift is open, with error and detail', async () => {
    const user = await createUser(t);
    const s = await at(phoenixTime('2026-11-20', '08:00:00'), user.email);
    const first = await post(s, 'checkin', { latitude: 33.3703, longitude: -111.9633, accuracy: 15 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      date: '11/20/2026',
      check_in: '08:00 AM',
      check_out: null,
      check_in_at: '2026-11-20T15:00:00.000Z',
      hours_worked: 0,
      status: 'In Progress',
      late: false,
    });
    const row = await t.db.selectFrom('work_days').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect([row.check_in_latitude, row.check_in_longitude, row.check_in_accuracy]).toEqual([33.3703, -111.9633, 15]);

    for (const path of ['/api/attendance/checkin/', '/api/attendance/checkin']) {
      const again = await call(t, 'POST', path, { session: s, payload: {} });
      expect(again.statusCode).toBe(409);
      // one open shift at a time (split shifts, docs/decisions/0027-split-shifts.md)
      expect(again.json()).toMatchObject({ error: MSG.stillCheckedIn, detail: MSG.stillCheckedIn });
    }
    const audit = await auditRowsFor(t, 'work_day', row.id);
    expect(audit.map((a) => a.action)).toEqual(['check_in']);
    expect(audit[0]?.actor_id).toBe(user.id);
  });

  it('records null coordinates when the browser gives no location, and refuses half a location', async () => {
    const user = await createUser(t);
    const s = await at(phoenixTime('2026-11-20', '08:00:00'), user.email);
    const half = await post(s, 'checkin', { latitude: 33.37 });
    expect(half.statusCode).toBe(400);
    expect(half.json().longitude).toEqual([MSG.locationIncomplete]);
    expect(await post(s, 'checkin', { latitude: null, longitude: null })).toHaveProperty('statusCode', 201);
    const row = await t.db.selectFrom('work_days').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect([row.check_in_latitude, row.check_in_longitude, row.check_in_accuracy]).toEqual([null, null, null]);
  });

  it('computes hours as check-out minus check-in minus paused time, with the server’s pause rows', async () => {
    const user = await createUser(t);
    let s = await at(phoenixTime('2026-11-20', '08:00:00'), user.email);
    expect((await post(s, 'checkin')).statusCode).toBe(201);

    s = await at(phoenixTime('2026-11-20', '12:00:00'), user.email);
    const paused = await post(s, 'pause', {
      reason: 'Lunch',
      pause_time: '2026-11-20T10:00:00Z',
      user: 999,
      user_name: 'Someone Else',
      latitude: 33.37,
      longitude: -111.96,
    });
    expect(paused.statusCode, paused.body).toBe(201);
    expect(paused.json()).toEqual({
      paused: true,
      paused_at: '2026-11-20T19:00:00.000Z',
      reason: 'Lunch',
      paused_minutes: 0,
      location_check: expect.objectContaining({ status: expect.any(String) }), // issue 13: how the location was judged
    });
    expect((await get(s, 'resume/')).json()).toMatchObject({ paused: true, reason: 'Lunch' });
    expect((await get(s, 'today/')).json()).toMatchObject({ paused: true, pause_reason: 'Lunch' });

    s = await at(phoenixTime('2026-11-20', '12:30:00'), user.email);
    // time_record claims 300 minutes; the server counts its own 30
    const resumed = await post(s, 'resume', { time_record: 300, pause_reason: 'Lunch', resume_time: 'x', user: 999 });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toEqual({
      paused: false,
      paused_at: null,
      reason: null,
      paused_minutes: 30,
      location_check: expect.any(Object),
    });

    s = await at(phoenixTime('2026-11-20', '16:00:00'), user.email);
    const out = await post(s, 'checkout', { latitude: 33.4, longitude: -111.9, accuracy: 8 });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({
      check_in: '08:00 AM',
      check_out: '04:00 PM',
      hours_worked: 7.5,
      worked_minutes: 450,
      paused_minutes: 30,
      status: 'Completed',
      paused: false,
    });

    const again = await post(s, 'checkout');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: MSG.alreadyCheckedOut, detail: MSG.alreadyCheckedOut });
    expect((await post(s, 'pause', { reason: 'x' })).json().error).toBe(MSG.pauseNotCheckedIn);

    const day = await t.db.selectFrom('work_days').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const audit = await auditRowsFor(t, 'work_day', day.id);
    expect(audit.map((a) => a.action)).toEqual(['check_in', 'pause', 'resume', 'check_out']);
    const pauses = await t.db.selectFrom('work_day_pauses').selectAll().where('work_day_id', '=', day.id).execute();
    expect(pauses).toHaveLength(1);
    expect([pauses[0]?.pause_latitude, pauses[0]?.resume_latitude]).toEqual([33.37, null]);
  });

  it('closes a pause still open at check-out at the check-out instant', async () => {
    const user = await createUser(t);
    let s = await at(phoenixTime('2026-11-20', '09:00:00'), user.email);
    await post(s, 'checkin');
    s = await at(phoenixTime('2026-11-20', '16:00:00'), user.email);
    await post(s, 'pause', { reason: 'Done for the day' });
    s = await at(phoenixTime('2026-11-20', '17:00:00'), user.email);
    const out = await post(s, 'checkout');
    expect(out.json()).toMatchObject({ worked_minutes: 420, paused_minutes: 60, hours_worked: 7 });
    const open = await t.db.selectFrom('work_day_pauses').select('id').where('resumed_at', 'is', null).execute();
    expect(open).toEqual([]);
  });

  it('refuses pause and resume in the wrong state', async () => {
    const user = await createUser(t);
    let s = await at(phoenixTime('2026-11-20', '08:00:00'), user.email);
    expect((await post(s, 'pause', { reason: 'Break' })).json()).toMatchObject({
      error: MSG.pauseNotCheckedIn,
      detail: MSG.pauseNotCheckedIn,
    });
    expect((await post(s, 'resume')).json().error).toBe(MSG.notCheckedIn);
    expect((await post(s, 'checkout')).json().error).toBe(MSG.notCheckedIn);
    await post(s, 'checkin');
    const notPaused = await post(s, 'resume');
    expect(notPaused.statusCode).toBe(409);
    expect(notPaused.json().error).toBe(MSG.notPaused);
    s = await at(phoenixTime('2026-11-20', '10:00:00'), user.email);
    expect((await post(s, 'pause', { reason: 'Break' })).statusCode).toBe(201);
    const twice = await post(s, 'pause', { reason: 'Break again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(MSG.alreadyPaused);
  });

  it('requires a non-blank pause reason', async () => {
    const user = await createUser(t);
    const s = await at(phoenixTime('2026-11-20', '08:00:00'), user.email);
    await post(s, 'checkin');
    for (const payload of [{ reason: '   ' }, { reason: '' }, {}, { reason: null }]) {
      const response = await post(s, 'pause', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().reason).toEqual([MSG.pauseReasonRequired]);
    }
    expect((await get(s, 'resume/')).json().paused).toBe(false);
  });

  it('closes a shift that crosses midnight normally, on the day it started', async () => {
    const user = await createUser(t);
    let s = await at(phoenixTime('2026-11-20', '22:00:00'), user.email);
    expect((await post(s, 'checkin')).json().date).toBe('11/20/2026');

    s = await at(phoenixTime('2026-11-21', '01:00:00'), user.email);
    const today = (await get(s, 'today/')).json();
    expect(today).toMatchObject({ date: '11/20/2026', status: 'In Progress', check_in: '10:00 PM' });
    expect((await post(s, 'checkin')).json().error).toBe(MSG.stillCheckedIn);

    s = await at(phoenixTime('2026-11-21', '06:00:00'), user.email);
    const out = await post(s, 'checkout');
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({
      date: '11/20/2026',
      check_out: '06:00 AM',
      hours_worked: 8,
      status: 'Completed',
    });
    // the next day starts afresh
    expect((await get(s, 'today/')).json()).toMatchObject({ id: null, date: '11/21/2026' });
    expect((await post(s, 'checkin')).statusCode).toBe(201);
  });

  it('lets the worker close an overnight shift still open after 16 hours, on the day it started', async () => {
    const user = await createUser(t);
    let s = await at(phoenixTime('2026-11-19', '20:00:00'), user.email);
    expect((await post(s, 'checkin')).statusCode).toBe(201);

    // 14 hours in: still the shift in progress, so a new check-in waits for its check-out
    s = await at(phoenixTime('2026-11-20', '10:00:00'), user.email);
    expect((await post(s, 'checkin')).json()).toMatchObject({ error: MSG.stillCheckedIn, code: 'still_checked_in' });

    // 18 hours in: Missing for the manager, but still the worker's shift to pause, resume and close
    s = await at(phoenixTime('2026-11-20', '14:00:00'), user.email);
    expect((await get(s, 'today/')).json()).toMatchObject({
      date: '11/19/2026',
      check_in: '08:00 PM',
      check_out: null,
      status: 'Missing',
    });
    expect((await post(s, 'pause', { reason: 'Meal' })).statusCode).toBe(201);
    expect((await get(s, 'resume/')).json()).toMatchObject({ paused: true, reason: 'Meal' });
    s = await at(phoenixTime('2026-11-20', '14:30:00'), user.email);
    const resumed = await post(s, 'resume');
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().paused_minutes).toBe(30);

    s = await at(phoenixTime('2026-11-20', '15:00:00'), user.email);
    const out = await post(s, 'checkout');
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({
      date: '11/19/2026',
      check_in: '08:00 PM',
      check_out: '03:00 PM',
      worked_minutes: 18 * 60 + 30,
      hours_worked: 18.5,
      status: 'Completed',
    });
    expect((await post(s, 'checkout')).json()).toMatchObject({ error: MSG.notCheckedIn, code: 'not_checked_in' });
    // the next day starts afresh
    expect((await get(s, 'today/')).json()).toMatchObject({ id: null, date: '11/20/2026' });
    expect((await post(s, 'checkin')).statusCode).toBe(201);
  });

  it('shows a forgotten day to its worker until the next day begins, then leaves it Missing', async () => {
    const user = await createUser(t);
    let s = await at(phoenixTime('2026-11-18', '08:00:00'), user.email);
    await post(s, 'checkin');
    s = await at(phoenixTime('2026-11-20', '08:00:00'), user.email);
    // the worker's last shift is still open: the dashboard offers its check-out
    expect((await get(s, 'today/')).json()).toMatchObject({ date: '11/18/2026', status: 'Missing', check_out: null });
    // a Missing day does not block the next one: it stays open and red for an administrator
    expect((await post(s, 'checkin')).statusCode).toBe(201);
    expect((await get(s, 'today/')).json()).toMatchObject({ date: '11/20/2026', status: 'In Progress' });
    s = await at(phoenixTime('2026-11-20', '16:00:00'), user.email);
    expect((await post(s, 'checkout')).json()).toMatchObject({ date: '11/20/2026', hours_worked: 8 });
    expect((await get(s, 'today/')).json()).toMatchObject({ date: '11/20/2026', status: 'Completed' });
    expect((await post(s, 'checkout')).json().error).toBe(MSG.alreadyCheckedOut);
    const history = (await get(s, 'history/')).json();
    expect(history.map((r: { date: string; status: string }) => [r.date, r.status])).toEqual([
      ['11/20/2026', 'Completed'],
      ['11/18/2026', 'Missing'],
    ]);
  });

  it('flags lateness after the scheduled start plus the grace period', async () => {
    const onTime = await createUser(t);
    let s = await at(phoenixTime('2026-11-20', '08:05:00'), onTime.email);
    expect((await post(s, 'checkin')).json().late).toBe(false);
    const late = await createUser(t);
    s = await at(phoenixTime('2026-11-20', '08:05:01'), late.email);
    expect((await post(s, 'checkin')).json().late).toBe(true);
    const nineOClock = await createUser(t, { scheduled_start: '09:00' });
    s = await at(phoenixTime('2026-11-20', '09:04:00'), nineOClock.email);
    expect((await post(s, 'checkin')).json().late).toBe(false);
    await t.db.updateTable('organisation').set({ late_grace_minutes: 0 }).execute();
    const strict = await createUser(t);
    s = await at(phoenixTime('2026-11-20', '08:01:00'), strict.email);
    expect((await post(s, 'checkin')).json().late).toBe(true);
    await t.db.updateTable('organisation').set({ late_grace_minutes: 5 }).execute();
  });

  it('counts lateness to the millisecond: half a second after start + grace is late', async () => {
    const halfSecond = await createUser(t);
    let s = await at(phoenixTime('2026-11-20', '08:05:00.500'), halfSecond.email);
    expect((await post(s, 'checkin')).json().late).toBe(true);
    expect((await get(s, 'today/')).json().late).toBe(true);
    const exact = await createUser(t);
    s = await at(phoenixTime('2026-11-20', '08:05:00.000'), exact.email);
    expect((await post(s, 'checkin')).json().late).toBe(false);
  });

  it('answers the pay period’s hours, rate, target and progress from the employee’s record', async () => {
    const user = await createUser(t, { hourly_rate_cents: 2250, target_minutes: 40 * 60 });
    const shifts: [string, string, string][] = [
      ['2026-11-13', '08:00:00', '16:00:00'], // previous period
      ['2026-11-16', '08:00:00', '16:00:00'],
      ['2026-11-17', '08:00:00', '18:15:00'],
    ];
    for (const [date, from, to] of shifts) {
      let s = await at(phoenixTime(date, from), user.email);
      await post(s, 'checkin');
      s = await at(phoenixTime(date, to), user.email);
      await post(s, 'checkout');
    }
    const s = await at(phoenixTime('2026-11-20', '09:00:00'), user.email);
    await post(s, 'checkin');
    const summary = (await get(s, 'pay-period-summary/')).json();
    expect(summary).toMatchObject({
      start_date: '11/15/2026',
      end_date: '11/30/2026',
      start: '2026-11-15',
      end: '2026-11-30',
      worked_minutes: 8 * 60 + 10 * 60 + 15,
      hours_worked: 18.25,
      rate_per_hour: 22.5,
      target_hours: 40,
      progress_percent: 45,
    });
    expect(summary.records.map((r: { date: string }) => r.date)).toEqual(['11/20/2026', '11/17/2026', '11/16/2026']);
    expect(summary.records[1]).toMatchObject({
      hours_worked: 10.25,
      biweekly_total_hours: 40,
      biweekly_worked_hours: 18.25,
      rate_per_hour: 22.5,
    });

    // `biweekly_total_hours` is the target an existing client shows progress against; the hours
    // worked in the row's pay period come as `biweekly_worked_hours`.
    const history = (await get(s, 'history/')).json();
    expect(
      history.map((r: { date: string; biweekly_total_hours: number; biweekly_worked_hours: number }) => [
        r.date,
        r.biweekly_total_hours,
        r.biweekly_worked_hours,
      ]),
    ).toEqual([
      ['11/20/2026', 40, 18.25],
      ['11/17/2026', 40, 18.25],
      ['11/16/2026', 40, 18.25],
      ['11/13/2026', 40, 8],
    ]);
    const defaultTarget = await createUser(t);
    const d = await at(phoenixTime('2026-11-20', '09:00:00'), defaultTarget.email);
    await post(d, 'checkin');
    expect((await get(d, 'history/')).json()[0]).toMatchObject({ biweekly_total_hours: 80, biweekly_worked_hours: 0 });
    const ranged = await get(s, 'history/?start_date=11/16/2026&end_date=2026-11-17');
    expect(ranged.json().map((r: { date: string }) => r.date)).toEqual(['11/17/2026', '11/16/2026']);
  });

  it('defaults to 80 hours and caps progress at 100%', async () => {
    const user = await createUser(t);
    const s = await at(phoenixTime('2026-11-20', '09:00:00'), user.email);
    expect((await get(s, 'pay-period-summary/')).json()).toMatchObject({
      target_hours: 80,
      progress_percent: 0,
      rate_per_hour: 0,
    });
    const busy = await createUser(t, { target_minutes: 60 });
    let b = await at(phoenixTime('2026-11-16', '06:00:00'), busy.email);
    await post(b, 'checkin');
    b = await at(phoenixTime('2026-11-16', '09:00:00'), busy.email);
    await post(b, 'checkout');
    expect((await get(b, 'pay-period-summary/')).json()).toMatchObject({ hours_worked: 3, progress_percent: 100 });
  });

  it('shows exact whole percentages: 1,392 of 4,800 minutes is 29 %', async () => {
    const user = await createUser(t);
    for (const date of ['2026-11-16', '2026-11-17']) {
      let s = await at(phoenixTime(date, '08:00:00'), user.email);
      await post(s, 'checkin');
      s = await at(phoenixTime(date, '19:36:00'), user.email); // 696 minutes
      await post(s, 'checkout');
    }
    const s = await at(phoenixTime('2026-11-20', '09:00:00'), user.email);
    expect((await get(s, 'pay-period-summary/')).json()).toMatchObject({
      worked_minutes: 1392,
      target_hours: 80,
      progress_percent: 29,
    });
  });

  it('answers a 33.33-hour target as 33.33 in the summary, the history and the monitoring report', async () => {
    const admin = await createUser(t, { role: 'admin' });
    // what an administrator's 33.33 h is stored as: 2,000 minutes
    const user = await createUser(t, { target_minutes: 2000 });
    t.clock.set(phoenixTime('2026-11-20', '09:00:00'));
    let s = await login(t, user.email);
    await post(s, 'checkin');
    s = await at(phoenixTime('2026-11-20', '17:00:00'), user.email);
    await post(s, 'checkout');

    const summary = (await get(s, 'pay-period-summary/')).json();
    expect(summary.target_hours).toBe(33.33);
    expect(summary.progress_percent).toBe(24); // 480 of 2,000 minutes
    expect((await get(s, 'history/')).json()[0].biweekly_total_hours).toBe(33.33);
    const listed = (
      await call(t, 'GET', `/api/admin/users/${user.id}`, { session: await login(t, admin.email) })
    ).json();
    expect(listed.target_hours).toBe(33.33);
    const report = await call(
      t,
      'GET',
      `/api/admin/time-records?start_date=2026-11-20&end_date=2026-11-20&search=${encodeURIComponent(user.email)}`,
      {
        session: await login(t, admin.email),
      },
    );
    expect(report.statusCode, report.body).toBe(200);
    const rows = (report.json().records as { employee: { id: number }; target_hours: number }[]).filter(
      (r) => r.employee.id === user.id,
    );
    expect(rows.map((r) => r.target_hours)).toEqual([33.33]);
  });

  it('refuses a pause reason over 500 characters with a field error, keeping nothing', async () => {
    const user = await createUser(t);
    const s = await at(phoenixTime('2026-11-20', '08:00:00'), user.email);
    await post(s, 'checkin');
    const tooLong = await post(s, 'pause', { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'validation_failed', reason: [expect.any(String)] });
    expect((await get(s, 'resume/')).json().paused).toBe(false);
    const longest = 'y'.repeat(500);
    expect((await post(s, 'pause', { reason: longest })).statusCode).toBe(201);
    expect((await get(s, 'today/')).json().pause_reason).toBe(longest);
  });

  it('refuses bad history ranges with a field message', async () => {
    const user = await createUser(t);
    const s = await at(phoenixTime('2026-11-20', '09:00:00'), user.email);
    const cases: [string, string][] = [
      ['start_date=2026-02-30', 'start_date'],
      ['end_date=tomorrow', 'end_date'],
      ['start_date=2026-11-20&end_date=2026-11-01', 'end_date'],
      ['start_date=2020-01-01&end_date=2026-01-01', 'end_date'],
    ];
    for (const [query, field] of cases) {
      const response = await get(s, `history/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()[field], query).toEqual([expect.any(String)]);
    }
  });

  it('requires a signed-in user on every work-day route', async () => {
    const routes: [string, string][] = [
      ['GET', 'today/'],
      ['GET', 'history/'],
      ['GET', 'pay-period-summary/'],
      ['GET', 'resume/'],
      ['POST', 'checkin/'],
      ['POST', 'checkout/'],
      ['POST', 'pause/'],
      ['POST', 'resume/'],
    ];
    for (const [method, path] of routes) {
      const response = await call(t, method as 'GET', `/api/attendance/${path}`, {
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, path).toBe(401);
    }
  });
});

describe.each(dialects())('the demo work days on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedDemo(t.app.ctx);
  });
  afterAll(async () => t.close());

  it('gives the demo staff three weeks of history, one Missing day, and today free to check in', async () => {
    const ben = await login(t, 'ben@daybook.test', DEMO_PASSWORD);
    const history = (await call(t, 'GET', '/api/attendance/history/', { session: ben })).json();
    expect(history).toHaveLength(15);
    expect(history.filter((r: { status: string }) => r.status === 'Missing')).toHaveLength(1);
    expect(history.filter((r: { status: string }) => r.status === 'Completed')).toHaveLength(14);
    for (const r of history.filter((r: { status: string }) => r.status === 'Completed')) {
      expect(r.worked_minutes).toBeGreaterThanOrEqual(7 * 60);
      expect(r.paused_minutes).toBe(30);
      // the exact seconds agree with the minutes (fuzz 41: the demo stored paused_seconds 0)
      expect(r.paused_seconds).toBe(30 * 60);
      expect(Math.floor(r.worked_seconds / 60)).toBe(r.worked_minutes);
    }
    expect((await call(t, 'GET', '/api/attendance/today/', { session: ben })).json().id).toBeNull();
    expect((await call(t, 'POST', '/api/attendance/checkin/', { session: ben, payload: {} })).statusCode).toBe(201);
    const admin = await login(t, 'admin@daybook.test', DEMO_PASSWORD);
    const report = (
      await call(t, 'GET', '/api/admin/time-records?start_date=2026-11-01&end_date=2026-11-20', { session: admin })
    ).json();
    expect(report.records.length).toBeGreaterThan(40);
    expect(report.summary.totalEmployees).toBe(5);
  });

  it('starts each demo person’s rate history with the rate on their record, from their first work day', async () => {
    const admin = await login(t, 'admin@daybook.test', DEMO_PASSWORD);
    const ben = await t.db
      .selectFrom('users')
      .select(['id', 'hourly_rate_cents'])
      .where('email', '=', 'ben@daybook.test')
      .executeTakeFirstOrThrow();
    const first = await t.db
      .selectFrom('work_days')
      .select('work_date')
      .where('user_id', '=', ben.id)
      .orderBy('work_date')
      .limit(1)
      .executeTakeFirstOrThrow();
    const rates = (await call(t, 'GET', `/api/admin/users/${ben.id}/rates/`, { session: admin })).json();
    expect(rates).toEqual([
      expect.objectContaining({ hourly_rate_cents: ben.hourly_rate_cents, effective_date: first.work_date }),
    ]);
  });
});
