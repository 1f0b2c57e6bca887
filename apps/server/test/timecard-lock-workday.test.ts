import { MSG } from '@daybook/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockTimecard } from '../src/modules/payroll/payroll.repository.js';
import {
  call,
  createTestApp,
  createUser,
  dialects,
  loginAt,
  phoenixTime,
  type Session,
  type TestApp,
} from './helper.js';

/**
 * The timecard lock on the employee's own punches (ADR 0014, docs/payroll-rules.md): check-in,
 * check-out, pause and resume of a day whose pay period's timecard is approved are refused with
 * 409 `timecard_locked` and change nothing.
 */
describe.each(dialects())('the timecard lock on check-in, check-out, pause and resume on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const at = (instant: Date, email: string) => loginAt(t, instant, email);
  const post = (s: Session, path: string, payload: unknown = {}) =>
    call(t, 'POST', `/api/attendance/${path}/`, { session: s, payload });

  /** Sets the timecard's status as an approval or a reopening would leave it. */
  async function setCard(userId: number, periodStart: string, periodEnd: string, status: 'approved' | 'open') {
    await t.db
      .insertInto('timecards')
      .values({
        user_id: userId,
        period_start: periodStart,
        period_end: periodEnd,
        status,
        updated_at: t.clock.now().toISOString(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'period_start']).doUpdateSet({ status }))
      .execute();
  }

  const dayOf = (userId: number) => t.db.selectFrom('work_days').selectAll().where('user_id', '=', userId).execute();
  const pausesOf = async (userId: number) =>
    t.db
      .selectFrom('work_day_pauses as p')
      .innerJoin('work_days as d', 'd.id', 'p.work_day_id')
      .select(['p.id', 'p.resumed_at'])
      .where('d.user_id', '=', userId)
      .execute();

  function expectLocked(response: { statusCode: number; json: () => unknown }) {
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'timecard_locked', error: MSG.timecardLocked });
  }

  it('refuses a check-in into an approved period and creates no day', async () => {
    const user = await createUser(t);
    const s = await at(phoenixTime('2026-11-20', '08:00:00'), user.email);
    await setCard(user.id, '2026-11-15', '2026-11-30', 'approved');
    expectLocked(await post(s, 'checkin'));
    expect(await dayOf(user.id)).toEqual([]);
    await setCard(user.id, '2026-11-15', '2026-11-30', 'open');
    expect((await post(s, 'checkin')).statusCode).toBe(201);
  });

  it('refuses pause, resume and check-out of an overnight shift whose period was approved', async () => {
    const user = await createUser(t);
    // A shift begun on the last evening of the 1st–14th period, still open the next morning.
    let s = await at(phoenixTime('2026-11-14', '22:00:00'), user.email);
    expect((await post(s, 'checkin')).statusCode).toBe(201);
    s = await at(phoenixTime('2026-11-15', '02:00:00'), user.email);
    await setCard(user.id, '2026-11-01', '2026-11-14', 'approved');

    expectLocked(await post(s, 'pause', { reason: 'Lunch' }));
    expect(await pausesOf(user.id)).toEqual([]);
    expectLocked(await post(s, 'checkout'));
    const [day] = await dayOf(user.id);
    expect(day?.check_out_at).toBeNull();

    // Reopened: the pause is taken; approved again: the resume is refused and the pause stays open.
    await setCard(user.id, '2026-11-01', '2026-11-14', 'open');
    expect((await post(s, 'pause', { reason: 'Lunch' })).statusCode).toBe(201);
    await setCard(user.id, '2026-11-01', '2026-11-14', 'approved');
    s = await at(phoenixTime('2026-11-15', '02:30:00'), user.email);
    expectLocked(await post(s, 'resume'));
    expect((await pausesOf(user.id)).map((p) => p.resumed_at)).toEqual([null]);

    await setCard(user.id, '2026-11-01', '2026-11-14', 'open');
    expect((await post(s, 'resume')).statusCode).toBe(200);
    const out = await post(s, 'checkout');
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ work_date: '2026-11-14', check_out_at: '2026-11-15T09:30:00.000Z' });
  });

  it('a check-out waits for an approval holding the timecard lock, then is refused', async () => {
    const user = await createUser(t);
    let s = await at(phoenixTime('2026-11-14', '23:00:00'), user.email);
    expect((await post(s, 'checkin')).statusCode).toBe(201);
    s = await at(phoenixTime('2026-11-15', '01:00:00'), user.email);
    // An approval as the lock sees it: it takes the timecard row, and while it holds it a
    // check-out arrives; the approval then commits.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = () => {};
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const approval = t.db.transaction().execute(async (trx) => {
      const card = await lockTimecard(
        trx,
        dialect,
        user.id,
        { start: '2026-11-01', end: '2026-11-14' },
        t.clock.now().toISOString(),
      );
      held();
      await gate;
      await trx.updateTable('timecards').set({ status: 'approved' }).where('id', '=', card.id).execute();
    });
    await holding;
    const checkout = post(s, 'checkout');
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await approval;
    expectLocked(await checkout);
    const [day] = await dayOf(user.id);
    expect(day?.check_out_at).toBeNull();
  });
});

/**
 * The lock's strength on PostgreSQL (ADR 0014): while a transaction holds a card's lock, another
 * may not take even the weakest row lock on it (`for key share`, which a plain update's lock
 * leaves free), so its lock is as strong as `select … for update`; and taking it leaves the card
 * as it was.
 */
describe.each(dialects().filter((d) => d === 'postgres'))('the timecard lock’s strength on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('holds the card as select … for update does, and changes nothing in it', async () => {
    const user = await createUser(t);
    const period = { start: '2026-11-15', end: '2026-11-30' };
    const lock = () =>
      t.db.transaction().execute(async (trx) => {
        const card = await lockTimecard(trx, dialect, user.id, period, t.clock.now().toISOString());
        await expect(
          sql`select id from timecards where id = ${card.id} for key share nowait`.execute(t.db),
        ).rejects.toThrow(/could not obtain lock/);
        return card;
      });
    const created = await t.db
      .transaction()
      .execute(async (trx) => lockTimecard(trx, dialect, user.id, period, t.clock.now().toISOString()));
    expect(created).toMatchObject({
      user_id: user.id,
      period_start: period.start,
      period_end: period.end,
      status: 'open',
    });
    expect(await lock()).toEqual(created);
    await t.db.updateTable('timecards').set({ status: 'submitted' }).where('id', '=', created.id).execute();
    expect(await lock()).toEqual({ ...created, status: 'submitted' });
    // the row as stored: the lock's columns, and the settings an approval freezes (none while not approved)
    expect(await t.db.selectFrom('timecards').selectAll().where('id', '=', created.id).executeTakeFirst()).toEqual({
      ...created,
      status: 'submitted',
      paid_settings: null,
    });
  });
});
