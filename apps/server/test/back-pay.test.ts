import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  createUser,
  dialects,
  insertClosedShift,
  login,
  type Session,
  type TestApp,
} from './helper.js';

/**
 * Pay already approved never changes; a rate entered later whose date reaches into it is owed as
 * back pay, carried by the employee's next timecard not yet approved and paid by its approval; and
 * an employee's first dated rate keeps the rate their record paid before it (docs/payroll-rules.md,
 * "A rate dated into an approved period"; payroll/rate-adjustments.ts). The test clock reads
 * Friday 20 November 2026 (helper.ts): 1–14 November has ended, 15–30 November is running. With
 * Sunday workweeks the two periods share no workweek, so no neighbour's adjustment is involved.
 */
const shift = (t: TestApp, userId: number, date: string, from: string, to: string) =>
  insertClosedShift(t, userId, date, from, to);

describe.each(dialects())('back pay for rates dated into approved periods, on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let manager: Session;
  const card = (userId: number, period: string, suffix = '') => `/api/timecards/${userId}/${period}/${suffix}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createUser(t, { role: 'admin', name: 'Alma Admin', email: 'alma@daybook.test' });
    await createUser(t, { role: 'manager', name: 'Mona Manager', email: 'mona@daybook.test' });
    admin = await login(t, 'alma@daybook.test');
    manager = await login(t, 'mona@daybook.test');
  });
  afterAll(async () => t.close());

  const staffWithWeeks = async (name: string) => {
    const m = await t.db.selectFrom('users').select('id').where('name', '=', 'Mona Manager').executeTakeFirstOrThrow();
    const person = await createUser(t, { role: 'staff', name, manager_id: m.id });
    // 45 h in the week of Sunday 1 November (5 h overtime), 40 h in the next
    for (const d of ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']) {
      await shift(t, person.id, d, '08:00', '17:00');
    }
    for (const d of ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13']) {
      await shift(t, person.id, d, '08:00', '16:00');
    }
    return { person, session: await login(t, person.email) };
  };
  /** Adds an entry to someone's rate history, as an admin. */
  const rateOf = (userId: number) => (cents: number, date: string) =>
    call(t, 'POST', `/api/admin/users/${userId}/rates/`, {
      session: admin,
      payload: { hourly_rate_cents: cents, effective_date: date },
    });
  const approveNovemberFirst = async (userId: number, session: Session) => {
    const path = card(userId, '2026-11-01');
    expect((await call(t, 'POST', `${path}submit/`, { session, payload: { attestation: true } })).statusCode).toBe(200);
    const approved = await call(t, 'POST', `${path}approve/`, { session: manager });
    expect(approved.statusCode).toBe(200);
    return approved.json();
  };

  it('owes a later rate’s difference on an approved period as back pay in the next open timecard', async () => {
    const { person, session } = await staffWithWeeks('Rita Retro');
    const rate = rateOf(person.id);
    expect((await rate(2000, '2026-06-01')).statusCode).toBe(201);
    // $20.00: 85 h straight and 5 h at half the rate again
    expect(await approveNovemberFirst(person.id, session)).toMatchObject({ gross_pay_cents: 175_000 });

    // $25.00 from Thursday the 5th, a minute after the approval.
    t.clock.set(new Date('2026-11-20T17:01:00.000Z'));
    expect((await rate(2500, '2026-11-05')).statusCode).toBe(201);
    // Week 1: 27 h × $20 + 18 h × $25 = $990.00 straight, so a regular rate of $22.00 and a premium
    // of 5 h × $11.00 = $55.00: $1,045.00 where $950.00 was paid. Week 2: 40 h × $25 = $1,000.00
    // where $800.00 was paid. Owed: $95.00 + $200.00.
    const owed = 9_500 + 20_000;
    const approved = (await call(t, 'GET', card(person.id, '2026-11-01'), { session })).json();
    expect(approved).toMatchObject({ status: 'approved', gross_pay_cents: 175_000, adjustment_cents: 0 });
    // its days show the rate they were paid at, not the one entered since
    expect(new Set(approved.days.map((d: { rate_cents: number }) => d.rate_cents))).toEqual(new Set([2000]));
    const current = await call(t, 'GET', card(person.id, '2026-11-15'), { session });
    expect(current.json()).toMatchObject({
      status: 'open',
      worked_seconds: 0,
      adjustment_cents: owed,
      gross_pay_cents: owed,
    });
    // the payroll export says so: the approved period at the rate it was paid at, and the back pay
    // as the open period's Adjustment, the part of its Gross Pay that is not hours × Rate
    const exported = async (period: string) => {
      const csv = await call(t, 'GET', `/api/payroll/export?period_start=${period}&format=csv`, { session: admin });
      expect(csv.statusCode).toBe(200);
      const lines = csv.body.trimEnd().split('\r\n');
      expect(lines[0]).toMatch(/,Gross Pay,Timecard Status,Adjustment,Rates in Period$/);
      return lines.find((line) => line.startsWith('Rita Retro,'));
    };
    expect(await exported('2026-11-01')).toMatch(/,80\.00,5\.00,85\.00,20\.00,1750\.00,approved,0\.00,20\.00$/);
    expect(await exported('2026-11-15')).toMatch(/,0\.00,0\.00,0\.00,25\.00,295\.00,open,295\.00,25\.00$/);
    const rows = await t.db.selectFrom('pay_adjustments').selectAll().where('user_id', '=', person.id).execute();
    expect(rows).toEqual([
      expect.objectContaining({
        period_start: '2026-11-01',
        cents: owed,
        reason: 'rate_change',
        paid_in_period_start: null,
      }),
    ]);
    // the console reads it beside the rate history (admins only)
    const listed = await call(t, 'GET', `/api/admin/users/${person.id}/pay-adjustments/`, { session: admin });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        id: rows[0]?.id,
        period_start: '2026-11-01',
        cents: owed,
        reason: 'rate_change',
        created_by: expect.any(Number),
        created_at: '2026-11-20T17:01:00.000Z',
        paid_in_period_start: null,
        paid_at: null,
        voided_at: null,
        voided_by: null,
        void_reason: null,
      },
    ]);
    expect(
      (await call(t, 'GET', `/api/admin/users/${person.id}/pay-adjustments/`, { session: manager })).statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', '/api/admin/users/999999/pay-adjustments/', { session: admin })).statusCode).toBe(404);
    // the back pay is in the audit log, with the rate that caused it
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['entity', 'after'])
      .where('entity', 'in', ['pay_adjustment', 'user_rate'])
      .where('entity_id', 'in', [String(person.id), String(rows[0]?.id)])
      .execute();
    const afters = audit.map((a) => (typeof a.after === 'string' ? JSON.parse(a.after) : a.after));
    expect(afters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ cents: owed, period_start: '2026-11-01' }),
        expect.objectContaining({
          effective_date: '2026-11-05',
          back_pay: [{ period_start: '2026-11-01', cents: owed }],
        }),
      ]),
    );

    // The open card's approval pays it once: the next period owes nothing. (On 1 December, with
    // sessions begun then: an access token lasts minutes.)
    t.clock.set(new Date('2026-12-01T17:00:00.000Z'));
    try {
      await afterNovember(person.id, person.email, owed);
    } finally {
      t.clock.set(new Date('2026-11-20T17:00:00.000Z'));
    }
  });

  const afterNovember = async (personId: number, email: string, owed: number) => {
    const session = await login(t, email);
    const manager = await login(t, 'mona@daybook.test');
    const admin = await login(t, 'alma@daybook.test');
    const person = { id: personId };
    const november = card(person.id, '2026-11-15');
    expect((await call(t, 'POST', `${november}submit/`, { session, payload: { attestation: true } })).statusCode).toBe(
      200,
    );
    const paid = await call(t, 'POST', `${november}approve/`, { session: manager });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'approved', gross_pay_cents: owed });
    expect((await call(t, 'GET', card(person.id, '2026-12-01'), { session })).json()).toMatchObject({
      adjustment_cents: 0,
      gross_pay_cents: 0,
    });
    const marked = await t.db.selectFrom('pay_adjustments').selectAll().where('user_id', '=', person.id).execute();
    expect(marked).toEqual([expect.objectContaining({ paid_in_period_start: '2026-11-15' })]);
    expect((await call(t, 'GET', `/api/admin/users/${person.id}/pay-adjustments/`, { session: admin })).json()).toEqual(
      [
        expect.objectContaining({
          cents: owed,
          paid_in_period_start: '2026-11-15',
          paid_at: '2026-12-01T17:00:00.000Z',
        }),
      ],
    );

    // Reopened, that card pays nothing until it is approved again: the back pay waits with it.
    const reopened = await call(t, 'POST', `${november}reopen/`, {
      session: admin,
      payload: { reason: 'Hours wrong' },
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'open', adjustment_cents: owed });
    expect((await call(t, 'GET', card(person.id, '2026-12-01'), { session })).json()).toMatchObject({
      adjustment_cents: 0,
    });
    const waiting = await t.db.selectFrom('pay_adjustments').selectAll().where('user_id', '=', person.id).execute();
    expect(waiting).toEqual([expect.objectContaining({ paid_in_period_start: null, paid_at: null })]);
  };

  it.runIf(dialect === 'postgres')(
    'an approval beside a rate being added waits for it, and pays at that rate',
    async () => {
      const { person, session } = await staffWithWeeks('Willa Waits');
      const path = card(person.id, '2026-11-01');
      await call(t, 'POST', `/api/admin/users/${person.id}/rates/`, {
        session: admin,
        payload: { hourly_rate_cents: 2000, effective_date: '2026-06-01' },
      });
      expect((await call(t, 'POST', `${path}submit/`, { session, payload: { attestation: true } })).statusCode).toBe(
        200,
      );
      // A rate change holds the user's row (add-rate.ts) and has not committed when the approval starts.
      let commit = () => {};
      const held = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let locked = () => {};
      const holding = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const adding = t.db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', person.id).forUpdate().execute();
        await trx
          .insertInto('user_rates')
          .values({
            user_id: person.id,
            hourly_rate_cents: 2500,
            effective_date: '2026-11-05',
            created_at: '2026-11-20T17:00:00.000Z',
          })
          .execute();
        locked();
        await held;
      });
      await holding;
      const approving = call(t, 'POST', `${path}approve/`, { session: manager });
      await new Promise((resolve) => setTimeout(resolve, 300));
      commit();
      await adding;
      const approved = await approving;
      expect(approved.statusCode).toBe(200);
      // the approval read the rate once it was committed: $1,750.00 + $295.00, nothing owed later
      expect(approved.json()).toMatchObject({ status: 'approved', gross_pay_cents: 175_000 + 29_500 });
    },
  );

  it('computes back pay under the overtime settings the period was paid under, not ones changed since', async () => {
    const { person, session } = await staffWithWeeks('Sara Settings');
    const rate = rateOf(person.id);
    expect((await rate(2000, '2026-06-01')).statusCode).toBe(201);
    t.clock.set(new Date('2026-11-20T17:00:00.000Z'));
    expect(await approveNovemberFirst(person.id, session)).toMatchObject({ gross_pay_cents: 175_000 });
    const frozen = await t.db
      .selectFrom('timecards')
      .select('paid_settings')
      .where('user_id', '=', person.id)
      .where('period_start', '=', '2026-11-01')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(frozen.paid_settings ?? 'null')).toMatchObject({
      overtimeMultiplierHundredths: 150,
      overtimeThresholdHundredths: 4000,
      workweekStartDay: 0,
    });

    // Overtime at double time from now on; then $25.00 from Thursday the 5th.
    t.clock.set(new Date('2026-11-20T17:01:00.000Z'));
    const org = await call(t, 'PATCH', '/api/admin/organisation', {
      session: admin,
      payload: { overtime_multiplier: 2 },
    });
    expect(org.statusCode, org.body).toBe(200);
    try {
      t.clock.set(new Date('2026-11-20T17:02:00.000Z'));
      expect((await rate(2500, '2026-11-05')).statusCode).toBe(201);
      // As in the first case, under the time and a half it was paid at: $95.00 + $200.00. Under double
      // time the first week's premium would be 5 h × $22.00 against 5 h × $20.00, $300.00 owed in all.
      const rows = await t.db.selectFrom('pay_adjustments').selectAll().where('user_id', '=', person.id).execute();
      expect(rows.map((r) => [r.period_start, r.cents])).toEqual([['2026-11-01', 29_500]]);
      // the approved card still reads as it was paid: its settings, and 5 h overtime in its first week
      const approved = (await call(t, 'GET', card(person.id, '2026-11-01'), { session })).json();
      expect(approved.settings).toMatchObject({ overtime_multiplier: 1.5, overtime_threshold_hours: 40 });
      expect(approved.weeks[0]).toMatchObject({ week_start: '2026-11-01', overtime_seconds: 5 * 3600 });
      const open = (await call(t, 'GET', card(person.id, '2026-11-15'), { session })).json();
      expect(open.settings).toMatchObject({ overtime_multiplier: 2 });
    } finally {
      const back = await call(t, 'PATCH', '/api/admin/organisation', {
        session: admin,
        payload: { overtime_multiplier: 1.5 },
      });
      expect(back.statusCode, back.body).toBe(200);
    }
  });

  it('does not reach back through a shared workweek when the overtime rules change after an approval', async () => {
    // Model check 40: the week of Sunday 11 October straddles 1–14 and 15–31 October. 48 h by the
    // 14th (8 h overtime, paid in the approved card at time and a half), then 10 h on the 15th, all
    // overtime. Double time set after the approval re-priced the approved card's 8 h in the open
    // card's adjustment (+$80.00); the open card owes its own 10 h at double time, $400.00, only.
    const m = await t.db.selectFrom('users').select('id').where('name', '=', 'Mona Manager').executeTakeFirstOrThrow();
    const person = await createUser(t, { role: 'staff', name: 'Wes Week', manager_id: m.id });
    const session = await login(t, person.email);
    expect((await rateOf(person.id)(2000, '2026-09-01')).statusCode).toBe(201);
    for (const d of ['2026-10-11', '2026-10-12', '2026-10-13', '2026-10-14'])
      await shift(t, person.id, d, '07:00', '19:00');
    await shift(t, person.id, '2026-10-15', '07:00', '17:00');
    const path = card(person.id, '2026-10-01');
    expect((await call(t, 'POST', `${path}submit/`, { session, payload: { attestation: true } })).statusCode).toBe(200);
    const approved = await call(t, 'POST', `${path}approve/`, { session: manager });
    expect(approved.json()).toMatchObject({ gross_pay_cents: 104_000 }); // 48 h × $20 + 8 h × $10
    const open = async () => (await call(t, 'GET', card(person.id, '2026-10-15'), { session })).json();
    expect(await open()).toMatchObject({ gross_pay_cents: 30_000, adjustment_cents: 0 }); // 10 h × $30
    const org = await call(t, 'PATCH', '/api/admin/organisation', {
      session: admin,
      payload: { overtime_multiplier: 2 },
    });
    expect(org.statusCode, org.body).toBe(200);
    try {
      expect(await open()).toMatchObject({ gross_pay_cents: 40_000, adjustment_cents: 0 });
      // and an edit of the open days still moves pay as before: an hour more on the 16th, at double time
      await shift(t, person.id, '2026-10-16', '07:00', '08:00');
      expect(await open()).toMatchObject({ gross_pay_cents: 44_000, adjustment_cents: 0 });
    } finally {
      const back = await call(t, 'PATCH', '/api/admin/organisation', {
        session: admin,
        payload: { overtime_multiplier: 1.5 },
      });
      expect(back.statusCode, back.body).toBe(200);
    }
  });

  it('exports back pay owed back (a rate lowered into an approved period) as negative numbers', async () => {
    // Model check 40: the CSV escaped "-80.00" as "'-80.00", text a spreadsheet's sum leaves out.
    const { person, session } = await staffWithWeeks('Nina Negative');
    expect((await rateOf(person.id)(2000, '2026-06-01')).statusCode).toBe(201);
    await approveNovemberFirst(person.id, session);
    // $19.00 from 13 November: the approved period's last 8 h owe $8.00 back
    expect((await rateOf(person.id)(1900, '2026-11-13')).statusCode).toBe(201);
    const csv = await call(t, 'GET', '/api/payroll/export?period_start=2026-11-15&format=csv', { session: admin });
    expect(csv.statusCode).toBe(200);
    const row = csv.body.split('\r\n').find((line) => line.startsWith('Nina Negative,'));
    expect(row).toMatch(/,-8\.00,open,-8\.00,19\.00$/);
    expect(csv.body).not.toContain("'-");
  });

  it('forgets the settings a reopened card was paid under', async () => {
    const { person, session } = await staffWithWeeks('Rosa Reopened');
    await approveNovemberFirst(person.id, session);
    const reopened = await call(t, 'POST', card(person.id, '2026-11-01', 'reopen/'), {
      session: admin,
      payload: { reason: 'A missed shift to add' },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const row = await t.db
      .selectFrom('timecards')
      .select(['status', 'paid_settings'])
      .where('user_id', '=', person.id)
      .where('period_start', '=', '2026-11-01')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'open', paid_settings: null });
  });

  it('owes nothing for a rate dated after every approved period', async () => {
    const { person, session } = await staffWithWeeks('Nico Later');
    await call(t, 'POST', `/api/admin/users/${person.id}/rates/`, {
      session: admin,
      payload: { hourly_rate_cents: 2000, effective_date: '2026-06-01' },
    });
    await approveNovemberFirst(person.id, session);
    const later = await call(t, 'POST', `/api/admin/users/${person.id}/rates/`, {
      session: admin,
      payload: { hourly_rate_cents: 2600, effective_date: '2026-11-16' },
    });
    expect(later.statusCode).toBe(201);
    expect((await call(t, 'GET', card(person.id, '2026-11-15'), { session })).json()).toMatchObject({
      adjustment_cents: 0,
    });
    expect(await t.db.selectFrom('pay_adjustments').selectAll().where('user_id', '=', person.id).execute()).toEqual([]);
  });

  it('keeps the rate on the record before an employee’s first dated rate', async () => {
    // a person paid by the rate on their record, with no history yet (as people created before it)
    const person = await createUser(t, { role: 'staff', name: 'Ben Before', hourly_rate_cents: 1800 });
    const session = await login(t, person.email);
    await shift(t, person.id, '2026-11-02', '08:00', '12:00');
    await shift(t, person.id, '2026-11-16', '08:00', '12:00');
    await shift(t, person.id, '2026-11-18', '08:00', '12:00');
    const raise = await call(t, 'POST', `/api/admin/users/${person.id}/rates/`, {
      session: admin,
      payload: { hourly_rate_cents: 1950, effective_date: '2026-11-17' },
    });
    expect(raise.statusCode).toBe(201);
    expect(
      raise
        .json()
        .map((r: { effective_date: string; hourly_rate_cents: number }) => [r.effective_date, r.hourly_rate_cents]),
    ).toEqual([
      ['2026-11-02', 1800],
      ['2026-11-17', 1950],
    ]);
    expect((await call(t, 'GET', card(person.id, '2026-11-01'), { session })).json()).toMatchObject({
      gross_pay_cents: 4 * 1800,
    });
    expect((await call(t, 'GET', card(person.id, '2026-11-15'), { session })).json()).toMatchObject({
      gross_pay_cents: 4 * 1800 + 4 * 1950,
    });
  });

  it('keeps the record’s rate before a rate typed on the record too', async () => {
    const person = await createUser(t, { role: 'staff', name: 'Rae Record', hourly_rate_cents: 1800 });
    const session = await login(t, person.email);
    await shift(t, person.id, '2026-11-16', '08:00', '12:00');
    const edit = await call(t, 'PUT', `/api/admin/users/${person.id}`, {
      session: admin,
      payload: { hourly_rate_cents: 2100 },
    });
    expect(edit.statusCode).toBe(200);
    const history = await call(t, 'GET', `/api/admin/users/${person.id}/rates/`, { session: admin });
    expect(
      history
        .json()
        .map((r: { effective_date: string; hourly_rate_cents: number }) => [r.effective_date, r.hourly_rate_cents]),
    ).toEqual([
      ['2026-11-16', 1800],
      ['2026-11-20', 2100],
    ]);
    expect((await call(t, 'GET', card(person.id, '2026-11-15'), { session })).json()).toMatchObject({
      gross_pay_cents: 4 * 1800,
    });
  });
});
