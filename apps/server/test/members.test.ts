import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRowsFor,
  call,
  createTestApp,
  dialects,
  HOUR,
  login,
  MINUTE,
  type Session,
  signedIn,
  type TestApp,
} from './helper.js';

describe.each(dialects())('members check-in on %s', (dialect) => {
  let t: TestApp;
  let ana: Session & { user: { email: string } };
  let ben: Session;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signedIn(t, { role: 'admin', name: 'Admin' });
    ana = await signedIn(t, { name: 'Ana Staff' });
    ben = await signedIn(t, { name: 'Ben Staff' });
  });
  afterAll(async () => t.close());

  async function member(assigned: number, fields: { active?: boolean; name?: string } = {}) {
    const now = t.clock.now().toISOString();
    return t.db
      .insertInto('members')
      .values({
        name: fields.name ?? 'Rosa Member',
        email: null,
        assigned_user_id: assigned,
        active: fields.active ?? true,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const post = (s: Session, path: string, payload: unknown) =>
    call(t, 'POST', `/api/member/${path}/`, { session: s, payload });

  it('lists the members assigned to the caller, all active ones for an admin', async () => {
    const mine = await member(ana.userId, { name: 'Aaron Mine' });
    await member(ana.userId, { name: 'Zed Inactive', active: false });
    const theirs = await member(ben.userId, { name: 'Bea Theirs' });
    const list = await call(t, 'GET', '/api/member/members/', { session: ana });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({
      id: mine.id,
      name: 'Aaron Mine',
      email: null,
      user_id: ana.userId,
      user_name: 'Ana Staff',
      service_codes: null, // no list: any code (docs/evv.md)
    });
    expect(list.json().map((m: { id: number }) => m.id)).not.toContain(theirs.id);
    expect(list.json().map((m: { name: string }) => m.name)).not.toContain('Zed Inactive');
    const all = await call(t, 'GET', '/api/member/members', { session: admin });
    expect(all.json().map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('checks a member in and out with location, server times and hours from exact seconds, audited', async () => {
    const m = await member(ana.userId);
    t.clock.set('2026-11-20T16:00:00.000Z'); // 09:00 in Phoenix
    const s = await signedIn(t, { name: 'Cara Staff' });
    await t.db.updateTable('members').set({ assigned_user_id: s.userId }).where('id', '=', m.id).execute();
    const checkIn = await post(s, 'checkin', {
      member_id: m.id,
      check_in: '1999-01-01T00:00:00Z',
      date: '01/01/1999',
      latitude: 33.3703,
      longitude: -111.9633,
      accuracy: 12,
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    expect(checkIn.json()).toMatchObject({
      member_id: m.id,
      provider_id: s.userId,
      service: 'DTA1',
      date: '2026-11-20',
      visit_date: '2026-11-20',
      check_in: '09:00',
      check_out: null,
      check_in_at: '2026-11-20T16:00:00.000Z',
      hours_worked: 0,
      status: 'Active',
      check_in_latitude: 33.3703,
      check_in_accuracy: 12,
    });
    const again = await post(s, 'checkin', { member_id: m.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: MSG.memberAlreadyCheckedIn, detail: MSG.memberAlreadyCheckedIn });

    t.clock.advance(2 * HOUR + 30 * MINUTE + 59_000);
    Object.assign(s, await login(t, s.user.email));
    const out = await post(s, 'checkout', { member_id: String(m.id) });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({
      check_out: '11:30',
      check_out_at: '2026-11-20T18:30:59.000Z',
      worked_minutes: 150,
      // 2 h 30 min 59 s = 9,059 s = 2.516 h: the seconds count, rounded once (ADR 0010, amended)
      hours_worked: 2.52,
      status: 'Completed',
      check_out_latitude: null,
      check_out_longitude: null,
      check_out_accuracy: null,
    });
    const twice = await post(s, 'checkout', { member_id: m.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: MSG.memberNotCheckedIn, detail: MSG.memberNotCheckedIn });

    const history = await call(t, 'GET', `/api/member/history/?member_id=${m.id}`, { session: s });
    expect(history.json()).toHaveLength(1);
    expect(history.json()[0]).toMatchObject({
      member_name: 'Rosa Member',
      date: '2026-11-20',
      check_in: '09:00',
      check_out: '11:30',
    });
    const audit = await auditRowsFor(t, 'member_visit', checkIn.json().id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ['check_in', s.userId],
      ['check_out', s.userId],
    ]);
    t.clock.set('2026-11-20T17:00:00.000Z');
  });

  /** docs/product-rules.md §4's rule as the existing client evaluates it: a record dated today (ISO) with check_in and no check_out. */
  const specClientCheckedIn = (
    records: { date: string; check_in: string | null; check_out: string | null }[],
    today: string,
  ) => records.some((record) => record.date === today && Boolean(record.check_in) && !record.check_out);

  it('answers ISO dates and 24-hour times, so the existing client sees the member checked in and then out', async () => {
    const m = await member(ana.userId, { name: 'Sol Member' });
    const today = '2026-11-20';
    t.clock.set('2026-11-20T20:43:00.000Z'); // 1:43 PM in Phoenix
    let s = await login(t, ana.user.email);
    const records = async () => {
      const response = await call(t, 'GET', `/api/member/history/?member_id=${m.id}`, { session: s });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { date: string; check_in: string; check_out: string | null }[];
    };
    expect(specClientCheckedIn(await records(), today)).toBe(false);

    expect(
      (await post(s, 'checkin', { member_id: m.id, check_in: t.clock.now().toISOString(), date: today })).statusCode,
    ).toBe(201);
    expect((await records())[0]).toMatchObject({
      date: today,
      check_in: '13:43',
      check_out: null,
      check_in_at: '2026-11-20T20:43:00.000Z',
      check_out_at: null,
    });
    expect(specClientCheckedIn(await records(), today)).toBe(true);

    t.clock.advance(3 * HOUR + 22 * MINUTE); // 5:05 PM
    s = await login(t, ana.user.email);
    expect((await post(s, 'checkout', { member_id: m.id })).statusCode).toBe(200);
    expect((await records())[0]).toMatchObject({ check_in: '13:43', check_out: '17:05', worked_minutes: 202 });
    expect(specClientCheckedIn(await records(), today)).toBe(false);

    // Late in the evening the organisation's date still holds, although UTC has moved on to the 21st.
    t.clock.set('2026-11-21T06:30:00.000Z'); // 11:30 PM on the 20th in Phoenix
    s = await login(t, ana.user.email);
    const late = await post(s, 'checkin', { member_id: m.id });
    expect(late.json()).toMatchObject({ date: today, check_in: '23:30', check_in_at: '2026-11-21T06:30:00.000Z' });
    expect(specClientCheckedIn(await records(), today)).toBe(true);
    t.clock.advance(20 * MINUTE);
    s = await login(t, ana.user.email);
    expect((await post(s, 'checkout', { member_id: m.id })).json()).toMatchObject({ check_out: '23:50' });
    const all = await records();
    expect(specClientCheckedIn(all, today)).toBe(false);
    for (const record of all) {
      expect(record.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(record.check_in).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(record.check_out).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }
    t.clock.set('2026-11-20T17:00:00.000Z');
  });

  it('asks for a member first, refuses half a location, and hides other people’s members', async () => {
    for (const payload of [{}, { member_id: null }, { member_id: '' }]) {
      const response = await post(ana, 'checkin', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().member_id).toEqual([MSG.selectMemberFirst]);
    }
    const missing = await post(ana, 'checkout', { latitude: 1, longitude: 2 });
    expect(missing.json().member_id).toEqual([MSG.selectMemberFirst]);
    const m = await member(ana.userId);
    expect((await post(ana, 'checkin', { member_id: m.id, latitude: 33 })).statusCode).toBe(400);
    const before = await t.db.selectFrom('member_visits').selectAll().execute();
    expect((await post(ben, 'checkin', { member_id: m.id })).statusCode).toBe(404);
    expect((await post(ben, 'checkout', { member_id: m.id })).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/member/history/?member_id=${m.id}`, { session: ben })).statusCode).toBe(404);
    expect(await t.db.selectFrom('member_visits').selectAll().execute()).toEqual(before);
    const inactive = await member(ana.userId, { active: false });
    expect((await post(ana, 'checkin', { member_id: inactive.id })).statusCode).toBe(404);
    // an admin may act on anyone's member
    expect((await post(admin, 'checkin', { member_id: m.id, service: 'dtt' })).json()).toMatchObject({
      service: 'DTT',
    });
    t.clock.advance(MINUTE);
    expect((await post(admin, 'checkout', { member_id: m.id })).statusCode).toBe(200);
  });

  it('lets exactly one of 25 simultaneous check-ins and one of 25 check-outs through', async () => {
    const m = await member(ana.userId);
    const ins = await Promise.all(Array.from({ length: 25 }, () => post(ana, 'checkin', { member_id: m.id })));
    expect(ins.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(ins.filter((r) => r.statusCode === 409)).toHaveLength(24);
    for (const r of ins.filter((r) => r.statusCode === 409)) expect(r.json().error).toBe(MSG.memberAlreadyCheckedIn);
    t.clock.advance(HOUR);
    const again = await login(t, ana.user.email);
    const outs = await Promise.all(Array.from({ length: 25 }, () => post(again, 'checkout', { member_id: m.id })));
    expect(outs.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(outs.filter((r) => r.statusCode === 409)).toHaveLength(24);
    const visits = await t.db.selectFrom('member_visits').selectAll().where('member_id', '=', m.id).execute();
    expect(visits).toHaveLength(1);
    expect(visits[0]?.worked_minutes).toBe(60);
    const audit = await auditRowsFor(t, 'member_visit', visits[0]!.id);
    expect(audit.map((a) => a.action)).toEqual(['check_in', 'check_out']);
    t.clock.set('2026-11-20T17:00:00.000Z');
  });
});
