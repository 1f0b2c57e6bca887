import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, dialects, login, type Session, type TestApp } from './helper.js';

/** How many identical requests are fired at once (a double-tap, a retrying client, a script). */
const PARALLEL = 25;

describe.each(dialects())('simultaneous work-day requests on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // PostgreSQL gets a pool as large as the burst, so the requests really run at the same time.
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  async function fresh(instant: string): Promise<{ s: Session; userId: number; email: string }> {
    t.clock.set(instant);
    const user = await createUser(t);
    return { s: await login(t, user.email), userId: user.id, email: user.email };
  }
  /** Moves the clock on and signs in again: sessions end after 30 idle minutes. */
  async function later(instant: string, email: string): Promise<Session> {
    t.clock.set(instant);
    return login(t, email);
  }

  /** Fires the same request PARALLEL times at once and tallies the status codes. */
  async function burst(s: Session, path: string, payload: unknown = {}) {
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => call(t, 'POST', `/api/attendance/${path}/`, { session: s, payload })),
    );
    const codes = responses.map((r) => r.statusCode);
    for (const r of responses) expect(r.statusCode, r.body).toBeLessThan(500);
    return { codes, responses };
  }
  const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

  it('lets exactly one of many simultaneous check-ins through', async () => {
    const { s, userId } = await fresh('2026-11-20T15:00:00Z');
    const { codes, responses } = await burst(s, 'checkin', { latitude: 33.37, longitude: -111.96 });
    expect(count(codes, 201)).toBe(1);
    expect(count(codes, 409)).toBe(PARALLEL - 1);
    for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.json().error).toBe(MSG.stillCheckedIn);
    const days = await t.db.selectFrom('work_days').select('id').where('user_id', '=', userId).execute();
    expect(days).toHaveLength(1);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'check_in')
      .where('entity_id', '=', String(days[0]?.id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('lets exactly one of many simultaneous check-outs through', async () => {
    const { s, userId } = await fresh('2026-11-20T15:00:00Z');
    await call(t, 'POST', '/api/attendance/checkin/', { session: s, payload: {} });
    t.clock.set('2026-11-20T15:10:00Z');
    const { codes } = await burst(s, 'checkout');
    expect(count(codes, 200)).toBe(1);
    expect(count(codes, 409)).toBe(PARALLEL - 1);
    const day = await t.db.selectFrom('work_days').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(day.worked_minutes).toBe(10);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'check_out')
      .where('entity_id', '=', String(day.id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('lets exactly one of many simultaneous pauses, and then one resume, through', async () => {
    const { s: first, userId, email } = await fresh('2026-11-20T15:00:00Z');
    await call(t, 'POST', '/api/attendance/checkin/', { session: first, payload: {} });
    const s = await later('2026-11-20T18:00:00Z', email);
    const paused = await burst(s, 'pause', { reason: 'Lunch' });
    expect(count(paused.codes, 201)).toBe(1);
    expect(count(paused.codes, 409)).toBe(PARALLEL - 1);
    const resumed = await burst(await later('2026-11-20T18:20:00Z', email), 'resume');
    expect(count(resumed.codes, 200)).toBe(1);
    expect(count(resumed.codes, 409)).toBe(PARALLEL - 1);
    const day = await t.db.selectFrom('work_days').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    const pauses = await t.db.selectFrom('work_day_pauses').selectAll().where('work_day_id', '=', day.id).execute();
    expect(pauses).toHaveLength(1);
    expect(day.paused_minutes).toBe(20);
  });

  it('never leaves a pause open on a closed day when pause and check-out race', async () => {
    const { s: first, userId, email } = await fresh('2026-11-20T15:00:00Z');
    await call(t, 'POST', '/api/attendance/checkin/', { session: first, payload: {} });
    const s = await later('2026-11-20T23:00:00Z', email);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(t, 'POST', i % 2 ? '/api/attendance/pause/' : '/api/attendance/checkout/', {
          session: s,
          payload: i % 2 ? { reason: 'Break' } : {},
        }),
      ),
    );
    for (const r of responses) expect(r.statusCode, r.body).toBeLessThan(500);
    expect(responses.filter((r, i) => i % 2 === 0 && r.statusCode === 200)).toHaveLength(1);
    const day = await t.db.selectFrom('work_days').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(day.check_out_at).not.toBeNull();
    const open = await t.db
      .selectFrom('work_day_pauses')
      .select('id')
      .where('work_day_id', '=', day.id)
      .where('resumed_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });

  it('keeps users apart: many users checking in at once each get their day', async () => {
    t.clock.set('2026-11-20T15:00:00Z');
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
    const sessions = await Promise.all(users.map((u) => login(t, u.email)));
    const responses = await Promise.all(
      sessions.flatMap((s) =>
        [1, 2, 3].map(() => call(t, 'POST', '/api/attendance/checkin/', { session: s, payload: {} })),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(users.length);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(users.length * 2);
  });
});
