import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, dialects, type Session, signedIn, statementsOf, type TestApp } from './helper.js';

/**
 * How many statements a signed-in worker's own reads and clock actions send (docs/performance.md,
 * issue 17): the session read also brings the employee and the organisation's work-day policy
 * (modules/auth/sessions.repository.ts, Actor.workday), so those requests make no read of their own
 * for them. Counted through the query timer of plugins/metrics.ts, which sees every statement
 * built or prepared through Kysely (not `begin` and `commit`).
 */

const TOKEN = 'metrics-token-statements-0123456789abcdef';
const POSITION = { latitude: 33.37, longitude: -111.96, accuracy: 10 };

describe.each(dialects())('statements per request on %s', (dialect) => {
  let t: TestApp;
  let worker: Session;
  beforeAll(async () => {
    t = await createTestApp(dialect, { metricsToken: TOKEN });
    worker = await signedIn(t);
  });
  afterAll(async () => t.close());

  it('reads today with two statements: the session with the employee and the policy, then the shifts', async () => {
    expect(await statementsOf(t, () => call(t, 'GET', '/api/attendance/today/', { session: worker }))).toBe(2);
  });

  it('reads the history with two statements: the session with the employee and the policy, then the range', async () => {
    expect(await statementsOf(t, () => call(t, 'GET', '/api/attendance/history/', { session: worker }))).toBe(2);
  });

  it('checks in and out without reading the employee or the policy again', async () => {
    const checkIn = () => call(t, 'POST', '/api/attendance/checkin/', { session: worker, payload: POSITION });
    const checkOut = () => call(t, 'POST', '/api/attendance/checkout/', { session: worker, payload: POSITION });
    // the session; the timecard lock (PostgreSQL: one upsert, then the user's row locked; SQLite,
    // whose writers take turns: the insert, then the read); the shifts; the new shift; its audit
    // row; the locations; the location exception (the fix is outside every geofence of this test)
    const locks = dialect === 'postgres' ? ['timecard upsert', 'user row'] : ['timecard insert', 'timecard read'];
    expect(await statementsOf(t, checkIn)).toBe(1 + locks.length + 5);
    // the session; the latest shift; the timecard lock (PostgreSQL one statement, SQLite two); the
    // claimed check-out; the shift's pauses, read once; the hours; the audit row; the locations; the
    // location exception
    const cardLock = dialect === 'postgres' ? 1 : 2;
    t.clock.advance(1000);
    expect(await statementsOf(t, checkOut)).toBe(2 + cardLock + 6);
  });

  it('closes a pause left open at check-out with one more statement, and counts the pause to the check-out', async () => {
    const pauser = await signedIn(t);
    const at = (path: string, payload: object = POSITION) =>
      call(t, 'POST', `/api/attendance/${path}/`, { session: pauser, payload });
    expect((await at('checkin')).statusCode).toBe(201);
    t.clock.advance(6 * 60_000);
    expect((await at('pause', { ...POSITION, reason: 'Lunch' })).statusCode).toBeLessThan(300);
    t.clock.advance(3 * 60_000);
    const cardLock = dialect === 'postgres' ? 1 : 2;
    let closed: { statusCode: number; json(): { worked_minutes?: number; paused_minutes?: number } } | undefined;
    const statements = await statementsOf(t, async () => {
      closed = await at('checkout');
      return closed;
    });
    expect(statements).toBe(2 + cardLock + 7);
    // six minutes worked, then a pause of three that the check-out ends
    expect(closed?.json()).toMatchObject({ worked_minutes: 6, paused_minutes: 3 });
  });

  it('takes the organisation’s zone from the session read of each request, not from an earlier one', async () => {
    // someone with no shift yet, whose today is the organisation's date
    const fresh = await signedIn(t);
    const before = await call(t, 'GET', '/api/attendance/today/', { session: fresh });
    expect(before.statusCode).toBe(200);
    await t.db.updateTable('organisation').set({ time_zone: 'Pacific/Kiritimati' }).where('id', '=', 1).execute();
    try {
      const after = await call(t, 'GET', '/api/attendance/today/', { session: fresh });
      expect(after.statusCode).toBe(200);
      // 2026-11-20T17:00Z is the 20th in Phoenix and already the 21st at UTC+14
      expect(before.json().date).not.toBe(after.json().date);
    } finally {
      await t.db.updateTable('organisation').set({ time_zone: 'America/Phoenix' }).where('id', '=', 1).execute();
    }
  });
});
