import { randomUUID } from 'node:crypto';
import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  createUser,
  dialects,
  HOUR,
  login,
  MINUTE,
  type Session,
  type TestApp,
} from './helper.js';

/** Offline actions and the device's time (issue 15, ADR 0023, docs/offline.md). */
describe.each(dialects())('offline actions on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.set('2026-11-20T17:00:00Z');
    const a = await createUser(t, { role: 'admin' });
    admin = await login(t, a.email);
  });
  afterAll(async () => t.close());

  /** A new staff member signed in at 10:00 Phoenix (17:00 UTC). */
  async function fresh(): Promise<Session> {
    t.clock.set('2026-11-20T17:00:00Z');
    const user = await createUser(t);
    return login(t, user.email);
  }
  const ago = (ms: number) => new Date(t.clock.now().getTime() - ms).toISOString();
  const post = (s: Session, url: string, payload: unknown, key = randomUUID()) =>
    call(t, 'POST', url, { session: s, payload, headers: { 'idempotency-key': key } });
  const offline = (deviceTime: string, extra: Record<string, unknown> = {}) => ({
    offline: true,
    device_time: deviceTime,
    ...extra,
  });
  const day = (userId: number) =>
    t.db.selectFrom('work_days').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  /** The user's `offline` exceptions (a punch without coordinates also gets its `no_location` one). */
  const exceptions = (userId: number) =>
    t.db
      .selectFrom('location_exceptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', 'offline')
      .orderBy('id')
      .execute();

  it('keeps the server clock online, even when a device time is sent without `offline`', async () => {
    const s = await fresh();
    const res = await post(s, '/api/attendance/checkin/', { device_time: ago(HOUR) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      check_in_at: '2026-11-20T17:00:00.000Z',
      check_in_offline: false,
      check_in_received_at: null,
    });
    expect(await exceptions(s.userId)).toHaveLength(0);
  });

  it.each([
    ['an hour ago', -HOUR, 201, null],
    ['71 hours ago', -71 * HOUR, 201, null],
    ['73 hours ago', -73 * HOUR, 422, 'device_time_too_old'],
    ['a minute ahead (skew)', MINUTE, 201, null],
    ['five minutes ahead', 5 * MINUTE, 422, 'device_time_in_future'],
  ])('an offline check-in %s → %i %s', async (_name, offset, status, code) => {
    const s = await fresh();
    const deviceTime = new Date(t.clock.now().getTime() + offset).toISOString();
    const res = await post(s, '/api/attendance/checkin/', offline(deviceTime));
    expect(res.statusCode, res.body).toBe(status);
    if (code) {
      expect(res.json().error_code).toBe(code);
      expect(await t.db.selectFrom('work_days').select('id').where('user_id', '=', s.userId).execute()).toEqual([]);
    } else {
      const stored = await day(s.userId);
      // never stored after the server's clock
      expect(stored.check_in_at).toBe(
        new Date(Math.min(Date.parse(deviceTime), t.clock.now().getTime())).toISOString(),
      );
    }
  });

  it('takes the limit from the organisation setting (admin: location-trust settings)', async () => {
    const put = await call(t, 'PUT', '/api/location-trust/settings/', {
      session: admin,
      payload: { offline_max_age_hours: 24 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().offline_max_age_hours).toBe(24);
    const tooLong = await call(t, 'PUT', '/api/location-trust/settings/', {
      session: admin,
      payload: { offline_max_age_hours: 169 },
    });
    expect(tooLong.statusCode).toBe(400);
    try {
      const s = await fresh();
      const res = await post(s, '/api/attendance/checkin/', offline(ago(25 * HOUR)));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error_code: 'device_time_too_old', error: MSG.deviceTimeTooOld });
    } finally {
      await t.db.updateTable('organisation').set({ offline_max_age_hours: 72 }).execute();
    }
  });

  it('stores both instants and the mark for each action, shows them in history, and flags each for review', async () => {
    const s = await fresh();
    expect((await post(s, '/api/attendance/checkin/', offline(ago(3 * HOUR)))).statusCode).toBe(201);
    expect((await post(s, '/api/attendance/pause/', offline(ago(2 * HOUR), { reason: 'Lunch' }))).statusCode).toBe(201);
    expect((await post(s, '/api/attendance/resume/', offline(ago(90 * MINUTE)))).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    const out = await post(s, '/api/attendance/checkout/', offline(ago(31 * MINUTE)));
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({
      check_in_at: '2026-11-20T14:00:00.000Z',
      check_out_at: '2026-11-20T16:30:00.000Z',
      check_in_offline: true,
      check_in_received_at: '2026-11-20T17:00:00.000Z',
      check_out_offline: true,
      check_out_received_at: '2026-11-20T17:01:00.000Z',
      // 2 h 30 min minus a 30-minute pause, all on the device's clock
      worked_seconds: 2 * 3600,
      paused_seconds: 30 * 60,
    });
    const history = await call(t, 'GET', '/api/attendance/history/', { session: s });
    expect(history.statusCode).toBe(200);
    const [row] = history.json();
    expect(row).toMatchObject({ check_in_offline: true, check_out_offline: true });
    expect(row.pauses).toEqual([
      {
        paused_at: '2026-11-20T15:00:00.000Z',
        resumed_at: '2026-11-20T15:30:00.000Z',
        reason: 'Lunch',
        pause_offline: true,
        pause_received_at: '2026-11-20T17:00:00.000Z',
        resume_offline: true,
        resume_received_at: '2026-11-20T17:00:00.000Z',
      },
    ]);
    const flagged = await exceptions(s.userId);
    expect(flagged.map((e) => [e.kind, e.action, new Date(e.occurred_at).toISOString()])).toEqual([
      ['offline', 'check_in', '2026-11-20T14:00:00.000Z'],
      ['offline', 'pause', '2026-11-20T15:00:00.000Z'],
      ['offline', 'resume', '2026-11-20T15:30:00.000Z'],
      ['offline', 'check_out', '2026-11-20T16:30:00.000Z'],
    ]);
    // The manager's queue lists them.
    const queue = await call(t, 'GET', '/api/location-exceptions/?status=open', { session: admin });
    expect(queue.statusCode, queue.body).toBe(200);
    const mine = queue
      .json()
      .filter((e: { user: { id: number }; kind: string }) => e.user.id === s.userId && e.kind === 'offline');
    expect(mine.map((e: { action: string }) => e.action).sort()).toEqual(['check_in', 'check_out', 'pause', 'resume']);
    // And the monitoring report marks the day.
    const report = await call(t, 'GET', '/api/admin/time-records?start_date=2026-11-20&end_date=2026-11-20&page=1', {
      session: admin,
    });
    expect(report.statusCode, report.body).toBe(200);
    const mark = report.json().records.find((r: { employee: { id: number } }) => r.employee.id === s.userId);
    expect(mark.recorded_offline).toBe(true);
    // And the timecard a manager approves marks the shift.
    const card = await call(t, 'GET', `/api/timecards/${s.userId}/2026-11-15/`, { session: admin });
    expect(card.statusCode, card.body).toBe(200);
    const shifts = card.json().days.flatMap((d: { shifts: { recorded_offline?: boolean }[] }) => d.shifts);
    expect(shifts.map((shift: { recorded_offline?: boolean }) => shift.recorded_offline)).toEqual([true]);
  });

  it('dates the work day by the device time: an offline check-in from last night belongs to yesterday', async () => {
    const s = await fresh();
    // 23:30 Phoenix on the 19th is 06:30 UTC on the 20th
    const res = await post(s, '/api/attendance/checkin/', offline('2026-11-19T23:30:00-07:00'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().work_date).toBe('2026-11-19');
  });

  describe('refuses an offline action that would break the order with 422 device_time_out_of_order', () => {
    it.each([
      ['a pause before the check-in', 'pause', { reason: 'Early' }],
      ['a check-out before the check-in', 'checkout', {}],
    ])('%s', async (_name, action, extra) => {
      const s = await fresh();
      await post(s, '/api/attendance/checkin/', offline(ago(HOUR)));
      const res = await post(s, `/api/attendance/${action}/`, offline(ago(2 * HOUR), extra));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error_code).toBe('device_time_out_of_order');
      expect((await day(s.userId)).check_out_at).toBeNull();
    });

    it('a resume before its pause, and a check-out before the last resume', async () => {
      const s = await fresh();
      await post(s, '/api/attendance/checkin/', offline(ago(3 * HOUR)));
      await post(s, '/api/attendance/pause/', offline(ago(2 * HOUR), { reason: 'Lunch' }));
      const early = await post(s, '/api/attendance/resume/', offline(ago(150 * MINUTE)));
      expect(early.json().error_code).toBe('device_time_out_of_order');
      expect((await post(s, '/api/attendance/resume/', offline(ago(HOUR)))).statusCode).toBe(200);
      const out = await post(s, '/api/attendance/checkout/', offline(ago(90 * MINUTE)));
      expect(out.statusCode).toBe(422);
      expect(out.json().error_code).toBe('device_time_out_of_order');
    });

    it('a check-in before the previous shift ended', async () => {
      const s = await fresh();
      // in on the 18th at 18:00 Phoenix, out on the 19th at 14:00; then "in" on the 19th at 09:00
      expect((await post(s, '/api/attendance/checkin/', offline(ago(40 * HOUR)))).statusCode).toBe(201);
      expect((await post(s, '/api/attendance/checkout/', offline(ago(20 * HOUR)))).statusCode).toBe(200);
      const res = await post(s, '/api/attendance/checkin/', offline(ago(25 * HOUR)));
      expect(res.statusCode).toBe(422);
      expect(res.json().error_code).toBe('device_time_out_of_order');
    });
  });

  describe('a check-out at the check-in’s own instant is refused as a correction of those times is: the shift stays open', () => {
    /** The day is still open, with no check-out written and no offline check-out flagged. */
    async function stillOpen(userId: number) {
      expect(await day(userId)).toMatchObject({ check_out_at: null, worked_seconds: null });
      expect((await exceptions(userId)).map((e) => e.action)).not.toContain('check_out');
    }

    it('offline, with the device time of the check-in; a real check-out follows', async () => {
      const s = await fresh();
      const checkIn = ago(HOUR);
      expect((await post(s, '/api/attendance/checkin/', offline(checkIn))).statusCode).toBe(201);
      const res = await post(s, '/api/attendance/checkout/', offline(checkIn));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        error_code: 'check_out_not_after_check_in',
        error: MSG.correctionOutBeforeIn,
        detail: MSG.correctionOutBeforeIn,
      });
      await stillOpen(s.userId);
      // the manager's correction to the same times is refused with the same words
      const { id } = await day(s.userId);
      const correction = await call(t, 'POST', `/api/admin/work-days/${id}/correct`, {
        session: admin,
        payload: { check_out_at: checkIn, reason: 'Same instant' },
      });
      expect(correction.statusCode).toBe(400);
      expect(correction.json().check_out_at).toEqual([MSG.correctionOutBeforeIn]);
      const out = await post(s, '/api/attendance/checkout/', offline(ago(MINUTE)));
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json()).toMatchObject({ check_in_at: checkIn, worked_seconds: 59 * 60 });
    });

    it('offline, a millisecond after the check-in: a shift of under a second, 0 s worked, is recorded', async () => {
      const s = await fresh();
      const checkIn = ago(HOUR);
      expect((await post(s, '/api/attendance/checkin/', offline(checkIn))).statusCode).toBe(201);
      const next = new Date(Date.parse(checkIn) + 1).toISOString();
      const out = await post(s, '/api/attendance/checkout/', offline(next));
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json().worked_seconds).toBe(0);
    });

    it('online, at the check-in’s instant on the server’s clock', async () => {
      const s = await fresh();
      expect((await post(s, '/api/attendance/checkin/', {})).statusCode).toBe(201);
      const res = await post(s, '/api/attendance/checkout/', {});
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error_code).toBe('check_out_not_after_check_in');
      await stillOpen(s.userId);
      t.clock.advance(MINUTE);
      const out = await post(s, '/api/attendance/checkout/', {});
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json().worked_seconds).toBe(60);
    });
  });

  it('replays an offline action with the same key: one record, one exception', async () => {
    const s = await fresh();
    const key = randomUUID();
    const body = offline(ago(HOUR));
    const [a, b] = await Promise.all([
      post(s, '/api/attendance/checkin/', body, key),
      post(s, '/api/attendance/checkin/', body, key),
    ]);
    const c = await post(s, '/api/attendance/checkin/', body, key);
    expect([a.statusCode, b.statusCode]).toContain(201);
    expect(c.statusCode).toBe(201);
    expect(c.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.selectFrom('work_days').select('id').where('user_id', '=', s.userId).execute()).toHaveLength(1);
    expect(await exceptions(s.userId)).toHaveLength(1);
  });

  describe('member visits', () => {
    async function member(userId: number) {
      const now = t.clock.now().toISOString();
      return t.db
        .insertInto('members')
        .values({
          name: 'Offline Member',
          email: null,
          assigned_user_id: userId,
          active: true,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }

    it('keeps the device times and marks both ends; the 25 h EVV rule reads the device time', async () => {
      const s = await fresh();
      const m = await member(s.userId);
      const inRes = await post(s, '/api/member/checkin/', offline(ago(30 * HOUR), { member_id: m.id }));
      expect(inRes.statusCode, inRes.body).toBe(201);
      expect(inRes.json()).toMatchObject({ check_in_offline: true, check_in_received_at: '2026-11-20T17:00:00.000Z' });
      // Received 30 h after the check-in, but taken on the device 24 h after it: inside EVV's 25 h.
      const outRes = await post(s, '/api/member/checkout/', offline(ago(6 * HOUR), { member_id: m.id }));
      expect(outRes.statusCode, outRes.body).toBe(200);
      expect(outRes.json()).toMatchObject({
        check_in_at: '2026-11-19T11:00:00.000Z',
        check_out_at: '2026-11-20T11:00:00.000Z',
        check_out_offline: true,
        check_out_received_at: '2026-11-20T17:00:00.000Z',
      });
      const kinds = (await exceptions(s.userId)).filter((e) => e.kind === 'offline').map((e) => e.action);
      expect(kinds).toEqual(['member_check_in', 'member_check_out']);
    });

    /** The member's visit: still open, nothing of a check-out written, no offline check-out flagged. */
    async function stillCheckedIn(userId: number, memberId: number) {
      const visit = await t.db
        .selectFrom('member_visits')
        .selectAll()
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      expect(visit).toMatchObject({ check_out_at: null, worked_minutes: null, check_out_received_at: null });
      expect((await exceptions(userId)).map((e) => e.action)).not.toContain('member_check_out');
      return visit;
    }

    it('refuses an offline check-out at the check-in’s own instant as the change route refuses those times', async () => {
      const s = await fresh();
      const m = await member(s.userId);
      const checkIn = ago(HOUR);
      expect((await post(s, '/api/member/checkin/', offline(checkIn, { member_id: m.id }))).statusCode).toBe(201);
      const res = await post(s, '/api/member/checkout/', offline(checkIn, { member_id: m.id }));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        error_code: 'evv_visit_out_before_in',
        error: MSG.evvVisitOutBeforeIn,
        detail: MSG.evvVisitOutBeforeIn,
      });
      // the member is still checked in, so the worker's real check-out follows
      await stillCheckedIn(s.userId, m.id);
      const out = await post(s, '/api/member/checkout/', offline(ago(MINUTE), { member_id: m.id }));
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json()).toMatchObject({ check_in_at: checkIn, worked_minutes: 59 });
      // a manager's change to the same times is refused with the same words (PATCH /api/evv/visits/{id}/)
      const change = await call(t, 'PATCH', `/api/evv/visits/${out.json().id}/`, {
        session: admin,
        payload: {
          check_out_at: checkIn,
          reason_code: 'wrong_time',
          resolution_code: 'times_corrected',
          attestation: 'I attest.',
        },
      });
      expect(change.statusCode).toBe(400);
      expect(change.json().check_out_at).toEqual([MSG.evvVisitOutBeforeIn]);
    });

    it('refuses an online check-out at the check-in’s instant on the server’s clock', async () => {
      const s = await fresh();
      const m = await member(s.userId);
      expect((await post(s, '/api/member/checkin/', { member_id: m.id })).statusCode).toBe(201);
      const res = await post(s, '/api/member/checkout/', { member_id: m.id });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error_code).toBe('evv_visit_out_before_in');
      await stillCheckedIn(s.userId, m.id);
      t.clock.advance(MINUTE);
      const out = await post(s, '/api/member/checkout/', { member_id: m.id });
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json().worked_minutes).toBe(1);
    });

    it('refuses an offline check-out before the check-in', async () => {
      const s = await fresh();
      const m = await member(s.userId);
      await post(s, '/api/member/checkin/', offline(ago(HOUR), { member_id: m.id }));
      const res = await post(s, '/api/member/checkout/', offline(ago(2 * HOUR), { member_id: m.id }));
      expect(res.statusCode).toBe(422);
      expect(res.json().error_code).toBe('device_time_out_of_order');
    });
  });
});
