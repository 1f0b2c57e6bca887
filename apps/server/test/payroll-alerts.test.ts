import { exactWorkedTime } from '@daybook/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exactSeconds } from '../src/db/migrations/0016-payroll-alerts.js';
import {
  call,
  createTestApp,
  createUser,
  dialects,
  insertClosedShift,
  loginAt,
  phoenixTime,
  type Session,
  type TestApp,
} from './helper.js';

describe('the 0016 backfill arithmetic', () => {
  it('equals the domain’s exact seconds for any shift and pauses', () => {
    const base = Date.UTC(2026, 10, 2, 15);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 86_400_000 }),
        fc.integer({ min: 0, max: 86_400_000 }),
        fc.array(
          fc.tuple(
            fc.integer({ min: -3_600_000, max: 90_000_000 }),
            fc.integer({ min: 0, max: 9_000_000 }),
            fc.boolean(),
          ),
          {
            maxLength: 4,
          },
        ),
        (start, length, spans) => {
          const checkIn = new Date(base + start);
          const checkOut = new Date(base + start + length);
          const pauses = spans.map(([from, len, open]) => ({
            paused_at: new Date(base + start + from).toISOString(),
            resumed_at: open ? null : new Date(base + start + from + len).toISOString(),
          }));
          const domain = exactWorkedTime(checkIn, checkOut, pauses);
          expect(exactSeconds(checkIn.toISOString(), checkOut.toISOString(), pauses)).toEqual({
            worked: domain.worked_seconds,
            paused: domain.paused_seconds,
          });
        },
      ),
    );
  });
});

describe.each(dialects())('exact seconds and workweek alerts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const at = (instant: Date, email: string) => loginAt(t, instant, email);
  const post = (s: Session, path: string, payload: unknown = {}) =>
    call(t, 'POST', `/api/attendance/${path}/`, { session: s, payload });

  /** A closed shift stored as check-in and check-out leave it (seconds included). */
  const shift = (userId: number, date: string, from: string, to: string) =>
    insertClosedShift(t, userId, date, from, to);

  it('keeps a day to the second and shows hours rounded once from the exact total', async () => {
    const manager = await createUser(t, { role: 'manager' });
    const user = await createUser(t, { manager_id: manager.id });
    let s = await at(phoenixTime('2026-11-16', '08:00:10'), user.email);
    expect((await post(s, 'checkin')).statusCode).toBe(201);
    s = await at(phoenixTime('2026-11-16', '12:00:05'), user.email);
    expect((await post(s, 'pause', { reason: 'Lunch' })).statusCode).toBe(201);
    s = await at(phoenixTime('2026-11-16', '12:30:00'), user.email);
    expect((await post(s, 'resume')).statusCode).toBe(200);
    s = await at(phoenixTime('2026-11-16', '16:00:40'), user.email);
    const out = await post(s, 'checkout');
    expect(out.statusCode, out.body).toBe(200);
    // 8 h 0 min 30 s on the clock, less a pause of 29 min 55 s: 7 h 30 min 35 s = 27,035 s.
    expect(out.json()).toMatchObject({
      worked_seconds: 27_035,
      paused_seconds: 1_795,
      worked_minutes: 450,
      paused_minutes: 29,
      hours_worked: 7.51,
    });
    // A second day of 7 h 30 min 35 s: the period holds 15 h 1 min 10 s (a per-day minute floor kept 15 h 0 min).
    s = await at(phoenixTime('2026-11-17', '08:00:10'), user.email);
    expect((await post(s, 'checkin')).statusCode).toBe(201);
    s = await at(phoenixTime('2026-11-17', '15:30:45'), user.email);
    expect((await post(s, 'checkout')).statusCode).toBe(200);
    const summary = (await call(t, 'GET', '/api/attendance/pay-period-summary/', { session: s })).json();
    expect(summary).toMatchObject({ worked_seconds: 2 * 27_035, worked_minutes: 901, hours_worked: 15.02 });
    const history = (await call(t, 'GET', '/api/attendance/history/', { session: s })).json();
    expect(history[0]).toMatchObject({ worked_seconds: 27_035, biweekly_worked_hours: 15.02 });

    const m = await at(phoenixTime('2026-11-17', '16:00:00'), manager.email);
    const report = await call(t, 'GET', '/api/admin/time-records?start_date=2026-11-16&end_date=2026-11-17', {
      session: m,
    });
    expect(report.statusCode).toBe(200);
    const rows = report.json().records.filter((r: { employee: { id: number } }) => r.employee.id === user.id);
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row).toMatchObject({
        worked_seconds: 27_035,
        hours_worked: 7.51,
        biweekly_hours: 15.02,
        // the exact seconds the two-decimal hours round (added 2026-11-29)
        biweekly_seconds: 54_070,
      });
  });

  it('tells the employee their workweek hours and how long until overtime, the running shift included', async () => {
    const user = await createUser(t);
    // Sunday-start workweek of 22 November 2026: Monday–Thursday 9 h 30 min each = 38 h.
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'])
      await shift(user.id, date, '07:00', '16:30');
    // and a shift on the Saturday before: another workweek, not counted
    await shift(user.id, '2026-11-21', '08:00', '12:00');
    let s = await at(phoenixTime('2026-11-27', '08:00:00'), user.email);
    expect((await post(s, 'checkin')).statusCode).toBe(201);
    s = await at(phoenixTime('2026-11-27', '08:30:00'), user.email);
    const week = await call(t, 'GET', '/api/attendance/workweek/', { session: s });
    expect(week.statusCode).toBe(200);
    expect(week.json()).toEqual({
      week_start: '2026-11-22',
      week_end: '2026-11-28',
      worked_seconds: 38.5 * 3600,
      hours_worked: 38.5,
      threshold_seconds: 40 * 3600,
      seconds_until_overtime: 1.5 * 3600,
      overtime_seconds: 0,
      running: true,
      now: phoenixTime('2026-11-27', '08:30:00').toISOString(),
    });
    s = await at(phoenixTime('2026-11-27', '11:00:00'), user.email);
    expect((await call(t, 'GET', '/api/attendance/workweek/', { session: s })).json()).toMatchObject({
      worked_seconds: 41 * 3600,
      seconds_until_overtime: 0,
      overtime_seconds: 3600,
    });
  });

  it('with punch rounding, a running shift on a break counts what a check-out now would leave', async () => {
    const user = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    const rounding = async (minutes: number) => {
      const a = await at(phoenixTime('2026-11-24', '07:00:00'), admin.email);
      const r = await call(t, 'PATCH', '/api/admin/organisation', {
        session: a,
        payload: { rounding_minutes: minutes },
      });
      expect(r.statusCode, r.body).toBe(200);
    };
    await rounding(15);
    try {
      let s = await at(phoenixTime('2026-11-24', '08:00:00'), user.email);
      expect((await post(s, 'checkin')).statusCode).toBe(201);
      s = await at(phoenixTime('2026-11-24', '12:00:00'), user.email);
      expect((await post(s, 'pause', { reason: 'Lunch' })).statusCode).toBeLessThan(300);
      // 12:38 rounds to 12:45: 08:00–12:45 less the break from 12:00 to the check-out at 12:38 (4 h 7 min);
      // ending the break at the rounded 12:45 instead would say 4 h
      s = await at(phoenixTime('2026-11-24', '12:38:00'), user.email);
      const running = (await call(t, 'GET', '/api/attendance/workweek/', { session: s })).json();
      expect(running).toMatchObject({ running: true, worked_seconds: (4 * 60 + 7) * 60 });
      expect((await post(s, 'checkout')).statusCode).toBe(200);
      const closed = (await call(t, 'GET', '/api/attendance/workweek/', { session: s })).json();
      expect(closed).toMatchObject({ running: false, worked_seconds: running.worked_seconds });
    } finally {
      await rounding(0);
    }
  });

  it('flags people at 36 h or more this workweek and forgotten check-outs for their manager', async () => {
    const manager = await createUser(t, { role: 'manager', name: 'Mia Manager' });
    const busy = await createUser(t, { manager_id: manager.id, name: 'Bea Busy' });
    const light = await createUser(t, { manager_id: manager.id, name: 'Lou Light' });
    const forgetful = await createUser(t, { manager_id: manager.id, name: 'Fay Forgetful' });
    const elsewhere = await createUser(t, { name: 'Eve Elsewhere' });
    // Week of Sunday 29 November: Bea 36 h exactly, Lou 35 h 59 min 59 s, Eve 40 h (another team).
    for (const date of ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']) {
      await shift(busy.id, date, '08:00', '17:00');
      await shift(elsewhere.id, date, '07:00', '17:00');
    }
    for (const date of ['2026-11-30', '2026-12-01', '2026-12-02']) await shift(light.id, date, '08:00', '17:00');
    await shift(light.id, '2026-12-03', '08:00', '16:59:59');
    // Fay checked in on Thursday at 18:00 and never checked out.
    let f = await at(phoenixTime('2026-12-03', '18:00:00'), forgetful.email);
    expect((await post(f, 'checkin')).statusCode).toBe(201);

    // At 06:00 on Friday her shift is 12 h old: not yet forgotten.
    let m = await at(phoenixTime('2026-12-04', '06:00:00'), manager.email);
    let alerts = await call(t, 'GET', '/api/admin/payroll-alerts', { session: m });
    expect(alerts.statusCode).toBe(200);
    expect(alerts.json()).toMatchObject({ week_start: '2026-11-29', flag_hours: 36, forgotten_after_hours: 12 });
    expect(alerts.json().week_hours.map((p: { name: string }) => p.name)).toEqual(['Bea Busy']);
    expect(alerts.json().week_hours[0]).toMatchObject({
      worked_seconds: 36 * 3600,
      hours_worked: 36,
      seconds_until_overtime: 4 * 3600,
    });
    expect(alerts.json().forgotten_checkouts).toEqual([]);

    m = await at(phoenixTime('2026-12-04', '06:00:01'), manager.email);
    alerts = await call(t, 'GET', '/api/admin/payroll-alerts', { session: m });
    expect(alerts.json().forgotten_checkouts).toEqual([
      expect.objectContaining({
        id: forgetful.id,
        name: 'Fay Forgetful',
        work_date: '2026-12-03',
        check_in_at: phoenixTime('2026-12-03', '18:00:00').toISOString(),
        open_seconds: 12 * 3600 + 1,
        status: 'In Progress',
      }),
    ]);
    // her 12 h do not push her into the flags: a forgotten shift counts for nothing until corrected
    expect(alerts.json().week_hours.map((p: { name: string }) => p.name)).toEqual(['Bea Busy']);

    const staff = await at(phoenixTime('2026-12-04', '06:00:01'), busy.email);
    expect((await call(t, 'GET', '/api/admin/payroll-alerts', { session: staff })).statusCode).toBe(403);
    f = await at(phoenixTime('2026-12-04', '06:00:01'), forgetful.email);
    expect((await call(t, 'GET', '/api/attendance/workweek/', { session: f })).json()).toMatchObject({
      running: false,
      worked_seconds: 0,
    });
  });
});
