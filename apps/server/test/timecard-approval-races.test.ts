import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  createUser,
  dialects,
  insertClosedShift,
  login,
  phoenixTime,
  type Session,
  type TestApp,
} from './helper.js';

/**
 * An approval beside the other writers of the same employee's card (a race test, walkthrough 40):
 * on PostgreSQL, the approval took the employee's row before the timecard while every other writer
 * (submit, reopen, a day added or corrected, a check-in) takes the timecard first, so an approval
 * and a submit or a reopen of the same card deadlocked and one of them answered 503
 * `database_busy` about half the time. Every writer now takes the card first (ADR 0014, "The lock");
 * each of two simultaneous requests ends in its own 200/201 or 409, never 503.
 */
describe.each(dialects())('an approval beside another write of the same card on %s', (dialect) => {
  let t: TestApp;
  let manager: { id: number; email: string };
  let admin: Session;
  let managerSession: Session;
  const PERIOD = '2026-11-01';
  const ROUNDS = 6;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.set(phoenixTime('2026-11-20', '09:00:00'));
    manager = await createUser(t, { role: 'manager', name: 'Mona Manager' });
    admin = await login(t, (await createUser(t, { role: 'admin', name: 'Alex Admin' })).email);
    managerSession = await login(t, manager.email);
  });
  afterAll(async () => t.close());

  /** A staff member of the manager's team with four closed days in the period; submitted unless asked not to. */
  async function staffWithCard(submit = true) {
    const user = await createUser(t, { manager_id: manager.id, hourly_rate_cents: 2000 });
    for (const date of ['2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']) {
      await insertClosedShift(t, user.id, date, '08:00:00', '16:30:00');
    }
    const session = await login(t, user.email);
    if (submit) {
      const submitted = await card(session, user.id, 'submit', { attestation: true });
      expect(submitted.statusCode, submitted.body).toBe(200);
    }
    return { ...user, session };
  }
  const card = (s: Session, userId: number, action: string, payload: unknown = {}) =>
    call(t, 'POST', `/api/timecards/${userId}/${PERIOD}/${action}`, { session: s, payload });

  async function race(make: () => Promise<Promise<{ statusCode: number; body: string }>[]>) {
    const seen: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const response of await Promise.all(await make())) {
        expect([200, 201, 409], response.body).toContain(response.statusCode);
        seen.push(response.statusCode);
      }
    }
    return seen;
  }

  it('takes no body on an approval: anything but nothing or {} is a 400 and approves nothing (fuzz 41)', async () => {
    const user = await staffWithCard();
    for (const payload of [[], { hours: 99, status: 'paid' }, { note: 'ok' }, 7]) {
      const refused = await card(managerSession, user.id, 'approve', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
    }
    const still = await call(t, 'GET', `/api/timecards/${user.id}/${PERIOD}/`, { session: managerSession });
    expect(still.json().status).toBe('submitted');
    expect((await card(managerSession, user.id, 'approve', {})).statusCode).toBe(200);
    // and a correction request's approval the same way
    const other = await staffWithCard(false);
    const asked = await call(t, 'POST', '/api/attendance/corrections/', {
      session: other.session,
      payload: { date: '2026-11-03', check_out: '17:00', reason: 'Stayed late' },
    });
    const approve = (payload?: unknown) =>
      call(t, 'POST', `/api/corrections/${asked.json().id}/approve/`, {
        session: managerSession,
        ...(payload === undefined ? {} : { payload }),
      });
    const sneaky = await approve({ check_in: '01:00' });
    expect(sneaky.statusCode, sneaky.body).toBe(400);
    expect((await approve()).statusCode).toBe(200);
  });

  it('approve beside reopen', async () => {
    await race(async () => {
      const user = await staffWithCard();
      return [card(managerSession, user.id, 'approve'), card(admin, user.id, 'reopen', { reason: 'Fix a day' })];
    });
  });

  it('approve beside the employee’s own submit', async () => {
    await race(async () => {
      const user = await staffWithCard(false);
      return [card(user.session, user.id, 'submit', { attestation: true }), card(managerSession, user.id, 'approve')];
    });
  });

  it('approve beside a day the admin adds to the period', async () => {
    await race(async () => {
      const user = await staffWithCard();
      return [
        card(managerSession, user.id, 'approve'),
        call(t, 'POST', '/api/admin/work-days', {
          session: admin,
          payload: {
            user_id: user.id,
            check_in_at: '2026-11-10T15:00:00Z',
            check_out_at: '2026-11-10T20:00:00Z',
            pauses: [],
            reason: 'Missed punch',
          },
        }),
      ];
    });
  });

  it('approve beside the approval of the employee’s correction request', async () => {
    await race(async () => {
      const user = await staffWithCard(false);
      const asked = await call(t, 'POST', '/api/attendance/corrections/', {
        session: user.session,
        payload: { date: '2026-11-03', check_out: '17:00', reason: 'Stayed late' },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      expect((await card(user.session, user.id, 'submit', { attestation: true })).statusCode).toBe(200);
      return [
        card(admin, user.id, 'approve'),
        call(t, 'POST', `/api/corrections/${asked.json().id}/approve`, { session: managerSession, payload: {} }),
      ];
    });
  });

  it('approve beside the manager correcting a day of the card', async () => {
    await race(async () => {
      const user = await staffWithCard();
      const [day] = await t.db.selectFrom('work_days').select('id').where('user_id', '=', user.id).execute();
      return [
        card(admin, user.id, 'approve'),
        call(t, 'POST', `/api/team/work-days/${day?.id}/correct`, {
          session: managerSession,
          payload: { check_out_at: '2026-11-03T23:00:00Z', reason: 'Forgot to punch out' },
        }),
      ];
    });
  });

  it('approve beside a raise dated into the period, and the approval is paid either way', async () => {
    const seen = await race(async () => {
      const user = await staffWithCard();
      return [
        card(managerSession, user.id, 'approve'),
        call(t, 'POST', `/api/admin/users/${user.id}/rates`, {
          session: admin,
          payload: { hourly_rate_cents: 3100, effective_date: '2026-11-02' },
        }),
      ];
    });
    // nothing refuses here: the approval and the raise both land, one after the other
    expect(seen.every((status) => status === 200 || status === 201)).toBe(true);
  });
});
