import { randomUUID } from 'node:crypto';
import { MSG } from '@daybook/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { migrateBefore, migrateToLatest } from '../src/db/migrate.js';
import {
  call,
  createTestApp,
  createUser,
  dialects,
  login,
  loginAt,
  openFreshDatabase,
  PASSWORD,
  phoenixTime,
  type Session,
  signedIn,
  type TestApp,
} from './helper.js';

/**
 * Split shifts (issue 12, docs/decisions/0027-split-shifts.md): a worker may check in and out
 * several times a day; one shift is open at a time; every figure sums the day's shifts.
 */

const iso = (date: string, time: string) => phoenixTime(date, time).toISOString();

describe.each(dialects())('split shifts on %s', (dialect) => {
  let t: TestApp;
  let adminEmail: string;
  let managerEmail: string;
  let managerId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.set(phoenixTime('2026-11-20', '07:00:00'));
    const a = await createUser(t, { role: 'admin' });
    const m = await createUser(t, { role: 'manager' });
    managerId = m.id;
    adminEmail = a.email;
    managerEmail = m.email;
  });
  // Signed in at the clock's current time (the tests move it past the session idle timeout).
  const manager = () => login(t, managerEmail);
  const admin = () => login(t, adminEmail);
  afterAll(async () => t.close());

  /** Moves the clock and signs in again (sessions end after 30 idle minutes). */
  const at = (instant: Date, email: string) => loginAt(t, instant, email);
  const post = (s: Session, path: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
    call(t, 'POST', `/api/attendance/${path}/`, { session: s, payload, headers });
  const get = (s: Session, path: string) => call(t, 'GET', path, { session: s });
  const shiftsOf = (userId: number) =>
    t.db.selectFrom('work_days').selectAll().where('user_id', '=', userId).orderBy('check_in_at').execute();
  const fresh = () => createUser(t, { manager_id: managerId, scheduled_start: '08:00' });

  /** 08:00–12:00 with a 15-minute break, then 13:00–15:30:30 on Friday 20 November. */
  async function twoShifts(email: string) {
    let s = await at(phoenixTime('2026-11-20', '08:00:00'), email);
    expect((await post(s, 'checkin')).statusCode).toBe(201);
    s = await at(phoenixTime('2026-11-20', '10:00:00'), email);
    expect((await post(s, 'pause', { reason: 'Break' })).statusCode).toBe(201);
    s = await at(phoenixTime('2026-11-20', '10:15:00'), email);
    expect((await post(s, 'resume')).statusCode).toBe(200);
    s = await at(phoenixTime('2026-11-20', '12:00:00'), email);
    const firstOut = await post(s, 'checkout');
    expect(firstOut.statusCode, firstOut.body).toBe(200);
    s = await at(phoenixTime('2026-11-20', '13:00:00'), email);
    const secondIn = await post(s, 'checkin');
    expect(secondIn.statusCode, secondIn.body).toBe(201);
    s = await at(phoenixTime('2026-11-20', '15:30:30'), email);
    const secondOut = await post(s, 'checkout');
    expect(secondOut.statusCode, secondOut.body).toBe(200);
    return { s, firstOut: firstOut.json(), secondIn: secondIn.json(), secondOut: secondOut.json() };
  }

  it('checks in again after a check-out: a second shift on the same date, each answered on its own', async () => {
    const user = await fresh();
    const { s, firstOut, secondIn, secondOut } = await twoShifts(user.email);
    expect(firstOut).toMatchObject({
      date: '11/20/2026',
      check_in: '08:00 AM',
      check_out: '12:00 PM',
      hours_worked: 3.75,
    });
    expect(secondIn).toMatchObject({ date: '11/20/2026', check_in: '01:00 PM', check_out: null, late: false });
    expect(secondIn.id).not.toBe(firstOut.id);
    // 2 h 30 min 30 s: 2.508… hours, answered from its own exact seconds
    expect(secondOut).toMatchObject({
      id: secondIn.id,
      check_out: '03:30 PM',
      worked_seconds: 9030,
      hours_worked: 2.51,
    });
    const rows = await shiftsOf(user.id);
    expect(rows.map((r) => r.work_date)).toEqual(['2026-11-20', '2026-11-20']);

    // a repeated check-out: today's latest shift is closed
    const again = await post(s, 'checkout');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MSG.alreadyCheckedOut);
    expect((await post(s, 'pause', { reason: 'x' })).json().error).toBe(MSG.pauseNotCheckedIn);
  });

  it('answers today with the latest shift and the whole day: shifts with their pauses, summed seconds', async () => {
    const user = await fresh();
    let s = await at(phoenixTime('2026-11-20', '08:00:00'), user.email);
    await post(s, 'checkin');
    s = await at(phoenixTime('2026-11-20', '12:00:00'), user.email);
    await post(s, 'checkout');
    s = await at(phoenixTime('2026-11-20', '13:00:00'), user.email);
    const open = (await post(s, 'checkin')).json();
    s = await at(phoenixTime('2026-11-20', '13:30:00'), user.email);
    const during = (await get(s, '/api/attendance/today/')).json();
    // the open shift is "today's record"; the closed one counts in the day's figures
    expect(during).toMatchObject({
      id: open.id,
      status: 'In Progress',
      check_out: null,
      day_worked_seconds: 4 * 3600,
      day_hours_worked: 4,
    });
    expect(during.shifts.map((x: { check_in: string }) => x.check_in)).toEqual(['08:00 AM', '01:00 PM']);

    const full = await twoShifts((await fresh()).email);
    const today = (await get(full.s, '/api/attendance/today/')).json();
    expect(today).toMatchObject({ id: full.secondIn.id, status: 'Completed', check_in: '01:00 PM' });
    expect(today.day_worked_seconds).toBe(3.75 * 3600 + 9030);
    expect(today.day_paused_seconds).toBe(15 * 60);
    expect(today.day_hours_worked).toBe(6.26); // 22,530 s, rounded once
    expect(today.shifts).toHaveLength(2);
    expect(today.shifts[0]).toMatchObject({ id: full.firstOut.id, worked_seconds: 13500 });
    expect(today.shifts[0].pauses).toEqual([expect.objectContaining({ reason: 'Break' })]);
    expect(today.shifts[1].pauses).toEqual([]);
  });

  it('lists one history record per shift and sums the shifts in the pay period, timecard, report and workweek', async () => {
    const user = await fresh();
    const { s } = await twoShifts(user.email);
    const history = (await get(s, '/api/attendance/history/')).json();
    expect(history).toHaveLength(2);
    expect(history.map((r: { check_in: string }) => r.check_in)).toEqual(['01:00 PM', '08:00 AM']);
    for (const r of history) expect(r.biweekly_worked_hours).toBe(6.26);
    // only the day's first shift can be late
    expect(history.map((r: { late: boolean }) => r.late)).toEqual([false, false]);

    const summary = (await get(s, '/api/attendance/pay-period-summary/')).json();
    expect(summary).toMatchObject({ worked_seconds: 22530, hours_worked: 6.26 });

    const card = (await get(s, `/api/timecards/${user.id}/2026-11-15/`)).json();
    const day = card.days.find((d: { date: string }) => d.date === '2026-11-20');
    expect(day.shifts).toHaveLength(2);
    expect(day.worked_seconds).toBe(22530);
    expect(day.paused_seconds).toBe(900);
    expect(day.shifts[0].pauses).toEqual([expect.objectContaining({ reason: 'Break' })]);
    expect(card.worked_seconds).toBe(22530);

    const report = (
      await get(
        await manager(),
        `/api/admin/time-records?start_date=2026-11-20&end_date=2026-11-20&search=${user.email}`,
      )
    ).json();
    const mine = report.records.filter((r: { employee: { id: number } }) => r.employee.id === user.id);
    expect(mine).toHaveLength(2);
    for (const r of mine) expect(r.biweekly_hours).toBe(6.26);

    const week = (await get(s, '/api/attendance/workweek/')).json();
    expect(week.worked_seconds).toBeGreaterThanOrEqual(22530);
  });

  it('counts only the first shift of the day as a late arrival', async () => {
    const user = await fresh();
    let s = await at(phoenixTime('2026-11-20', '09:00:00'), user.email);
    const late = (await post(s, 'checkin')).json();
    s = await at(phoenixTime('2026-11-20', '09:30:00'), user.email);
    await post(s, 'checkout');
    s = await at(phoenixTime('2026-11-20', '14:00:00'), user.email);
    const later = (await post(s, 'checkin')).json();
    expect([late.late, later.late]).toEqual([true, false]);
  });

  it('refuses a check-in while a shift is in progress, and lets a Missing one (forgotten check-out) be', async () => {
    const user = await fresh();
    let s = await at(phoenixTime('2026-11-18', '08:00:00'), user.email);
    await post(s, 'checkin');
    const twice = await post(s, 'checkin');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'still_checked_in', error: MSG.stillCheckedIn });
    // two days later the forgotten shift is Missing and does not block
    s = await at(phoenixTime('2026-11-20', '08:00:00'), user.email);
    const next = await post(s, 'checkin');
    expect(next.statusCode, next.body).toBe(201);
    expect((await shiftsOf(user.id)).map((r) => r.check_out_at)).toEqual([null, null]);
    // the manager's forgotten check-outs list the Missing shift alone, not the running one
    const alerts = (await get(await manager(), '/api/admin/payroll-alerts')).json();
    const mine = alerts.forgotten_checkouts.filter((f: { id: number }) => f.id === user.id);
    expect(mine).toEqual([expect.objectContaining({ work_date: '2026-11-18', status: 'Missing' })]);
    // checking out closes the running shift; the Missing one stays for a correction
    s = await at(phoenixTime('2026-11-20', '12:00:00'), user.email);
    expect((await post(s, 'checkout')).statusCode).toBe(200);
    expect((await shiftsOf(user.id)).map((r) => r.check_out_at)).toEqual([null, iso('2026-11-20', '12:00:00')]);
  });

  it('gives exactly one shift and 409s when many check-ins race after a check-out', async () => {
    const user = await fresh();
    let s = await at(phoenixTime('2026-11-20', '08:00:00'), user.email);
    await post(s, 'checkin');
    s = await at(phoenixTime('2026-11-20', '12:00:00'), user.email);
    await post(s, 'checkout');
    s = await at(phoenixTime('2026-11-20', '13:00:00'), user.email);
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(s, 'checkin')));
    const codes = responses.map((r) => r.statusCode);
    for (const r of responses) expect(r.statusCode, r.body).toBeLessThan(500);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.json().code).toBe('still_checked_in');
    const rows = await shiftsOf(user.id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.check_out_at === null)).toHaveLength(1);
  });

  it('keeps idempotency keys and offline device times working for a second check-in', async () => {
    const user = await fresh();
    let s = await at(phoenixTime('2026-11-20', '08:00:00'), user.email);
    await post(s, 'checkin');
    s = await at(phoenixTime('2026-11-20', '12:00:00'), user.email);
    await post(s, 'checkout');
    s = await at(phoenixTime('2026-11-20', '13:00:00'), user.email);
    // an offline check-in before the first shift's check-out is out of order
    const early = await post(s, 'checkin', { offline: true, device_time: iso('2026-11-20', '11:00:00') });
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('device_time_out_of_order');
    const key = randomUUID();
    const first = await post(
      s,
      'checkin',
      { offline: true, device_time: iso('2026-11-20', '12:30:00') },
      { 'idempotency-key': key },
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ check_in_at: iso('2026-11-20', '12:30:00'), check_in_offline: true });
    const replay = await post(
      s,
      'checkin',
      { offline: true, device_time: iso('2026-11-20', '12:30:00') },
      { 'idempotency-key': key },
    );
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(await shiftsOf(user.id)).toHaveLength(2);
  });

  it('lets the kiosk check the same person in again after a check-out', async () => {
    t.clock.set(phoenixTime('2026-11-20', '07:00:00'));
    const location = await t.db
      .selectFrom('locations')
      .select('id')
      .where('latitude', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const lead = await signedIn(t, { role: 'manager' });
    const device = await call(t, 'POST', '/api/kiosk/devices/', {
      session: lead,
      payload: { name: 'Split tablet', location_id: location.id },
    });
    const token = device.json().token as string;
    const staff = await signedIn(t, { name: 'Sofia Split' });
    const pin = await call(t, 'PUT', '/api/profile/kiosk-pin/', {
      session: staff,
      payload: { current_password: PASSWORD, pin: '2468' },
    });
    expect(pin.statusCode).toBe(200);
    const kiosk = (path: string, payload: unknown) =>
      call(t, 'POST', path, { headers: { authorization: `Kiosk ${token}` }, payload });
    const who = { user_id: staff.userId, pin: '2468' };
    for (const [time, action] of [
      ['08:00:00', 'check_in'],
      ['12:00:00', 'check_out'],
    ] as const) {
      t.clock.set(phoenixTime('2026-11-20', time));
      expect((await kiosk('/api/kiosk/punch/', { ...who, action })).statusCode).toBe(200);
    }
    t.clock.set(phoenixTime('2026-11-20', '13:00:00'));
    expect((await kiosk('/api/kiosk/identify/', who)).json().state).toBe('done');
    const again = await kiosk('/api/kiosk/punch/', { ...who, action: 'check_in' });
    expect(again.statusCode, again.body).toBe(200);
    expect((await kiosk('/api/kiosk/identify/', who)).json().state).toBe('working');
    expect(await shiftsOf(staff.userId)).toHaveLength(2);
  });

  it('corrections name their shift: work_day_id, the only or open one, else 400; overlaps 409 shift_overlap', async () => {
    const user = await fresh();
    const s0 = await twoShifts(user.email);
    const [first, second] = await shiftsOf(user.id);
    const s = await at(phoenixTime('2026-11-20', '16:00:00'), user.email);
    const ask = (payload: Record<string, unknown>) =>
      call(t, 'POST', '/api/attendance/corrections/', { session: s, payload });
    expect(s0).toBeDefined();

    const ambiguous = await ask({ date: '2026-11-20', check_in: '07:30', check_out: null, reason: 'Early start' });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().work_day_id).toEqual([MSG.correctionShiftRequired]);
    const unknown = await ask({
      date: '2026-11-20',
      check_in: '07:30',
      check_out: null,
      work_day_id: 999_999,
      reason: 'x',
    });
    expect(unknown.json().work_day_id).toEqual([MSG.correctionRequestDayUnknown]);

    const named = await ask({
      date: '2026-11-20',
      check_in: '07:30',
      check_out: null,
      work_day_id: first?.id,
      reason: 'Early start',
    });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().work_day_id).toBe(first?.id);
    const approved = await call(t, 'POST', `/api/corrections/${named.json().id}/approve/`, {
      session: await manager(),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await shiftsOf(user.id))[0]?.check_in_at).toBe(iso('2026-11-20', '07:30:00'));

    // the first shift's check-out moved into the second shift: refused on approval, nothing changed
    const overlap = await ask({
      date: '2026-11-20',
      check_in: null,
      check_out: '13:30',
      work_day_id: first?.id,
      reason: 'Stayed longer',
    });
    expect(overlap.statusCode).toBe(201);
    const refused = await call(t, 'POST', `/api/corrections/${overlap.json().id}/approve/`, {
      session: await manager(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'shift_overlap', detail: MSG.shiftOverlap });
    expect((await shiftsOf(user.id))[0]?.check_out_at).toBe(iso('2026-11-20', '12:00:00'));
    expect(second).toBeDefined();
  });

  it('adds a shift to a date that has one when they do not overlap; a date without a shift gets a new one', async () => {
    const user = await fresh();
    const base = { user_id: user.id, pauses: [], reason: 'Missed punch' };
    const add = async (from: string, to: string) =>
      call(t, 'POST', '/api/admin/work-days', {
        session: await admin(),
        payload: { ...base, check_in_at: iso('2026-11-17', from), check_out_at: iso('2026-11-17', to) },
      });
    t.clock.set(phoenixTime('2026-11-20', '09:00:00'));
    expect((await add('08:00', '12:00')).statusCode).toBe(201);
    const second = await add('13:00', '17:00');
    expect(second.statusCode, second.body).toBe(201);
    // touching ends are fine; a shared minute is not
    expect((await add('12:00', '13:00')).statusCode).toBe(201);
    const clash = await add('16:59', '18:00');
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'shift_overlap' });
    expect((await shiftsOf(user.id)).map((r) => r.work_date)).toEqual(['2026-11-17', '2026-11-17', '2026-11-17']);

    // an employee's request for a date without a shift becomes a new shift on approval
    const s = await at(phoenixTime('2026-11-20', '09:00:00'), user.email);
    const asked = await call(t, 'POST', '/api/attendance/corrections/', {
      session: s,
      payload: { date: '2026-11-18', check_in: '08:00', check_out: '12:00', reason: 'Forgot to punch' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().work_day_id).toBeNull();
    const ok = await call(t, 'POST', `/api/corrections/${asked.json().id}/approve/`, { session: await manager() });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await shiftsOf(user.id)).filter((r) => r.work_date === '2026-11-18')).toHaveLength(1);
  });

  it('an employee asks for a shift never punched on a date that has shifts (new_shift); overlaps refused', async () => {
    const user = await fresh();
    await twoShifts(user.email); // 08:00–12:00 and 13:00–15:30:30 on the 20th
    const s = await at(phoenixTime('2026-11-20', '18:00:00'), user.email);
    const ask = (payload: Record<string, unknown>) =>
      call(t, 'POST', '/api/attendance/corrections/', { session: s, payload: { date: '2026-11-20', ...payload } });
    // both times are needed, and not with a named shift
    const half = await ask({ new_shift: true, check_in: '16:00', check_out: null, reason: 'Evening visit' });
    expect(half.statusCode).toBe(400);
    expect(half.json().check_out).toEqual([MSG.correctionRequestNewDayTimes]);
    const both = await ask({ new_shift: true, work_day_id: 1, check_in: '16:00', check_out: '17:00', reason: 'x' });
    expect(both.statusCode).toBe(400);
    expect(both.json().work_day_id).toEqual([MSG.correctionNewShiftWithDay]);
    const notBoolean = await ask({ new_shift: 'yes', check_in: '16:00', check_out: '17:00', reason: 'x' });
    expect(notBoolean.statusCode).toBe(400);
    // meeting the afternoon shift: refused at once, nothing stored
    const clash = await ask({ new_shift: true, check_in: '15:00', check_out: '17:00', reason: 'Evening visit' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'shift_overlap' });
    const before = await t.db.selectFrom('correction_requests').select('id').where('user_id', '=', user.id).execute();
    expect(before).toEqual([]);

    const asked = await ask({ new_shift: true, check_in: '16:00', check_out: '17:45', reason: 'Evening visit' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ work_day_id: null, check_in: '16:00', check_out: '17:45' });
    const ok = await call(t, 'POST', `/api/corrections/${asked.json().id}/approve/`, { session: await manager() });
    expect(ok.statusCode, ok.body).toBe(200);
    const shifts = await shiftsOf(user.id);
    expect(shifts.map((r) => [r.work_date, r.check_in_at, r.check_out_at])).toEqual([
      ['2026-11-20', iso('2026-11-20', '08:00:00'), iso('2026-11-20', '12:00:00')],
      ['2026-11-20', iso('2026-11-20', '13:00:00'), iso('2026-11-20', '15:30:30')],
      ['2026-11-20', iso('2026-11-20', '16:00:00'), iso('2026-11-20', '17:45:00')],
    ]);
    expect(ok.json().work_day_id).toBe(shifts[2]?.id);
  });

  it('holds an approved timecard’s lock for every shift of a locked day', async () => {
    const user = await fresh();
    const { s } = await twoShifts(user.email);
    const [, second] = await shiftsOf(user.id);
    await t.db
      .insertInto('timecards')
      .values({
        user_id: user.id,
        period_start: '2026-11-16',
        period_end: '2026-11-30',
        status: 'approved',
        updated_at: t.clock.now().toISOString(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'period_start']).doUpdateSet({ status: 'approved' }))
      .execute();
    await t.db
      .insertInto('timecards')
      .values({
        user_id: user.id,
        period_start: '2026-11-15',
        period_end: '2026-11-30',
        status: 'approved',
        updated_at: t.clock.now().toISOString(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'period_start']).doUpdateSet({ status: 'approved' }))
      .execute();
    const checkIn = await post(s, 'checkin');
    expect(checkIn.statusCode).toBe(409);
    expect(checkIn.json().code).toBe('timecard_locked');
    const correct = await call(t, 'POST', `/api/admin/work-days/${second?.id}/correct`, {
      session: await admin(),
      payload: { check_out_at: iso('2026-11-20', '15:00:00'), reason: 'Left early' },
    });
    expect(correct.statusCode).toBe(409);
    expect(correct.json().code).toBe('timecard_locked');
    expect(await shiftsOf(user.id)).toHaveLength(2);
  });
});

describe.each(dialects())('migration 0021 over existing work days on %s', (dialect) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  const STAMP = '2026-11-01T16:00:00.000Z';

  beforeAll(async () => {
    ({ handle, drop } = await openFreshDatabase(dialect));
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('keeps every row, id, pause and reference, drops UNIQUE (user_id, work_date) and indexes it', async () => {
    await migrateBefore(handle, '0021-split-shifts');
    const db = handle.db;
    const user = await db
      .insertInto('users')
      .values({
        email: 'mig21@daybook.test',
        name: 'Mig',
        password_hash: 'x',
        role: 'staff',
        created_at: STAMP,
        updated_at: STAMP,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const day = await db
      .insertInto('work_days')
      .values({
        user_id: user.id,
        work_date: '2026-11-02',
        check_in_at: '2026-11-02T15:00:00.000Z',
        check_out_at: '2026-11-02T19:00:00.000Z',
        worked_minutes: 240,
        worked_seconds: 14400,
        created_at: STAMP,
        updated_at: STAMP,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await db
      .insertInto('work_day_pauses')
      .values({
        work_day_id: day.id,
        paused_at: '2026-11-02T17:00:00.000Z',
        resumed_at: '2026-11-02T17:10:00.000Z',
        reason: 'Break',
        created_at: STAMP,
      })
      .execute();
    const second = () =>
      db
        .insertInto('work_days')
        .values({
          user_id: user.id,
          work_date: '2026-11-02',
          check_in_at: '2026-11-02T20:00:00.000Z',
          created_at: STAMP,
          updated_at: STAMP,
        })
        .execute();
    await expect(second()).rejects.toThrow();

    expect(await migrateToLatest(handle)).toContain('0021-split-shifts');
    const kept = await db.selectFrom('work_days').selectAll().where('id', '=', day.id).executeTakeFirstOrThrow();
    expect(kept).toEqual(day);
    await second();
    expect(await db.selectFrom('work_days').select('id').where('user_id', '=', user.id).execute()).toHaveLength(2);
    const pauses = await db.selectFrom('work_day_pauses').selectAll().where('work_day_id', '=', day.id).execute();
    expect(pauses).toHaveLength(1);
    // deleting the shift still cascades to its pauses (the reference survived the rebuild)
    await db.deleteFrom('work_days').where('id', '=', day.id).execute();
    expect(await db.selectFrom('work_day_pauses').select('id').where('work_day_id', '=', day.id).execute()).toEqual([]);
    const indexes =
      dialect === 'sqlite'
        ? await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and tbl_name = 'work_days'`.execute(db)
        : await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'work_days'`.execute(
            db,
          );
    const names = indexes.rows.map((r) => r.name);
    expect(names).toContain('work_days_user_date_idx');
    expect(names).toContain('work_days_open_idx');
    expect(names).toContain('work_days_date_user_idx');
    expect(names.some((n) => n.includes('unique') || n.startsWith('sqlite_autoindex'))).toBe(false);
  });
});
