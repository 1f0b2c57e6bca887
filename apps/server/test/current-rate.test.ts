import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, dialects, loginAt, phoenixTime, type TestApp } from './helper.js';

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
