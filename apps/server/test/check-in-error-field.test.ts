import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { ensureOrganisation } from '../src/modules/organisation/organisation.repository.js';
import {
  call,
  dialects,
  openFreshDatabase,
  type Session,
  signedIn,
  snapshot,
  TEST_NOW,
  type TestApp,
  testConfig,
} from './helper.js';

/**
 * Every refusal of the worker's and the member's check-in family carries `error`, the same text as
 * `detail`: the original clients read `error` there (docs/api-errors.md, docs/product-rules.md §7
 * "Contract rules"). Not only the 409 conflicts: a validation failure, a missing token, a member
 * that is not the caller's, a body too large or of another type, and a server failure too. No
 * other route answers `error`.
 */

const FAMILY = [
  '/api/attendance/checkin/',
  '/api/attendance/checkout/',
  '/api/attendance/pause/',
  '/api/attendance/resume/',
  '/api/member/checkin/',
  '/api/member/checkout/',
];

/** A refusal whose `error` repeats `detail`; the body, for further checks. */
function refusalWithError(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(typeof body.detail, response.body).toBe('string');
  expect(body.error, response.body).toBe(body.detail);
  return body;
}

function refusalWithoutError(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(typeof body.detail, response.body).toBe('string');
  expect(body, response.body).not.toHaveProperty('error');
  return body;
}

describe.each(dialects())('the `error` field on the check-in family on %s', (dialect) => {
  let t: TestApp;
  let drop = async () => {};
  let ana: Session;
  let ben: Session;
  let anasMember: number;

  beforeAll(async () => {
    const fresh = await openFreshDatabase(dialect);
    drop = fresh.drop;
    const database = fresh.handle;
    await migrateToLatest(database);
    const clock = new ManualClock(new Date(TEST_NOW));
    await ensureOrganisation(database.db, clock.now());
    const config = testConfig();
    const app = await buildApp({ config, database, clock, logger: false });
    // A failure the route cannot foresee, on the request that asks for it: an unexpected error
    // (500) or a transaction the database gave up (a deadlock, 503 `database_busy`).
    app.addHook('onRequest', (request, _reply, done) => {
      const fail = request.headers['x-test-fail'];
      if (fail === 'server') return done(new Error('unexpected'));
      if (fail === 'busy') return done(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
      done();
    });
    await app.ready();
    t = {
      app,
      db: database.db,
      dialect,
      clock,
      config,
      async close() {
        await app.close();
        await database.close();
        await drop();
      },
    };
    ana = await signedIn(t, { name: 'Ana Staff' });
    ben = await signedIn(t, { name: 'Ben Staff' });
    const now = t.clock.now().toISOString();
    const member = await t.db
      .insertInto('members')
      .values({
        name: 'Rosa Member',
        email: null,
        assigned_user_id: ana.userId,
        active: true,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    anasMember = member.id;
  });
  afterAll(async () => t?.close());

  /** Everything a refusal might have written, the members' visits included. */
  const everything = async () => ({
    ...(await snapshot(t)),
    visits: await t.db.selectFrom('member_visits').selectAll().orderBy('id').execute(),
  });

  it("a member not the caller's (404) carries `error`, and nothing changes", async () => {
    const before = await everything();
    for (const url of ['/api/member/checkin/', '/api/member/checkout/']) {
      const body = refusalWithError(
        await call(t, 'POST', url, { session: ben, payload: { member_id: anasMember } }),
        404,
      );
      expect(body.code).toBe('not_found');
    }
    expect(await everything()).toEqual(before);
  });

  it('a validation failure (400) carries `error` beside the field list, and nothing changes', async () => {
    const before = await everything();
    for (const url of FAMILY) {
      const member = url.startsWith('/api/member/');
      const payload = member ? { member_id: '01' } : { latitude: 'north', longitude: 1 };
      const body = refusalWithError(await call(t, 'POST', url, { session: ana, payload }), 400);
      expect(body.code, url).toBe('validation_failed');
      expect(body[member ? 'member_id' : 'latitude'], url).toEqual([expect.any(String)]);
    }
    expect(await everything()).toEqual(before);
  });

  it('malformed JSON, a missing token, a body too large or of another type each carry `error`', async () => {
    const before = await everything();
    for (const url of FAMILY) {
      refusalWithError(await call(t, 'POST', url, { payload: {} }), 401);
      refusalWithError(
        await call(t, 'POST', url, {
          session: ana,
          payload: '{"latitude":',
          headers: { 'content-type': 'application/json' },
        }),
        400,
      );
      refusalWithError(
        await call(t, 'POST', url, {
          session: ana,
          payload: JSON.stringify({ filler: 'x'.repeat(100 * 1024) }),
          headers: { 'content-type': 'application/json' },
        }),
        413,
      );
      refusalWithError(
        await call(t, 'POST', url, {
          session: ana,
          payload: '<checkin/>',
          headers: { 'content-type': 'application/xml' },
        }),
        415,
      );
      refusalWithError(
        await call(t, 'POST', url, {
          session: ana,
          payload: '{}',
          headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        }),
        415,
      );
    }
    expect(await everything()).toEqual(before);
  });

  it('a server failure (500) and a busy database (503) carry `error` too', async () => {
    for (const url of FAMILY) {
      const failed = refusalWithError(
        await call(t, 'POST', url, { session: ana, payload: {}, headers: { 'x-test-fail': 'server' } }),
        500,
      );
      expect(failed).toEqual({
        detail: 'Internal server error.',
        error: 'Internal server error.',
        code: 'server_error',
        error_code: 'server_error',
      });
      const busy = refusalWithError(
        await call(t, 'POST', url, { session: ana, payload: {}, headers: { 'x-test-fail': 'busy' } }),
        503,
      );
      expect(busy.code).toBe('database_busy');
    }
  });

  it('the conflicts keep their `error` (409)', async () => {
    const checkIn = await call(t, 'POST', '/api/attendance/checkin/', { session: ben, payload: {} });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const again = refusalWithError(
      await call(t, 'POST', '/api/attendance/checkin/', { session: ben, payload: {} }),
      409,
    );
    expect(again.code).toBe('still_checked_in');
  });

  it('no other route answers `error`: not the pause state, not the kiosk, not the care records', async () => {
    refusalWithoutError(await call(t, 'GET', '/api/attendance/resume/'), 401);
    refusalWithoutError(
      await call(t, 'GET', '/api/attendance/resume/', { session: ana, headers: { 'x-test-fail': 'server' } }),
      500,
    );
    refusalWithoutError(await call(t, 'POST', '/api/kiosk/punch/', { payload: {} }), 401);
    refusalWithoutError(await call(t, 'POST', '/api/attendance/', { session: ana, payload: { client: '' } }), 400);
    refusalWithoutError(await call(t, 'GET', '/api/member/history/?member_id=01', { session: ana }), 400);
    refusalWithoutError(
      await call(t, 'POST', '/api/logout/', { session: ana, payload: '<x/>', headers: { 'content-type': 'text/xml' } }),
      415,
    );
  });
});
