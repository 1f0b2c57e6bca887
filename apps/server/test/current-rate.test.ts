import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock.js';
import type { AppContext } from '../src/context.js';
import { migrateBefore, migrateToLatest } from '../src/db/migrate.js';
import { rateInEffect, refreshCurrentRate, refreshDueRates } from '../src/modules/payroll/current-rate.js';
import {
  call,
  createTestApp,
  createUser,
  dialects,
  loginAt,
  oldOrganisation,
  openFreshDatabase,
  phoenixTime,
  type TestApp,
} from './helper.js';

/**
 * The current hourly rate (docs/payroll-rules.md, "The current rate"): the screens show the rate
 * in effect on the organisation's today by the rate history, so a rate entered ahead of its
 * effective date takes over on that date without anyone editing the employee again.
 */
describe.each(dialects())('the current rate on %s', (dialect) => {
  let t: TestApp;
  let adminEmail: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminEmail = (await createUser(t, { role: 'admin' })).email;
  });
  afterAll(async () => t.close());

  const summaryRate = async (email: string, instant: Date) => {
    const s = await loginAt(t, instant, email);
    const summary = await call(t, 'GET', '/api/attendance/pay-period-summary/', { session: s });
    expect(summary.statusCode, summary.body).toBe(200);
    return summary.json().rate_per_hour;
  };
  const consoleRate = async (userId: number, instant: Date) => {
    const admin = await loginAt(t, instant, adminEmail);
    const one = (await call(t, 'GET', `/api/admin/users/${userId}`, { session: admin })).json();
    const list = (await call(t, 'GET', '/api/admin/users?_start=0&_end=500', { session: admin })).json();
    const listed = (Array.isArray(list) ? list : list.data).find((u: { id: number }) => u.id === userId);
    return [one.hourly_rate_cents, listed?.hourly_rate_cents];
  };

  it('a rate entered ahead of its date is shown from that date, on the dashboard and in the console', async () => {
    const worker = await createUser(t);
    const admin = await loginAt(t, phoenixTime('2026-11-20', '09:00:00'), adminEmail);
    const add = (cents: number, date: string) =>
      call(t, 'POST', `/api/admin/users/${worker.id}/rates/`, {
        session: admin,
        payload: { hourly_rate_cents: cents, effective_date: date },
      });
    expect((await add(1800, '2026-11-01')).statusCode).toBe(201);
    expect((await add(2000, '2026-12-01')).statusCode).toBe(201);
    expect((await add(2200, '2027-01-01')).statusCode).toBe(201);

    expect(await summaryRate(worker.email, phoenixTime('2026-11-30', '23:59:00'))).toBe(18);
    expect(await consoleRate(worker.id, phoenixTime('2026-11-30', '23:59:00'))).toEqual([1800, 1800]);
    // the console sees the change first this time, the dashboard after it
    expect(await consoleRate(worker.id, phoenixTime('2026-12-01', '00:01:00'))).toEqual([2000, 2000]);
    expect(await summaryRate(worker.email, phoenixTime('2026-12-01', '00:01:00'))).toBe(20);
    // the next one: the dashboard first, and the history's records carry it too
    const s = await loginAt(t, phoenixTime('2027-01-01', '08:00:00'), worker.email);
    expect((await call(t, 'GET', '/api/attendance/pay-period-summary/', { session: s })).json().rate_per_hour).toBe(22);
    expect((await call(t, 'POST', '/api/attendance/checkin/', { session: s, payload: {} })).statusCode).toBe(201);
    const history = (await call(t, 'GET', '/api/attendance/history/', { session: s })).json();
    expect(history.map((r: { rate_per_hour: number }) => r.rate_per_hour)).toEqual([22]);
    expect(await consoleRate(worker.id, phoenixTime('2027-01-01', '08:05:00'))).toEqual([2200, 2200]);
  });

  it('a rate set on the employee record today gives way to one entered for a later date', async () => {
    const worker = await createUser(t);
    const admin = await loginAt(t, phoenixTime('2026-11-20', '09:00:00'), adminEmail);
    const later = await call(t, 'POST', `/api/admin/users/${worker.id}/rates/`, {
      session: admin,
      payload: { hourly_rate_cents: 2500, effective_date: '2026-11-25' },
    });
    expect(later.statusCode, later.body).toBe(201);
    const edited = await call(t, 'PUT', `/api/admin/users/${worker.id}`, {
      session: admin,
      payload: { hourly_rate_cents: 1900 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().hourly_rate_cents).toBe(1900);
    expect(await summaryRate(worker.email, phoenixTime('2026-11-24', '12:00:00'))).toBe(19);
    expect(await summaryRate(worker.email, phoenixTime('2026-11-25', '06:00:00'))).toBe(25);
  });

  it('a rate dated in the past leaves the current one as it is', async () => {
    const worker = await createUser(t);
    const admin = await loginAt(t, phoenixTime('2026-11-20', '09:00:00'), adminEmail);
    for (const [cents, date] of [
      [2100, '2026-11-10'],
      [1700, '2026-10-01'],
    ] as const) {
      const r = await call(t, 'POST', `/api/admin/users/${worker.id}/rates/`, {
        session: admin,
        payload: { hourly_rate_cents: cents, effective_date: date },
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    expect(await summaryRate(worker.email, phoenixTime('2026-11-20', '10:00:00'))).toBe(21);
    const stored = await t.db
      .selectFrom('users')
      .select(['hourly_rate_cents', 'hourly_rate_next_date'])
      .where('id', '=', worker.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ hourly_rate_cents: 2100, hourly_rate_next_date: null });
  });
});

describe.each(dialects().filter((d) => d === 'postgres'))(
  'the current rate under concurrent writes on %s',
  (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(async () => t.close());

    it('a read refreshing the rate while a rate is being added waits for it and keeps it', async () => {
      const worker = await createUser(t);
      const stamp = '2026-11-01T16:00:00.000Z';
      await t.db
        .insertInto('user_rates')
        .values([
          { user_id: worker.id, hourly_rate_cents: 1500, effective_date: '2026-11-01', created_at: stamp },
          { user_id: worker.id, hourly_rate_cents: 2000, effective_date: '2026-12-01', created_at: stamp },
        ])
        .execute();
      await t.db
        .updateTable('users')
        .set({ hourly_rate_cents: 1500, hourly_rate_next_date: '2026-12-01' })
        .where('id', '=', worker.id)
        .execute();
      const today = '2026-12-01';
      const now = phoenixTime(today, '09:00:00');
      t.clock.set(now);
      const ctx = { db: t.db, dialect, clock: t.clock } as unknown as AppContext;
      // An admin adds a rate for the 15th: its transaction has refreshed the current rate and not
      // yet committed when the employee's read finds the 1st reached and refreshes it too.
      let commit = () => {};
      const held = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let added = () => {};
      const refreshed = new Promise<void>((resolve) => {
        added = resolve;
      });
      const adding = t.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('user_rates')
          .values({ user_id: worker.id, hourly_rate_cents: 2500, effective_date: '2026-12-15', created_at: stamp })
          .execute();
        await refreshCurrentRate(trx, dialect, worker.id, today, now, 'history_changed');
        added();
        await held;
      });
      await refreshed;
      const reading = rateInEffect(
        ctx,
        { id: worker.id, hourly_rate_cents: 1500, hourly_rate_next_date: '2026-12-01' },
        today,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      commit();
      await adding;
      expect(await reading).toBe(2000);
      const row = await t.db
        .selectFrom('users')
        .select(['hourly_rate_cents', 'hourly_rate_next_date'])
        .where('id', '=', worker.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ hourly_rate_cents: 2000, hourly_rate_next_date: '2026-12-15' });
    });
  },
);

describe.each(dialects())('migration 0027 over existing users on %s', (dialect) => {
  it('a rate whose date passed before the upgrade is the current one at the first read after it', async () => {
    const { handle, drop } = await openFreshDatabase(dialect);
    try {
      await migrateBefore(handle, '0027-rate-next-date');
      const stamp = '2026-11-01T16:00:00.000Z';
      await handle.db
        .insertInto('organisation')
        .values(oldOrganisation({ hours_text: 'Mon-Fri 8am-4pm', updated_at: stamp }))
        .execute();
      const user = async (email: string, cents: number) =>
        (
          await handle.db
            .insertInto('users')
            .values({
              email,
              name: email,
              password_hash: 'x',
              role: 'staff',
              hourly_rate_cents: cents,
              created_at: stamp,
              updated_at: stamp,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const passed = await user('passed@old.test', 1500);
      const ahead = await user('ahead@old.test', 1600);
      const none = await user('none@old.test', 0);
      await handle.db
        .insertInto('user_rates')
        .values([
          { user_id: passed, hourly_rate_cents: 1500, effective_date: '2026-10-01', created_at: stamp },
          { user_id: passed, hourly_rate_cents: 1900, effective_date: '2026-11-15', created_at: stamp },
          { user_id: ahead, hourly_rate_cents: 1600, effective_date: '2026-10-01', created_at: stamp },
          { user_id: ahead, hourly_rate_cents: 2100, effective_date: '2026-12-15', created_at: stamp },
        ])
        .execute();
      await migrateToLatest(handle);
      const ctx = {
        db: handle.db,
        dialect,
        clock: new ManualClock(phoenixTime('2026-11-20', '09:00:00')),
      } as unknown as AppContext;
      await refreshDueRates(ctx);
      const rows = await handle.db
        .selectFrom('users')
        .select(['id', 'hourly_rate_cents', 'hourly_rate_next_date'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: passed, hourly_rate_cents: 1900, hourly_rate_next_date: null },
        { id: ahead, hourly_rate_cents: 1600, hourly_rate_next_date: '2026-12-15' },
        { id: none, hourly_rate_cents: 0, hourly_rate_next_date: null },
      ]);
      // and nothing is due the next time
      await refreshDueRates(ctx);
      expect(
        await handle.db.selectFrom('users').select('id').where('hourly_rate_next_date', '<=', '2026-11-20').execute(),
      ).toEqual([]);
    } finally {
      await handle.close();
      await drop();
    }
  });
});
