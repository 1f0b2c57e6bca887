import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  createUser,
  dialects,
  insertClosedShift,
  login,
  loginAt,
  phoenixTime,
  type Session,
  TEST_NOW,
  type TestApp,
} from './helper.js';

/**
 * A reopened period is paid once (docs/payroll-rules.md, "A reopened period and its back pay").
 * A reopen recomputes the period at the current rates, so the back pay a later rate owed on it must
 * not be paid elsewhere too: still waiting, it is voided; already paid by a later approved card, the
 * reopened period takes it back. The same for the difference a shared workweek's edit paid in a
 * neighbour. The test clock reads Friday 20 November 2026 17:00Z; cards of 15–30 November are
 * approved from 1 December. Money in integer cents.
 */
describe.each(dialects())('a reopened period and its back pay, on %s', (dialect) => {
  let t: TestApp;
  let adminId: number;
  const card = (userId: number, period: string, suffix = '') => `/api/timecards/${userId}/${period}/${suffix}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminId = (await createUser(t, { role: 'admin', name: 'Alma Admin', email: 'alma@daybook.test' })).id;
    await createUser(t, { role: 'manager', name: 'Mona Manager', email: 'mona@daybook.test' });
  });
  afterEach(() => t.clock.set(new Date(TEST_NOW)));
  afterAll(async () => t.close());

  /** Sessions begun at an instant (an access token lasts minutes), the clock left there. */
  const sessionsAt = async (instant: string, email: string) => {
    const at = new Date(instant);
    return {
      staff: await loginAt(t, at, email),
      manager: await login(t, 'mona@daybook.test'),
      admin: await login(t, 'alma@daybook.test'),
    };
  };
  /** 80 h over 2–13 November, no overtime, at $18.00: $1,440.00 for 1–14 November. */
  const staffWithTwoWeeks = async (name: string) => {
    const m = await t.db.selectFrom('users').select('id').where('name', '=', 'Mona Manager').executeTakeFirstOrThrow();
    const person = await createUser(t, { role: 'staff', name, manager_id: m.id });
    for (const d of ['02', '03', '04', '05', '06', '09', '10', '11', '12', '13']) {
      await insertClosedShift(t, person.id, `2026-11-${d}`, '08:00', '16:00');
    }
    return person;
  };
  const submitAndApprove = async (userId: number, period: string, s: { staff: Session; manager: Session }) => {
    const submitted = await call(t, 'POST', card(userId, period, 'submit/'), {
      session: s.staff,
      payload: { attestation: true },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const approved = await call(t, 'POST', card(userId, period, 'approve/'), { session: s.manager });
    expect(approved.statusCode, approved.body).toBe(200);
    return approved.json();
  };
  const reopen = async (userId: number, period: string, admin: Session) => {
    const reopened = await call(t, 'POST', card(userId, period, 'reopen/'), {
      session: admin,
      payload: { reason: 'Hours to check' },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    return reopened.json();
  };
  const addRate = async (userId: number, admin: Session, cents: number, date: string) => {
    const added = await call(t, 'POST', `/api/admin/users/${userId}/rates/`, {
      session: admin,
      payload: { hourly_rate_cents: cents, effective_date: date },
    });
    expect(added.statusCode, added.body).toBe(201);
  };
  const get = async (userId: number, period: string, session: Session) =>
    (await call(t, 'GET', card(userId, period), { session })).json();
  const backPay = async (userId: number, admin: Session) => {
    const listed = await call(t, 'GET', `/api/admin/users/${userId}/pay-adjustments/`, { session: admin });
    expect(listed.statusCode).toBe(200);
    return listed.json();
  };
  /** A person's row of a period's payroll export (CSV), as its cells. */
  const exported = async (name: string, period: string, admin: Session) => {
    const csv = await call(t, 'GET', `/api/payroll/export?period_start=${period}&format=csv`, { session: admin });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trimEnd().split('\r\n');
    const header = (lines[0] ?? '').split(',');
    const row = (lines.find((line) => line.startsWith(`${name},`)) ?? '').split(',');
    return Object.fromEntries(header.map((h, i) => [h, row[i]]));
  };

  it('voids back pay still waiting on a period that is reopened: the re-approved period pays the raise, the next card does not', async () => {
    const person = await staffWithTwoWeeks('Ana Again');
    let s = await sessionsAt(TEST_NOW, person.email);
    await addRate(person.id, s.admin, 1800, '2026-06-01');
    expect(await submitAndApprove(person.id, '2026-11-01', s)).toMatchObject({ gross_pay_cents: 144_000 });

    // $20.00 from Tuesday 10 November: 32 h × $2.00 = $64.00 owed on 1–14 November, waiting.
    s = await sessionsAt('2026-11-20T17:01:00.000Z', person.email);
    await addRate(person.id, s.admin, 2000, '2026-11-10');
    expect(await get(person.id, '2026-11-15', s.staff)).toMatchObject({ adjustment_cents: 6_400 });

    // The admin reopens 1–14 November: it is computed at the current rates, the waiting back pay is voided.
    s = await sessionsAt('2026-11-20T17:02:00.000Z', person.email);
    expect(await reopen(person.id, '2026-11-01', s.admin)).toMatchObject({
      status: 'open',
      gross_pay_cents: 150_400,
      adjustment_cents: 0,
    });
    expect(await get(person.id, '2026-11-15', s.staff)).toMatchObject({ adjustment_cents: 0, gross_pay_cents: 0 });
    const rows = await backPay(person.id, s.admin);
    expect(rows).toEqual([
      expect.objectContaining({
        period_start: '2026-11-01',
        cents: 6_400,
        reason: 'rate_change',
        paid_in_period_start: null,
        voided_at: '2026-11-20T17:02:00.000Z',
        voided_by: adminId,
        void_reason: 'period_reopened',
      }),
    ]);
    const audited = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'pay_adjustment')
      .where('entity_id', '=', String(rows[0].id))
      .execute();
    expect(audited.map((a) => a.action).sort()).toEqual(['create', 'update']);

    // Resubmitted and approved again: $1,504.00, once.
    expect(await submitAndApprove(person.id, '2026-11-01', s)).toMatchObject({
      status: 'approved',
      gross_pay_cents: 150_400,
      adjustment_cents: 0,
    });
    expect(await get(person.id, '2026-11-15', s.staff)).toMatchObject({ adjustment_cents: 0, gross_pay_cents: 0 });
    expect(await exported('Ana Again', '2026-11-01', s.admin)).toMatchObject({
      'Gross Pay': '1504.00',
      Adjustment: '0.00',
    });
    expect(await exported('Ana Again', '2026-11-15', s.admin)).toMatchObject({
      'Gross Pay': '0.00',
      Adjustment: '0.00',
    });

    // 15–30 November's approval pays nothing for it.
    s = await sessionsAt('2026-12-01T17:00:00.000Z', person.email);
    expect(await submitAndApprove(person.id, '2026-11-15', s)).toMatchObject({
      gross_pay_cents: 0,
      adjustment_cents: 0,
    });
    expect((await backPay(person.id, s.admin))[0]).toMatchObject({ paid_in_period_start: null, voided_by: adminId });
  });

  it('takes back from a reopened period the back pay a later approved card already paid on it', async () => {
    const person = await staffWithTwoWeeks('Bea Before');
    let s = await sessionsAt(TEST_NOW, person.email);
    await addRate(person.id, s.admin, 1800, '2026-06-01');
    await submitAndApprove(person.id, '2026-11-01', s);
    s = await sessionsAt('2026-11-20T17:01:00.000Z', person.email);
    await addRate(person.id, s.admin, 2000, '2026-11-10');

    // 15–30 November pays the $64.00 and is approved; then 1–14 November is reopened.
    s = await sessionsAt('2026-12-01T17:00:00.000Z', person.email);
    expect(await submitAndApprove(person.id, '2026-11-15', s)).toMatchObject({ gross_pay_cents: 6_400 });
    s = await sessionsAt('2026-12-01T17:01:00.000Z', person.email);
    // at the current rates $1,504.00, less the $64.00 15–30 November paid for these days
    expect(await reopen(person.id, '2026-11-01', s.admin)).toMatchObject({
      gross_pay_cents: 144_000,
      adjustment_cents: -6_400,
    });
    expect(await submitAndApprove(person.id, '2026-11-01', s)).toMatchObject({
      gross_pay_cents: 144_000,
      adjustment_cents: -6_400,
    });
    expect(await backPay(person.id, s.admin)).toEqual([
      expect.objectContaining({ cents: 6_400, reason: 'rate_change', paid_in_period_start: '2026-11-15' }),
      expect.objectContaining({
        period_start: '2026-11-01',
        cents: -6_400,
        reason: 'already_paid',
        created_by: adminId,
        paid_in_period_start: '2026-11-01',
        voided_at: null,
      }),
    ]);
    expect(await exported('Bea Before', '2026-11-01', s.admin)).toMatchObject({
      'Total Hours': '80.00',
      'Gross Pay': '1440.00',
      Adjustment: '-64.00',
    });
    // 15–30 November still says what it paid; nothing is carried further
    expect(await get(person.id, '2026-11-15', s.staff)).toMatchObject({ status: 'approved', adjustment_cents: 6_400 });
    expect(await get(person.id, '2026-12-01', s.staff)).toMatchObject({ adjustment_cents: 0, gross_pay_cents: 0 });

    // A later raise on the re-approved period is owed once more, and only its own difference.
    s = await sessionsAt('2026-12-01T17:02:00.000Z', person.email);
    await addRate(person.id, s.admin, 2100, '2026-11-12');
    // 16 h × $1.00
    expect(await get(person.id, '2026-12-01', s.staff)).toMatchObject({ adjustment_cents: 1_600 });

    // Reopened a second time: $1,520.00 at the current rates (48 h × $18.00, 16 h × $20.00, 16 h ×
    // $21.00), less the $64.00 paid in 15–30 November; the $16.00 still waiting is voided, so 1–14
    // December carries nothing.
    s = await sessionsAt('2026-12-01T17:03:00.000Z', person.email);
    expect(await reopen(person.id, '2026-11-01', s.admin)).toMatchObject({
      gross_pay_cents: 152_000 - 6_400,
      adjustment_cents: -6_400,
    });
    expect(await get(person.id, '2026-12-01', s.staff)).toMatchObject({ adjustment_cents: 0 });
    const rows = await backPay(person.id, s.admin);
    const live = rows.filter((r: { voided_at: string | null }) => r.voided_at === null);
    // what stays owed on 1–14 November elsewhere nets to the $64.00 paid in 15–30 November
    const netOn = (period: string) =>
      live
        .filter((r: { period_start: string }) => r.period_start === period)
        .reduce((sum: number, r: { cents: number }) => sum + r.cents, 0);
    expect(netOn('2026-11-01')).toBe(0);
    expect(rows.find((r: { cents: number }) => r.cents === 1_600)).toMatchObject({ void_reason: 'period_reopened' });
  });

  it('takes back from a reopened period what a shared workweek’s edit paid in its approved neighbour', async () => {
    let s = await sessionsAt('2026-12-01T17:00:00.000Z', 'alma@daybook.test');
    // Workweeks from Wednesday: the week of 11 November holds Saturday 14 and Sunday 15 November.
    const set = await call(t, 'PATCH', '/api/admin/organisation', {
      session: s.admin,
      payload: { workweek_start_day: 3 },
    });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const m = await t.db
        .selectFrom('users')
        .select('id')
        .where('name', '=', 'Mona Manager')
        .executeTakeFirstOrThrow();
      const person = await createUser(t, { role: 'staff', name: 'Cleo Shared', manager_id: m.id });
      // 24 h on 11–13 November, 16 h on 16–17 November: 40 h, no overtime
      for (const d of ['2026-11-11', '2026-11-12', '2026-11-13', '2026-11-16', '2026-11-17']) {
        await insertClosedShift(t, person.id, d, '08:00', '16:00');
      }
      s = await sessionsAt('2026-12-01T17:00:00.000Z', person.email);
      await addRate(person.id, s.admin, 1800, '2026-06-01');
      expect(await submitAndApprove(person.id, '2026-11-01', s)).toMatchObject({ gross_pay_cents: 43_200 });
      expect(await submitAndApprove(person.id, '2026-11-15', s)).toMatchObject({ gross_pay_cents: 28_800 });

      // 1–14 November is reopened and a missed Saturday added: the week's last 8 h, on 16–17
      // November, become overtime: 8 h × $9.00 = $72.00 more for the approved 15–30 November,
      // paid in 1–14 November.
      await reopen(person.id, '2026-11-01', s.admin);
      const added = await call(t, 'POST', '/api/admin/work-days', {
        session: s.admin,
        payload: {
          user_id: person.id,
          check_in_at: phoenixTime('2026-11-14', '08:00').toISOString(),
          check_out_at: phoenixTime('2026-11-14', '16:00').toISOString(),
          reason: 'Worked the Saturday',
        },
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(await submitAndApprove(person.id, '2026-11-01', s)).toMatchObject({
        gross_pay_cents: 57_600 + 7_200,
        adjustment_cents: 7_200,
      });

      // 15–30 November reopened: its overtime at the current figures, less the $72.00 paid for it.
      s = await sessionsAt('2026-12-01T17:01:00.000Z', person.email);
      expect(await reopen(person.id, '2026-11-15', s.admin)).toMatchObject({
        gross_pay_cents: 28_800,
        adjustment_cents: -7_200,
      });
      expect(await submitAndApprove(person.id, '2026-11-15', s)).toMatchObject({
        gross_pay_cents: 28_800,
        adjustment_cents: -7_200,
      });
      expect(await backPay(person.id, s.admin)).toEqual([
        expect.objectContaining({ period_start: '2026-11-15', cents: 7_200, reason: 'shared_workweek' }),
        expect.objectContaining({ period_start: '2026-11-15', cents: -7_200, reason: 'already_paid' }),
      ]);
      // 1–14 December does not pay it again either
      expect(await get(person.id, '2026-12-01', s.staff)).toMatchObject({ adjustment_cents: 0 });

      // 1–14 November reopened: the $72.00 it paid is voided, since it computes it again while open
      // (15–30 November is approved); approved again, it pays it once more and 15–30 November still
      // keeps its take-back, so the $72.00 stays paid once in all.
      s = await sessionsAt('2026-12-01T17:02:00.000Z', person.email);
      expect(await reopen(person.id, '2026-11-01', s.admin)).toMatchObject({
        gross_pay_cents: 57_600 + 7_200,
        adjustment_cents: 7_200,
      });
      expect((await backPay(person.id, s.admin))[0]).toMatchObject({
        reason: 'shared_workweek',
        void_reason: 'payer_reopened',
        voided_by: adminId,
      });
    } finally {
      const admin = await login(t, 'alma@daybook.test');
      await call(t, 'PATCH', '/api/admin/organisation', { session: admin, payload: { workweek_start_day: 0 } });
    }
  });
});
