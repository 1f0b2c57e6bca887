import { TZDate } from '@date-fns/tz';
import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, dialects, login, loginAt, type Session, type TestApp } from './helper.js';

const PHX = 'America/Phoenix';
const at = (date: string, time: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, PHX).getTime()).toISOString();
};

/** Inserts a shift straight into the store (closed when `to` is given), as check-in/out would leave it. */
async function shift(t: TestApp, userId: number, date: string, from: string, to: string | null) {
  const checkIn = at(date, from);
  const checkOut = to ? at(date, to) : null;
  const row = await t.db
    .insertInto('work_days')
    .values({
      user_id: userId,
      work_date: date,
      check_in_at: checkIn,
      check_out_at: checkOut,
      worked_minutes: checkOut ? (Date.parse(checkOut) - Date.parse(checkIn)) / 60_000 : null,
      created_at: checkIn,
      updated_at: checkOut ?? checkIn,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const day = (t: TestApp, id: number) =>
  t.db.selectFrom('work_days').selectAll().where('id', '=', id).executeTakeFirst();
const iso = (value: unknown) => new Date(String(value)).toISOString();

// The injected "now" is Friday 20 November 2026, 10:00 in Phoenix; the current period is 15–30 November.
describe.each(dialects())('correction requests on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let manager: Session;
  let otherManager: Session;
  let staff: Session;
  let colleague: Session;
  let staffId: number;
  let outsiderId: number;

  const ask = (session: Session, payload: Record<string, unknown>) =>
    call(t, 'POST', '/api/attendance/corrections/', { session, payload });
  const approve = (session: Session, id: number) => call(t, 'POST', `/api/corrections/${id}/approve/`, { session });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const a = await createUser(t, { role: 'admin', name: 'Alma Admin' });
    const m = await createUser(t, { role: 'manager', name: 'Mona Manager' });
    const m2 = await createUser(t, { role: 'manager', name: 'Otto Other' });
    const s = await createUser(t, { role: 'staff', name: 'Sam Staff', manager_id: m.id });
    const c = await createUser(t, { role: 'staff', name: 'Cleo Colleague', manager_id: m.id });
    const o = await createUser(t, { role: 'staff', name: 'Olaf Outsider', manager_id: m2.id });
    admin = await login(t, a.email);
    manager = await login(t, m.email);
    otherManager = await login(t, m2.email);
    staff = await login(t, s.email);
    colleague = await login(t, c.email);
    staffId = s.id;
    outsiderId = o.id;
  });
  afterAll(async () => t.close());

  it('a missing check-out: requested, seen by the team’s manager only, a timecard blocker, then applied', async () => {
    const dayId = await shift(t, staffId, '2026-11-16', '08:00', null);
    const asked = await ask(staff, {
      date: '2026-11-16',
      check_in: '',
      check_out: '16:30',
      reason: 'Forgot to check out',
    });
    expect(asked.statusCode).toBe(201);
    const request = asked.json();
    expect(request).toMatchObject({
      user: { id: staffId, name: 'Sam Staff' },
      date: '2026-11-16',
      work_day_id: dayId,
      check_in: null,
      check_out: '16:30',
      check_out_at: at('2026-11-16', '16:30'),
      status: 'pending',
      note: null,
    });
    expect(iso(request.current_check_in_at)).toBe(at('2026-11-16', '08:00'));

    // the timecard cannot be approved while the request is pending
    const cards = (await call(t, 'GET', '/api/timecards/?period_start=2026-11-15', { session: staff })).json();
    expect(cards[0].blockers).toContain('correction_pending');

    // the inbox: the team's manager and admins; never staff, never another team's manager
    const inbox = async (session: Session, query = '') => call(t, 'GET', `/api/corrections/${query}`, { session });
    expect((await inbox(manager)).json().map((r: { id: number }) => r.id)).toContain(request.id);
    expect((await inbox(admin, '?status=pending')).json().map((r: { id: number }) => r.id)).toContain(request.id);
    expect((await inbox(otherManager)).json()).toEqual([]);
    const staffInbox = await inbox(staff);
    expect(staffInbox.statusCode).toBe(403);
    expect(staffInbox.json()).toMatchObject({ code: 'forbidden' });
    expect((await inbox(admin, '?status=maybe')).statusCode).toBe(400);

    // nobody but their manager or an admin decides it
    expect((await approve(staff, request.id)).json()).toMatchObject({ code: 'correction_request_own' });
    expect((await approve(colleague, request.id)).statusCode).toBe(403);
    expect((await approve(otherManager, request.id)).statusCode).toBe(403);
    expect((await approve(manager, 999_999)).statusCode).toBe(404);

    const approved = await approve(manager, request.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decided_by: { name: 'Mona Manager' } });
    const after = await day(t, dayId);
    expect(iso(after?.check_out_at)).toBe(at('2026-11-16', '16:30'));
    expect(iso(after?.check_in_at)).toBe(at('2026-11-16', '08:00'));
    expect(after?.worked_minutes).toBe(510);
    // the original values are kept, in the corrections table and the audit
    const kept = await t.db.selectFrom('work_day_corrections').selectAll().where('work_day_id', '=', dayId).execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]?.before_check_out_at).toBeNull();
    expect(iso(kept[0]?.after_check_out_at)).toBe(at('2026-11-16', '16:30'));
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'work_day')
      .where('entity_id', '=', String(dayId))
      .execute();
    expect(audit.map((a) => a.action)).toContain('correct');

    // decided once: a second approval or a denial is refused and changes nothing
    expect((await approve(admin, request.id)).json()).toMatchObject({ code: 'correction_request_not_pending' });
    const deny = await call(t, 'POST', `/api/corrections/${request.id}/deny/`, {
      session: admin,
      payload: { note: 'x' },
    });
    expect(deny.statusCode).toBe(409);
    const mine = (await call(t, 'GET', '/api/attendance/corrections/', { session: staff })).json();
    expect(mine).toEqual([expect.objectContaining({ id: request.id, status: 'approved' })]);
    const cardsAfter = (await call(t, 'GET', '/api/timecards/?period_start=2026-11-15', { session: staff })).json();
    expect(cardsAfter[0].blockers).not.toContain('correction_pending');
  });

  it('a wrong time is changed, a day never punched is created, a denial carries its note', async () => {
    const dayId = await shift(t, staffId, '2026-11-17', '09:00', '17:00');
    const wrong = (await ask(staff, { date: '2026-11-17', check_in: '08:00', reason: 'I started at eight' })).json();
    expect((await approve(admin, wrong.id)).statusCode).toBe(200);
    const changed = await day(t, dayId);
    expect(iso(changed?.check_in_at)).toBe(at('2026-11-17', '08:00'));
    expect(iso(changed?.check_out_at)).toBe(at('2026-11-17', '17:00'));

    const missed = await ask(staff, {
      date: '2026-11-18',
      check_in: '07:30',
      check_out: '15:00',
      reason: 'The tablet was down',
    });
    expect(missed.statusCode).toBe(201);
    expect(missed.json()).toMatchObject({ work_day_id: null, current_check_in_at: null });
    const created = await approve(manager, missed.json().id);
    expect(created.statusCode).toBe(200);
    const newId = created.json().work_day_id as number;
    expect(newId).toBeGreaterThan(0);
    expect(await day(t, newId)).toMatchObject({ user_id: staffId, work_date: '2026-11-18', worked_minutes: 450 });

    const other = (
      await ask(staff, { date: '2026-11-19', check_in: '08:00', check_out: '12:00', reason: 'Meeting' })
    ).json();
    const noNote = await call(t, 'POST', `/api/corrections/${other.id}/deny/`, { session: manager, payload: {} });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({ code: 'validation_failed' });
    const denied = await call(t, 'POST', `/api/corrections/${other.id}/deny/`, {
      session: manager,
      payload: { note: 'You were at training that day' },
    });
    expect(denied.statusCode).toBe(200);
    const mine = (await call(t, 'GET', '/api/attendance/corrections/?status=denied', { session: staff })).json();
    expect(mine).toEqual([
      expect.objectContaining({ id: other.id, status: 'denied', note: 'You were at training that day' }),
    ]);
    const nothing = await t.db
      .selectFrom('work_days')
      .select('id')
      .where('user_id', '=', staffId)
      .where('work_date', '=', '2026-11-19')
      .execute();
    expect(nothing).toEqual([]);
  });

  it('refuses requests that are not a shift, for the future, twice, or for someone else’s day', async () => {
    const dayId = await shift(t, staffId, '2026-11-12', '08:00', '16:00');
    const refused = async (payload: Record<string, unknown>, status: number, code: string) => {
      const response = await ask(staff, { reason: 'Fix', ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ code });
    };
    await refused({ date: '2026-11-21', check_in: '08:00', check_out: '09:00' }, 400, 'validation_failed');
    await refused({ date: '2026-11-12', check_in: '', check_out: '' }, 400, 'validation_failed');
    await refused({ date: '2026-11-12', check_out: '07:00' }, 400, 'validation_failed');
    await refused({ date: '2026-11-12', check_in: '8am' }, 400, 'validation_failed');
    await refused({ date: '2026-11-13', check_in: '08:00' }, 400, 'validation_failed');
    await refused({ date: '2026-11-20', check_in: '09:00', check_out: '11:00' }, 400, 'validation_failed');
    await refused({ date: '2026-11-12', check_in: '07:00', work_day_id: dayId + 1000 }, 400, 'validation_failed');
    await refused({ date: '2026-11-12', check_in: '07:00', reason: '  ' }, 400, 'validation_failed');
    const future = await ask(staff, { date: '2026-11-21', check_in: '08:00', check_out: '09:00', reason: 'x' });
    expect(future.json().date).toEqual(['You cannot request a correction for a future date.']);
    // a year typed wrong (1999 for 2026) is refused, not applied as a payable shift; the last year
    // is open (docs/product-rules.md §5 "How far back a record may be dated"; today is 2026-11-20)
    const old = await ask(staff, { date: '1999-01-04', check_in: '08:00', check_out: '16:00', reason: 'x' });
    expect(old.statusCode).toBe(400);
    expect(old.json().date).toEqual([
      'You can request a correction for the last year only. Ask an administrator about older days.',
    ]);
    const lastYear = (date: string) => ask(staff, { date, check_in: '08:00', check_out: '16:00', reason: 'x' });
    expect((await lastYear('2025-11-18')).statusCode).toBe(400);
    expect((await lastYear('2025-11-19')).statusCode).toBe(201);
    // year 0001 was stored as 1901 (a two-digit year in a date constructor): out of range now
    const ancient = await ask(staff, { date: '0001-01-01', check_in: '08:00', check_out: '16:00', reason: 'x' });
    expect(ancient.json()).toMatchObject({
      code: 'validation_failed',
      date: ['Enter a date between the years 1900 and 2100.'],
    });
    const backwards = await ask(staff, { date: '2026-11-12', check_out: '07:00', reason: 'x' });
    expect(backwards.json().check_out).toEqual(['The check-out must be after the check-in.']);

    expect((await ask(staff, { date: '2026-11-12', check_in: '07:00', reason: 'Early' })).statusCode).toBe(201);
    await refused({ date: '2026-11-12', check_out: '17:00' }, 409, 'correction_request_pending');
    // a colleague's request for the same date is theirs alone
    expect(
      (await ask(colleague, { date: '2026-11-12', check_in: '08:00', check_out: '12:00', reason: 'x' })).statusCode,
    ).toBe(201);
    const count = await t.db
      .selectFrom('correction_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', staffId)
      .where('work_date', '=', '2026-11-12')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('an approved timecard locks its days against requests and their approval (409 timecard_locked)', async () => {
    const dayId = await shift(t, staffId, '2026-11-05', '08:00', null);
    const pending = (await ask(staff, { date: '2026-11-05', check_out: '16:00', reason: 'Forgot' })).json();
    const approveCard = await call(t, 'POST', `/api/timecards/${staffId}/2026-11-01/approve/`, { session: manager });
    expect(approveCard.statusCode).toBe(409);
    expect(approveCard.json().params.blockers).toContain('correction_pending');

    // approved meanwhile (say, before this request existed and reopened since): locked
    await t.db
      .insertInto('timecards')
      .values({
        user_id: staffId,
        period_start: '2026-11-01',
        period_end: '2026-11-14',
        status: 'approved',
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'period_start']).doUpdateSet({ status: 'approved' }))
      .execute();
    const locked = await approve(manager, pending.id);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'timecard_locked' });
    expect((await day(t, dayId))?.check_out_at).toBeNull();
    const still = (await call(t, 'GET', '/api/corrections/?status=pending', { session: manager })).json();
    expect(still.map((r: { id: number }) => r.id)).toContain(pending.id);

    const asked = await ask(staff, { date: '2026-11-06', check_in: '08:00', check_out: '12:00', reason: 'x' });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'timecard_locked' });
  });

  it('two simultaneous approvals of one request apply it once', async () => {
    const dayId = await shift(t, staffId, '2026-11-19', '08:00', null);
    const request = (
      await ask(staff, { date: '2026-11-19', check_out: '15:00', work_day_id: dayId, reason: 'Forgot' })
    ).json();
    expect(request.work_day_id).toBe(dayId);
    const answers = await Promise.all([approve(manager, request.id), approve(admin, request.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({ code: 'correction_request_not_pending' });
    const kept = await t.db.selectFrom('work_day_corrections').selectAll().where('work_day_id', '=', dayId).execute();
    expect(kept).toHaveLength(1);
  });

  it('a manager (own team) or an admin adds a missed day; staff and other teams are refused', async () => {
    const body = (userId: number, date: string, extra: Record<string, unknown> = {}) => ({
      user_id: userId,
      check_in_at: at(date, '08:00'),
      check_out_at: at(date, '16:00'),
      pauses: [{ start_at: at(date, '12:00'), end_at: at(date, '12:30') }],
      reason: 'Missed punch',
      ...extra,
    });
    const add = (session: Session, payload: unknown) => call(t, 'POST', '/api/admin/work-days', { session, payload });
    const added = await add(manager, body(colleague.userId, '2026-11-16'));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      user_id: colleague.userId,
      work_date: '2026-11-16',
      worked_minutes: 450,
      // the day's history starts with its creation: who, when, why, and nothing before
      corrected: true,
      corrections: [
        expect.objectContaining({
          action: 'create',
          corrected_by: manager.userId,
          reason: 'Missed punch',
          before_check_in_at: null,
          before_check_out_at: null,
          after_check_in_at: at('2026-11-16', '08:00'),
          after_check_out_at: at('2026-11-16', '16:00'),
        }),
      ],
    });
    expect(added.json().pauses).toHaveLength(1);
    // an instant on a day that does not exist is refused, not moved to the next month, and a year
    // out of range is refused on both databases (PostgreSQL answered year 0000 with a 500)
    for (const [checkIn, message] of [
      ['2026-02-30T08:00:00-07:00', MSG.invalidInstant],
      ['2026-09-31T08:00:00Z', MSG.invalidInstant],
      ['2026-11-16T24:00:00Z', MSG.invalidInstant],
      ['0000-01-01T08:00:00Z', MSG.dateOutOfRange],
    ] as const) {
      const refused = await add(admin, { ...body(colleague.userId, '2026-11-16'), check_in_at: checkIn, pauses: [] });
      expect(refused.statusCode, checkIn).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_failed', check_in_at: [message] });
    }

    expect((await add(staff, body(colleague.userId, '2026-11-17'))).json()).toMatchObject({
      code: 'correction_not_your_team',
    });
    expect((await add(otherManager, body(colleague.userId, '2026-11-17'))).statusCode).toBe(403);
    expect((await add(manager, body(outsiderId, '2026-11-17'))).statusCode).toBe(403);
    expect((await add(admin, body(outsiderId, '2026-11-17'))).statusCode).toBe(201);
    // the same times again overlap the shift just added (split shifts, ADR 0027)
    expect((await add(manager, body(colleague.userId, '2026-11-16'))).json()).toMatchObject({
      code: 'shift_overlap',
    });
    const outside = await add(
      manager,
      body(colleague.userId, '2026-11-18', {
        pauses: [{ start_at: at('2026-11-18', '07:00'), end_at: at('2026-11-18', '09:00') }],
      }),
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ code: 'validation_failed', pauses: [expect.any(String)] });
    const backwards = await add(
      manager,
      body(colleague.userId, '2026-11-18', { check_out_at: at('2026-11-18', '07:00'), pauses: [] }),
    );
    expect(backwards.json()).toMatchObject({ code: 'validation_failed', check_out_at: [expect.any(String)] });
    const tooLong = await add(
      manager,
      body(colleague.userId, '2026-11-18', { check_out_at: at('2026-11-19', '09:00'), pauses: [] }),
    );
    expect(tooLong.json()).toMatchObject({ check_out_at: ['The check-out must be within 24 hours of the check-in.'] });
    const future = await add(admin, body(colleague.userId, '2026-11-21', { pauses: [] }));
    expect(future.statusCode).toBe(400);
    // the locked period (approved above) refuses an added day
    const locked = await add(admin, body(staffId, '2026-11-03', { pauses: [] }));
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'timecard_locked' });
  });

  it('a manager corrects their team’s day directly; other teams and staff are refused', async () => {
    const dayId = await shift(t, staffId, '2026-11-15', '08:00', '12:00');
    const fix = (session: Session, id = dayId) =>
      call(t, 'POST', `/api/team/work-days/${id}/correct`, {
        session,
        payload: { check_out_at: at('2026-11-15', '13:00'), reason: 'Stayed an hour' },
      });
    expect((await fix(staff)).json()).toMatchObject({ code: 'correction_not_your_team' });
    expect((await fix(otherManager)).statusCode).toBe(403);
    expect((await fix(manager, 999_999)).statusCode).toBe(404);
    const fixed = await fix(manager);
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ id: dayId, worked_minutes: 300, corrected: true });
    expect(fixed.json().corrections[0]).toMatchObject({ reason: 'Stayed an hour', corrected_by_name: 'Mona Manager' });
    expect((await fix(admin)).statusCode).toBe(200);
    // the admin route itself stays admin-only
    const adminRoute = await call(t, 'POST', `/api/admin/work-days/${dayId}/correct`, {
      session: manager,
      payload: { check_out_at: at('2026-11-15', '13:00'), reason: 'x' },
    });
    expect(adminRoute.statusCode).toBe(403);
  });

  it('a direct correction at the same time as the worker’s own change of that day: each answers, none 500s', async () => {
    // A direct correction locked the shift before the timecard, every other writer of a day the
    // timecard first (ADR 0014): on PostgreSQL the two orders deadlocked.
    const u = await createUser(t, { role: 'staff', name: 'Dora Deadlock', manager_id: manager.userId });
    const worker = await login(t, u.email);
    const correct = (id: number, path: 'admin' | 'team', session: Session, date: string, minute: number) =>
      call(t, 'POST', `/api/${path}/work-days/${id}/correct`, {
        session,
        payload: { check_in_at: at(date, `08:0${minute}`), reason: 'race' },
      });
    for (let round = 0; round < 4; round++) {
      const date = `2026-11-0${3 + round}`;
      const dayId = await shift(t, u.id, date, '08:00', '16:00');
      const answers = await Promise.all([
        correct(dayId, 'admin', admin, date, 1),
        ask(worker, { date, work_day_id: dayId, check_in: '07:30', check_out: '', reason: 'race' }),
        correct(dayId, 'admin', admin, date, 2),
        correct(dayId, 'team', manager, date, 3),
        ask(worker, { date, work_day_id: dayId, check_in: '07:45', check_out: '', reason: 'race' }),
        correct(dayId, 'admin', admin, date, 4),
      ]);
      for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
    }
    // today's open shift: the worker pauses, resumes and checks out while it is corrected
    for (let round = 0; round < 4; round++) {
      const dayId = await shift(t, u.id, '2026-11-20', `0${round * 2}:00`, null);
      const moved = at('2026-11-20', `0${round * 2}:05`);
      const clock = (action: string, payload: Record<string, unknown> = {}) =>
        call(t, 'POST', `/api/attendance/${action}/`, { session: worker, payload });
      const answers = await Promise.all([
        call(t, 'POST', `/api/admin/work-days/${dayId}/correct`, {
          session: admin,
          payload: { check_in_at: moved, reason: 'race' },
        }),
        clock('pause', { reason: 'Break' }),
        call(t, 'POST', `/api/team/work-days/${dayId}/correct`, {
          session: manager,
          payload: { check_in_at: moved, reason: 'race' },
        }),
        clock('resume'),
        clock('checkout'),
      ]);
      for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
      if ((await day(t, dayId))?.check_out_at === null) await clock('checkout');
    }
  });

  it('a correction across midnight: a check-out not after the check-in is on the next calendar day', async () => {
    // a day never punched: 22:00 on the 13th to 06:30 on the 14th
    const asked = await ask(colleague, { date: '2026-11-13', check_in: '22:00', check_out: '06:30', reason: 'Night' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ check_out: '06:30', check_out_at: at('2026-11-14', '06:30') });
    const applied = await approve(manager, asked.json().id);
    expect(applied.statusCode, applied.body).toBe(200);
    const created = await t.db
      .selectFrom('work_days')
      .selectAll()
      .where('user_id', '=', colleague.userId)
      .where('work_date', '=', '2026-11-13')
      .executeTakeFirstOrThrow();
    expect([iso(created.check_in_at), iso(created.check_out_at)]).toEqual([
      at('2026-11-13', '22:00'),
      at('2026-11-14', '06:30'),
    ]);
    expect(created).toMatchObject({ worked_minutes: 510, worked_seconds: 510 * 60 });

    // a forgotten check-out of an evening shift, fixed with a time after midnight
    const openId = await shift(t, colleague.userId, '2026-11-11', '21:00', null);
    const fix = await ask(colleague, { date: '2026-11-11', check_out: '05:00', work_day_id: openId, reason: 'Forgot' });
    expect(fix.statusCode, fix.body).toBe(201);
    expect((await approve(manager, fix.json().id)).statusCode).toBe(200);
    const closed = await day(t, openId);
    expect(iso(closed?.check_out_at)).toBe(at('2026-11-12', '05:00'));
    expect(closed).toMatchObject({ work_date: '2026-11-11', worked_seconds: 8 * 3600 });
    // the timecard counts it on the day of its check-in
    const card = (await call(t, 'GET', `/api/timecards/${colleague.userId}/2026-11-01/`, { session: manager })).json();
    expect(card.days.find((d: { date: string }) => d.date === '2026-11-11')).toMatchObject({
      worked_seconds: 8 * 3600,
    });
  });

  it('a pause the correction leaves outside the shift is kept in the timecard but marked as not counted', async () => {
    // a forgotten check-out with a lunch break, corrected to an evening shift across midnight
    const dayId = await shift(t, colleague.userId, '2026-11-09', '08:09', null);
    await t.db
      .insertInto('work_day_pauses')
      .values([
        {
          work_day_id: dayId,
          paused_at: at('2026-11-09', '12:00'),
          resumed_at: at('2026-11-09', '12:30'),
          reason: 'Lunch break',
          created_at: at('2026-11-09', '12:00'),
        },
        {
          work_day_id: dayId,
          paused_at: at('2026-11-09', '20:00'),
          resumed_at: at('2026-11-09', '20:15'),
          reason: 'Dinner',
          created_at: at('2026-11-09', '20:00'),
        },
      ])
      .execute();
    const asked = await ask(colleague, {
      date: '2026-11-09',
      check_in: '17:00',
      check_out: '08:00',
      work_day_id: dayId,
      reason: 'Evening shift',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await approve(manager, asked.json().id)).statusCode).toBe(200);
    const card = (await call(t, 'GET', `/api/timecards/${colleague.userId}/2026-11-01/`, { session: manager })).json();
    const corrected = card.days.find((d: { date: string }) => d.date === '2026-11-09').shifts[0];
    expect(corrected.check_out_at).toBe(at('2026-11-10', '08:00'));
    // both pauses stay on record; only the one inside 05:00 PM – 08:00 AM counts
    expect(corrected.pauses).toEqual([
      {
        start_at: at('2026-11-09', '12:00'),
        end_at: at('2026-11-09', '12:30'),
        reason: 'Lunch break',
        outside_shift: true,
      },
      {
        start_at: at('2026-11-09', '20:00'),
        end_at: at('2026-11-09', '20:15'),
        reason: 'Dinner',
        outside_shift: false,
      },
    ]);
    expect(corrected.paused_seconds).toBe(15 * 60);
  });

  it('a request answers the proposed shift’s worked time after its recorded pauses (added fields)', async () => {
    // a forgotten check-out after a 30-minute lunch: 08:09 AM to 04:05 PM is 7h 56m, 7h 26m worked
    const dayId = await shift(t, colleague.userId, '2026-11-05', '08:09', null);
    await t.db
      .insertInto('work_day_pauses')
      .values({
        work_day_id: dayId,
        paused_at: at('2026-11-05', '12:00'),
        resumed_at: at('2026-11-05', '12:30'),
        reason: 'Lunch break',
        created_at: at('2026-11-05', '12:00'),
      })
      .execute();
    const asked = await ask(colleague, { date: '2026-11-05', check_out: '16:05', reason: 'Forgot to check out' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      check_out: '16:05',
      proposed_worked_seconds: (7 * 60 + 26) * 60,
      proposed_paused_seconds: 30 * 60,
    });
    const inbox = (await call(t, 'GET', '/api/corrections/?status=pending', { session: manager })).json();
    expect(inbox.find((r: { id: number }) => r.id === asked.json().id)).toMatchObject({
      proposed_worked_seconds: (7 * 60 + 26) * 60,
      proposed_paused_seconds: 30 * 60,
    });
    // a day never punched has no pauses; a proposal without a check-out has no worked time yet
    const fresh = await ask(colleague, {
      date: '2026-11-04',
      check_in: '09:00',
      check_out: '11:00',
      reason: 'Forgot both',
    });
    expect(fresh.json()).toMatchObject({ proposed_worked_seconds: 2 * 3600, proposed_paused_seconds: 0 });
    const openDay = await shift(t, colleague.userId, '2026-11-03', '08:00', null);
    const inOnly = await ask(colleague, { date: '2026-11-03', check_in: '07:30', reason: 'Came earlier' });
    expect(inOnly.statusCode, inOnly.body).toBe(201);
    expect(inOnly.json()).toMatchObject({ work_day_id: openDay, proposed_worked_seconds: null });
  });

  it('a decided request still answers the times it was decided against (recorded_before, an added field)', async () => {
    const dayId = await shift(t, colleague.userId, '2026-11-06', '07:57', '16:03');
    const late = (
      await ask(colleague, { date: '2026-11-06', check_out: '16:30', reason: 'Stayed late with a client' })
    ).json();
    const recorded = { check_in_at: at('2026-11-06', '07:57'), check_out_at: at('2026-11-06', '16:03') };
    const normal = (value: { check_in_at: string | null; check_out_at: string | null } | null) =>
      value && {
        check_in_at: value.check_in_at && iso(value.check_in_at),
        check_out_at: value.check_out_at && iso(value.check_out_at),
      };
    expect(normal(late.recorded_before)).toEqual(recorded);
    const approved = await approve(manager, late.id);
    expect(approved.statusCode, approved.body).toBe(200);
    // the shift now ends at 04:30 PM; the answer keeps what the approval changed, and when
    expect(iso(approved.json().current_check_out_at)).toBe(at('2026-11-06', '16:30'));
    expect(normal(approved.json().recorded_before)).toEqual(recorded);
    expect(approved.json().decided_at).toEqual(expect.any(String));
    const inbox = (await call(t, 'GET', '/api/corrections/?status=approved', { session: manager })).json();
    expect(normal(inbox.find((r: { id: number }) => r.id === late.id).recorded_before)).toEqual(recorded);
    // a later correction of the same shift does not change what this approval changed
    const again = (await ask(colleague, { date: '2026-11-06', check_in: '07:45', reason: 'Came in earlier' })).json();
    expect((await approve(admin, again.id)).statusCode).toBe(200);
    const both = (await call(t, 'GET', '/api/corrections/?status=approved', { session: admin })).json();
    expect(normal(both.find((r: { id: number }) => r.id === late.id).recorded_before)).toEqual(recorded);
    expect(normal(both.find((r: { id: number }) => r.id === again.id).recorded_before)).toEqual({
      ...recorded,
      check_out_at: at('2026-11-06', '16:30'),
    });

    // a day never punched: the approval created the shift, so there was nothing before it
    const missed = (
      await ask(colleague, { date: '2026-11-02', check_in: '08:00', check_out: '12:00', reason: 'Tablet down' })
    ).json();
    expect(missed.recorded_before).toEqual({ check_in_at: null, check_out_at: null });
    expect((await approve(manager, missed.id)).json().recorded_before).toEqual({
      check_in_at: null,
      check_out_at: null,
    });

    // a denial changes nothing: the shift's times as they stand
    const denied = (
      await ask(colleague, { date: '2026-11-06', check_out: '17:00', reason: 'Stayed later still' })
    ).json();
    const deny = await call(t, 'POST', `/api/corrections/${denied.id}/deny/`, {
      session: manager,
      payload: { note: 'You left at 04:30' },
    });
    expect(normal(deny.json().recorded_before)).toEqual({
      check_in_at: at('2026-11-06', '07:45'),
      check_out_at: at('2026-11-06', '16:30'),
    });
    expect(dayId).toBe(late.work_day_id);
  });

  it('a request whose shift a manager corrected after it was filed is not approved over that fix (409 correction_request_outdated)', async () => {
    const dayId = await shift(t, colleague.userId, '2026-11-09', '08:00', '16:00');
    t.clock.set(new Date('2026-11-20T17:00:00Z'));
    const asking = await ask(colleague, {
      date: '2026-11-09',
      work_day_id: dayId,
      check_out: '17:00',
      reason: 'Stayed for a family',
    });
    expect(asking.statusCode, asking.body).toBe(201);
    const asked = asking.json();
    // the manager fixes the check-in directly, not knowing of the request: a fix whose clock was
    // read a minute before the request was filed but that was written after it (it waited for the
    // timecard lock) is still a correction since; the order of writing decides, not the clocks
    const { email } = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', manager.userId)
      .executeTakeFirstOrThrow();
    const earlier = await loginAt(t, new Date('2026-11-20T16:59:00Z'), email);
    const fixed = await call(t, 'POST', `/api/team/work-days/${dayId}/correct`, {
      session: earlier,
      payload: { check_in_at: at('2026-11-09', '08:30'), reason: 'Badge log says 08:30' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    t.clock.set(new Date('2026-11-20T17:02:00Z'));
    const refused = await approve(manager, asked.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'correction_request_outdated' });
    // nothing changed: the manager's fix stands, the request is still pending and can be denied
    const after = await day(t, dayId);
    expect(iso(after?.check_in_at)).toBe(at('2026-11-09', '08:30'));
    expect(iso(after?.check_out_at)).toBe(at('2026-11-09', '16:00'));
    const mine = (await call(t, 'GET', '/api/attendance/corrections/', { session: colleague })).json();
    expect(mine.find((r: { id: number }) => r.id === asked.id).status).toBe('pending');
    const denied = await call(t, 'POST', `/api/corrections/${asked.id}/deny/`, {
      session: manager,
      payload: { note: 'Corrected already; ask again if the check-out is still wrong' },
    });
    expect(denied.statusCode).toBe(200);

    // a request filed before bases were kept (migration 0031) is judged by the times instead
    const legacyDay = await shift(t, colleague.userId, '2026-11-12', '08:00', '16:00');
    t.clock.set(new Date('2026-11-20T17:03:00Z'));
    const legacy = (
      await ask(colleague, { date: '2026-11-12', work_day_id: legacyDay, check_out: '16:30', reason: 'Late bus' })
    ).json();
    await t.db
      .updateTable('correction_requests')
      .set({ basis_correction_id: null })
      .where('id', '=', legacy.id)
      .execute();
    t.clock.set(new Date('2026-11-20T17:04:00Z'));
    const legacyFix = await call(t, 'POST', `/api/team/work-days/${legacyDay}/correct`, {
      session: manager,
      payload: { check_in_at: at('2026-11-12', '08:10'), reason: 'Badge log' },
    });
    expect(legacyFix.statusCode, legacyFix.body).toBe(200);
    expect((await approve(manager, legacy.id)).json()).toMatchObject({ code: 'correction_request_outdated' });

    // the employee's own punches after filing are no correction: a request to fix today's check-in
    // is still approved after its owner paused and resumed that shift
    const worker = await createUser(t, { role: 'staff', name: 'Pia Puncher', manager_id: manager.userId });
    const today = await shift(t, worker.id, '2026-11-20', '08:00', null);
    const own = await login(t, worker.email);
    t.clock.set(new Date('2026-11-20T17:05:00Z'));
    const early = await ask(own, {
      date: '2026-11-20',
      work_day_id: today,
      check_in: '07:45',
      reason: 'Badge reader down',
    });
    expect(early.statusCode, early.body).toBe(201);
    t.clock.set(new Date('2026-11-20T17:08:00Z'));
    const paused = await call(t, 'POST', '/api/attendance/pause/', { session: own, payload: { reason: 'Break' } });
    expect(paused.statusCode, paused.body).toBeLessThan(300);
    t.clock.set(new Date('2026-11-20T17:12:00Z'));
    const resumed = await call(t, 'POST', '/api/attendance/resume/', { session: own, payload: {} });
    expect(resumed.statusCode, resumed.body).toBeLessThan(300);
    const approved = await approve(manager, early.json().id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(iso((await day(t, today))?.check_in_at)).toBe(at('2026-11-20', '07:45'));
    t.clock.set(new Date('2026-11-20T17:00:00Z'));
  });
});
