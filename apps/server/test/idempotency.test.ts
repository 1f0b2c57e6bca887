import { randomUUID } from 'node:crypto';
import { MSG } from '@daybook/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_RETENTION_MS, IDEMPOTENCY_STALE_MS } from '../src/plugins/idempotency.js';
import { attendanceBody, insertClient } from './care-helper.js';
import { call, createTestApp, createUser, dialects, HOUR, login, type Session, type TestApp } from './helper.js';

/** How many identical requests are replayed at once (a device retrying on a flaky connection). */
const PARALLEL = 20;

describe.each(dialects())('Idempotency-Key on %s (issue 15, ADR 0018)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  /** A new staff member signed in at the given instant (sessions end after 30 idle minutes). */
  async function fresh(instant = '2026-11-20T15:00:00Z'): Promise<Session & { email: string }> {
    t.clock.set(instant);
    const user = await createUser(t);
    return { ...(await login(t, user.email)), email: user.email };
  }
  const post = (s: Session, url: string, payload: unknown, key?: string) =>
    call(t, 'POST', url, { session: s, payload, headers: key === undefined ? {} : { 'idempotency-key': key } });
  const workDays = (userId: number) =>
    t.db.selectFrom('work_days').select('id').where('user_id', '=', userId).execute();
  const auditCount = async (action: string, actorId: number) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', action)
        .where('actor_id', '=', actorId)
        .execute()
    ).length;
  const keyRow = (userId: number, key: string) =>
    t.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();

  it('changes nothing without a key: a second check-in is refused as before', async () => {
    const s = await fresh();
    expect((await post(s, '/api/attendance/checkin/', {})).statusCode).toBe(201);
    const again = await post(s, '/api/attendance/checkin/', {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MSG.stillCheckedIn);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers a replayed key with the first answer, byte for byte, and creates nothing twice', async () => {
    const s = await fresh();
    const key = randomUUID();
    const body = { latitude: 33.37, longitude: -111.96 };
    const first = await post(s, '/api/attendance/checkin/', body, key);
    expect(first.statusCode, first.body).toBe(201);
    t.clock.advance(5 * 60_000);
    // Keys in another order are the same body.
    const replay = await post(s, '/api/attendance/checkin/', { longitude: -111.96, latitude: 33.37 }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await workDays(s.userId)).toHaveLength(1);
    expect(await auditCount('check_in', s.userId)).toBe(1);
    expect(await keyRow(s.userId, key)).toMatchObject({ status: 'done', response_status: 201 });
  });

  it('replays a refusal too: the first answer stands even when the state has changed since', async () => {
    const s = await fresh();
    const key = randomUUID();
    const refused = await post(s, '/api/attendance/checkout/', {}, key);
    expect(refused.statusCode).toBe(409);
    await post(s, '/api/attendance/checkin/', {});
    const replay = await post(s, '/api/attendance/checkout/', {}, key);
    expect(replay.statusCode).toBe(409);
    expect(replay.body).toBe(refused.body);
    // The shift is still open: the replay checked nobody out.
    expect((await call(t, 'GET', '/api/attendance/today/', { session: s })).json().check_out).toBeNull();
  });

  it('refuses the same key with a different body, or on another route, with 422 idempotency_key_reused', async () => {
    const s = await fresh();
    const key = randomUUID();
    expect((await post(s, '/api/attendance/checkin/', { latitude: 33.37, longitude: -111.96 }, key)).statusCode).toBe(
      201,
    );
    for (const [url, body] of [
      ['/api/attendance/checkin/', { latitude: 33.38, longitude: -111.96 }],
      ['/api/attendance/pause/', { reason: 'Lunch' }],
    ] as const) {
      const reused = await post(s, url, body, key);
      expect(reused.statusCode, url).toBe(422);
      expect(reused.json()).toMatchObject({
        detail: MSG.idempotencyKeyReused,
        code: 'idempotency_key_reused',
        error_code: 'idempotency_key_reused',
      });
    }
    expect(await workDays(s.userId)).toHaveLength(1);
    expect(await auditCount('pause', s.userId)).toBe(0);
  });

  it('refuses a malformed key with 400 idempotency_key_invalid and does nothing', async () => {
    const s = await fresh();
    for (const key of ['short', 'has space in it', 'x'.repeat(129), 'ключ-ключ-ключ', 'a,b,c,d,e,f']) {
      const response = await post(s, '/api/attendance/checkin/', {}, key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toMatchObject({ error_code: 'idempotency_key_invalid' });
    }
    expect(await workDays(s.userId)).toHaveLength(0);
  });

  it('keeps keys per user: the same key from someone else is their own', async () => {
    const a = await fresh();
    const b = await fresh();
    const key = randomUUID();
    const first = await post(a, '/api/attendance/checkin/', {}, key);
    const second = await post(b, '/api/attendance/checkin/', {}, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).not.toBe(first.json().id);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });

  it(`creates exactly one work day from ${PARALLEL} simultaneous replays; every answer is that one or 409 in progress`, async () => {
    const s = await fresh();
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        post(s, '/api/attendance/checkin/', { latitude: 33.4, longitude: -111.9 }, key),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const busy = responses.filter((r) => r.statusCode === 409);
    expect(created.length + busy.length, responses.map((r) => r.statusCode).join()).toBe(PARALLEL);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const r of created) expect(r.body).toBe(created[0]?.body);
    for (const r of busy) {
      expect(r.json()).toMatchObject({ error_code: 'idempotency_in_progress' });
      expect(r.headers['retry-after']).toBe('1');
    }
    expect(await workDays(s.userId)).toHaveLength(1);
    expect(await auditCount('check_in', s.userId)).toBe(1);
    const later = await post(s, '/api/attendance/checkin/', { latitude: 33.4, longitude: -111.9 }, key);
    expect(later.statusCode).toBe(201);
    expect(later.body).toBe(created[0]?.body);
  });

  it('answers 409 while the first is in progress, and lets a retry take over a first cut off long ago', async () => {
    const s = await fresh();
    const key = randomUUID();
    const first = await post(s, '/api/attendance/pause/', { reason: 'Lunch' }, key);
    expect(first.statusCode).toBe(409); // not checked in: refused, and that answer is kept
    // As if that first request were still running …
    await t.db
      .updateTable('idempotency_keys')
      .set({ status: 'in_progress', response_status: null, response_body: null })
      .where('user_id', '=', s.userId)
      .where('key', '=', key)
      .execute();
    const running = await post(s, '/api/attendance/pause/', { reason: 'Lunch' }, key);
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ detail: MSG.idempotencyInProgress, error_code: 'idempotency_in_progress' });
    expect(running.headers['retry-after']).toBe('1');
    // … and cut off by a restart: after the stale time a retry runs it again and keeps its answer.
    await post(s, '/api/attendance/checkin/', {});
    t.clock.advance(IDEMPOTENCY_STALE_MS + 1000);
    const retried = await post(s, '/api/attendance/pause/', { reason: 'Lunch' }, key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await keyRow(s.userId, key)).toMatchObject({ status: 'done', response_status: 201 });
  });

  it('does not keep a server error: the key is released and a retry runs again', async () => {
    const s = await fresh();
    const key = randomUUID();
    // A database that refuses this user's new work day (a failure the API cannot foresee: 500).
    if (dialect === 'sqlite') {
      await sql
        .raw(
          `create trigger idem_boom before insert on work_days when new.user_id = ${s.userId} ` +
            `begin select raise(abort, 'boom'); end`,
        )
        .execute(t.db);
    } else {
      await sql`create function idem_boom() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`.execute(
        t.db,
      );
      await sql
        .raw(
          `create trigger idem_boom before insert on work_days for each row when (new.user_id = ${s.userId}) ` +
            'execute function idem_boom()',
        )
        .execute(t.db);
    }
    try {
      const failed = await post(s, '/api/attendance/checkin/', {}, key);
      expect(failed.statusCode).toBe(500);
      expect(await keyRow(s.userId, key)).toBeUndefined();
    } finally {
      if (dialect === 'sqlite') await sql`drop trigger idem_boom`.execute(t.db);
      else {
        await sql`drop trigger idem_boom on work_days`.execute(t.db);
        await sql`drop function idem_boom()`.execute(t.db);
      }
    }
    const retried = await post(s, '/api/attendance/checkin/', {}, key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await workDays(s.userId)).toHaveLength(1);
  });

  it('forgets keys after the 7-day retention and prunes them', async () => {
    const s = await fresh('2026-11-02T15:00:00Z');
    const key = randomUUID();
    expect((await post(s, '/api/attendance/checkin/', {}, key)).statusCode).toBe(201);
    t.clock.advance(IDEMPOTENCY_RETENTION_MS + HOUR);
    const again = await login(t, s.email);
    // A different body with the old key is a new request now, not a reused key.
    const next = await post(again, '/api/attendance/checkin/', { latitude: 33.4, longitude: -111.9 }, key);
    expect(next.statusCode, next.body).toBe(201);
    expect(await workDays(s.userId)).toHaveLength(2);
    // Expired keys of other users are gone after the next idempotent request (pruned).
    const expiredElsewhere = await t.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('expires_at', '<=', t.clock.now().toISOString())
      .execute();
    expect(expiredElsewhere).toEqual([]);
  });

  describe('the other offline actions', () => {
    const replayedOnce = async (
      s: Session,
      url: string,
      body: unknown,
    ): Promise<[LightMyRequestResponse, LightMyRequestResponse]> => {
      const key = randomUUID();
      const [a, b] = await Promise.all([post(s, url, body, key), post(s, url, body, key)]);
      // One may still have been in progress when the other arrived; a third is a replay for sure.
      const c = await post(s, url, body, key);
      const first = [a, b].find((r) => r.statusCode !== 409 || r.json().error_code !== 'idempotency_in_progress');
      expect(first, `${a.statusCode} ${b.statusCode}`).toBeDefined();
      expect(c.headers['idempotent-replayed'], `${a.body} ${b.body} ${c.body}`).toBe('true');
      expect(c.body).toBe(first?.body);
      expect(c.headers['idempotent-replayed']).toBe('true');
      return [first as LightMyRequestResponse, c];
    };

    it('member visit check-in and check-out', async () => {
      const s = await fresh();
      const now = t.clock.now().toISOString();
      const member = await t.db
        .insertInto('members')
        .values({
          name: 'Rosa Member',
          email: null,
          assigned_user_id: s.userId,
          active: true,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const [checkIn] = await replayedOnce(s, '/api/member/checkin/', { member_id: member.id });
      expect(checkIn.statusCode, checkIn.body).toBe(201);
      t.clock.advance(10 * 60_000);
      const [checkOut] = await replayedOnce(s, '/api/member/checkout/', { member_id: member.id });
      expect(checkOut.statusCode, checkOut.body).toBe(200);
      const visits = await t.db.selectFrom('member_visits').selectAll().where('member_id', '=', member.id).execute();
      expect(visits).toHaveLength(1);
    });

    it('attendance create and progress save', async () => {
      const s = await fresh();
      const { client, goals } = await insertClient(t, s.userId);
      const [attendance] = await replayedOnce(s, '/api/attendance/', attendanceBody(client.client_code));
      expect(attendance.statusCode, attendance.body).toBe(201);
      const save = {
        client: client.id,
        date: '11/20/2026',
        location: 'GUADALUPE_DTA',
        general_notes: 'Summary',
        provider_initials: 'EG',
        trials: [{ goal: goals[0]?.id, trial_number: 1, value: 'I' }],
      };
      const [saved] = await replayedOnce(s, '/api/progress/save/', save);
      expect(saved.statusCode, saved.body).toBe(200);
      const rows = await t.db.selectFrom('client_attendance').select('id').where('client_id', '=', client.id).execute();
      expect(rows).toHaveLength(1);
      const notes = await t.db.selectFrom('daily_progress').select('id').where('client_id', '=', client.id).execute();
      expect(notes).toHaveLength(1);
      const trials = await t.db
        .selectFrom('trials')
        .select('id')
        .where('daily_progress_id', '=', notes[0]?.id ?? 0)
        .execute();
      expect(trials).toHaveLength(1);
    });

    it('progress-note update: simultaneous replays change the note once', async () => {
      const s = await fresh();
      const { client } = await insertClient(t, s.userId);
      const created = await post(s, '/api/progress/', {
        client: client.id,
        date: '11/20/2026',
        location: 'GUADALUPE_DTA',
        general_notes: 'First',
        provider_initials: 'EG',
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id;
      const key = randomUUID();
      const body = { client: client.id, date: '11/20/2026', location: 'GUADALUPE_DTT', general_notes: 'Second' };
      const put = () =>
        call(t, 'PUT', `/api/progress/${id}/`, { session: s, payload: body, headers: { 'idempotency-key': key } });
      const answers = await Promise.all(Array.from({ length: 5 }, put));
      const done = answers.filter((r) => r.statusCode === 200);
      expect(done.length).toBeGreaterThan(0);
      for (const r of answers) {
        if (r.statusCode !== 200) expect(r.json().error_code).toBe('idempotency_in_progress');
      }
      const replay = await put();
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toBe(done[0]?.body);
      expect(replay.json()).toMatchObject({ general_notes: 'Second', location: 'GUADALUPE_DTT' });
      expect(await auditCount('update', s.userId)).toBe(1);
    });
  });
});
