import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsFor, call, createTestApp, dialects, MINUTE, type Session, signedIn, type TestApp } from './helper.js';

/** Metres north of a point as degrees of latitude (haversine, mean radius). */
const north = (lat: number, metres: number) => lat + metres / 111_195.08;
/** The seeded "Guadalupe DTA" location (migration 0005), radius 150 m. */
const DTA = { latitude: 33.3703, longitude: -111.9633 };

describe.each(dialects())('location trust on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let manager: Session;
  let otherManager: Session;
  let dtaId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signedIn(t, { role: 'admin', name: 'Ada Admin' });
    manager = await signedIn(t, { role: 'manager', name: 'Max Manager' });
    otherManager = await signedIn(t, { role: 'manager', name: 'Olga Manager' });
    dtaId = (
      await t.db.selectFrom('locations').select('id').where('code', '=', 'GUADALUPE_DTA').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.close());

  /** A staff member of Max's team assigned to the DTA location only. */
  async function worker(name = 'Wendy Worker') {
    const s = await signedIn(t, { name, manager_id: manager.userId });
    await t.db
      .insertInto('user_locations')
      .values({ user_id: s.userId, location_id: dtaId, created_at: t.clock.now().toISOString() })
      .execute();
    return s;
  }
  const post = (s: Session, path: string, payload?: unknown) =>
    call(t, 'POST', `/api/attendance/${path}/`, { session: s, ...(payload === undefined ? {} : { payload }) });
  const at = (metres: number, accuracy: number | null) => ({
    latitude: north(DTA.latitude, metres),
    longitude: DTA.longitude,
    accuracy,
  });

  it('inside and at the edge (benefit of the doubt): recorded with no exception; every usual field kept', async () => {
    const s = await worker();
    const inside = await post(s, 'checkin', at(20, 10));
    expect(inside.statusCode, inside.body).toBe(201);
    expect(inside.json()).toMatchObject({
      check_in: expect.any(String),
      status: 'In Progress',
      location_check: {
        status: 'inside',
        distance_m: 20,
        exception_id: null,
        location: { id: dtaId, name: 'Guadalupe DTA' },
      },
    });
    // 200 m out with a 60 m accuracy circle: 200 − 60 = 140 ≤ 150
    const s2 = await worker();
    const edge = await post(s2, 'checkin', at(200, 60));
    expect(edge.json().location_check).toMatchObject({ status: 'inside', distance_m: 200, exception_id: null });
    // exactly at the radius with a perfect fix
    const s3 = await worker();
    expect((await post(s3, 'checkin', at(149.5, 0))).json().location_check.status).toBe('inside');
    expect(
      await t.db
        .selectFrom('location_exceptions')
        .selectAll()
        .where('user_id', 'in', [s.userId, s2.userId, s3.userId])
        .execute(),
    ).toEqual([]);
  });

  it('outside, low accuracy and no location: the action is recorded and an exception linked to it', async () => {
    const out = await worker('Olly Outside');
    const r1 = await post(out, 'checkin', at(1000, 15));
    expect(r1.statusCode).toBe(201);
    expect(r1.json().location_check).toMatchObject({
      status: 'outside',
      distance_m: 1000,
      exception_id: expect.any(Number),
    });
    const low = await worker('Lena Low');
    const r2 = await post(low, 'checkin', at(10, 500));
    expect(r2.json().location_check).toMatchObject({ status: 'low_accuracy', exception_id: expect.any(Number) });
    const none = await worker('Nico None');
    const r3 = await post(none, 'checkin', {}); // the existing client's call without a location
    expect(r3.statusCode).toBe(201);
    expect(r3.json().location_check).toMatchObject({ status: 'no_location', distance_m: null });
    const row = await t.db
      .selectFrom('location_exceptions')
      .selectAll()
      .where('id', '=', r1.json().location_check.exception_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'outside',
      action: 'check_in',
      work_day_id: r1.json().id,
      user_id: out.userId,
      location_id: dtaId,
      distance_m: 1000,
      status: 'open',
    });
  });

  it('pause, resume and check-out are judged too', async () => {
    const s = await worker('Pia Pauser');
    await post(s, 'checkin', at(5, 5));
    const paused = await post(s, 'pause', { reason: 'Lunch', ...at(2000, 5) });
    expect(paused.statusCode, paused.body).toBe(201);
    expect(paused.json()).toMatchObject({ paused: true, location_check: { status: 'outside' } });
    const resumed = await post(s, 'resume', {});
    expect(resumed.json()).toMatchObject({ paused: false, location_check: { status: 'no_location' } });
    t.clock.advance(MINUTE);
    const out = await post(s, 'checkout', at(5, 5));
    expect(out.json().location_check.status).toBe('inside');
    const kinds = await t.db
      .selectFrom('location_exceptions')
      .select(['action', 'kind'])
      .where('user_id', '=', s.userId)
      .orderBy('id')
      .execute();
    expect(kinds).toEqual([
      { action: 'pause', kind: 'outside' },
      { action: 'resume', kind: 'no_location' },
    ]);
  });

  it('an employee with no assigned location is judged against every active location', async () => {
    const s = await signedIn(t, { name: 'Una Unassigned', manager_id: manager.userId });
    const r = await post(s, 'checkin', { latitude: 33.3709, longitude: -111.9627, accuracy: 5 });
    expect(r.json().location_check).toMatchObject({ status: 'inside', location: { name: 'Guadalupe DTT' } });
  });

  it('the queue: a manager sees their team, an admin everyone, staff are refused', async () => {
    const s = await worker('Quinn Queue');
    const flagged = (await post(s, 'checkin', at(800, 20))).json().location_check.exception_id as number;
    const outsider = await signedIn(t, { name: 'Xena Elsewhere', manager_id: otherManager.userId });
    const theirs = (await post(outsider, 'checkin', { latitude: null, longitude: null })).json().location_check
      .exception_id as number;

    const mine = await call(t, 'GET', '/api/location-exceptions/?status=open', { session: manager });
    expect(mine.statusCode, mine.body).toBe(200);
    const ids = mine.json().map((e: { id: number }) => e.id);
    expect(ids).toContain(flagged);
    expect(ids).not.toContain(theirs);
    const row = mine.json().find((e: { id: number }) => e.id === flagged);
    expect(row).toEqual({
      id: flagged,
      kind: 'outside',
      action: 'check_in',
      action_ref: { work_day_id: expect.any(Number), member_visit_id: null },
      user: { id: s.userId, name: 'Quinn Queue' },
      occurred_at: expect.stringMatching(/Z$/),
      latitude: expect.closeTo(north(DTA.latitude, 800), 8),
      longitude: DTA.longitude,
      accuracy: 20,
      distance_m: 800,
      location: { id: dtaId, name: 'Guadalupe DTA' },
      member: null,
      note: null,
      status: 'open',
      resolved_by: null,
      resolved_at: null,
      resolution_note: null,
      map_url: expect.stringContaining('openstreetmap.org'),
    });
    const all = await call(t, 'GET', '/api/location-exceptions/?status=open', { session: admin });
    expect(all.json().map((e: { id: number }) => e.id)).toEqual(expect.arrayContaining([flagged, theirs]));
    const staff = await call(t, 'GET', '/api/location-exceptions/', { session: s });
    expect(staff.statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/location-exceptions/?status=maybe', { session: admin })).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/location-exceptions/')).statusCode).toBe(401);
  });

  it('a note from the employee on their own exception only', async () => {
    const s = await worker('Nora Note');
    const id = (await post(s, 'checkin', at(900, 10))).json().location_check.exception_id as number;
    const other = await worker('Otto Other');
    const refused = await call(t, 'POST', `/api/location-exceptions/${id}/note/`, {
      session: other,
      payload: { note: 'not mine' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('location_exception_not_yours');
    const blank = await call(t, 'POST', `/api/location-exceptions/${id}/note/`, { session: s, payload: { note: ' ' } });
    expect(blank.statusCode).toBe(400);
    const noted = await call(t, 'POST', `/api/location-exceptions/${id}/note/`, {
      session: s,
      payload: { note: "I was at the client's home" },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().note).toBe("I was at the client's home");
  });

  it('resolving: their manager or an admin, never the employee or another team; audited before and after', async () => {
    const s = await worker('Rita Resolve');
    const id = (await post(s, 'checkin', at(900, 10))).json().location_check.exception_id as number;
    const path = `/api/location-exceptions/${id}/resolve/`;
    expect((await call(t, 'POST', path, { session: s, payload: { decision: 'accepted' } })).statusCode).toBe(403);
    const foreign = await call(t, 'POST', path, { session: otherManager, payload: { decision: 'accepted' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('location_exception_not_your_team');
    expect((await call(t, 'POST', path, { session: manager, payload: { decision: 'maybe' } })).statusCode).toBe(400);
    expect(
      (
        await call(t, 'POST', '/api/location-exceptions/999999/resolve/', {
          session: admin,
          payload: { decision: 'accepted' },
        })
      ).statusCode,
    ).toBe(404);
    const done = await call(t, 'POST', path, {
      session: manager,
      payload: { decision: 'rejected', note: 'No client visit that day' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'rejected',
      resolution_note: 'No client visit that day',
      resolved_by: { id: manager.userId, name: 'Max Manager' },
      resolved_at: expect.stringMatching(/Z$/),
    });
    const audit = await auditRowsFor(t, 'location_exception', id);
    expect(audit.at(-1)).toMatchObject({
      actor_id: manager.userId,
      before: { status: 'open' },
      after: { status: 'rejected', resolution_note: 'No client visit that day' },
    });
    const again = await call(t, 'POST', path, { session: admin, payload: { decision: 'accepted' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('location_exception_resolved');
    expect(
      (await call(t, 'GET', '/api/location-exceptions/?status=open', { session: admin }))
        .json()
        .map((e: { id: number }) => e.id),
    ).not.toContain(id);
  });

  it('two managers resolving at once: one wins, the other gets 409 with a code', async () => {
    const s = await worker('Cora Concurrent');
    const id = (await post(s, 'checkin', at(900, 10))).json().location_check.exception_id as number;
    const path = `/api/location-exceptions/${id}/resolve/`;
    const answers = await Promise.all([
      call(t, 'POST', path, { session: manager, payload: { decision: 'accepted', note: 'ok' } }),
      call(t, 'POST', path, { session: admin, payload: { decision: 'rejected', note: 'no' } }),
      call(t, 'POST', path, { session: admin, payload: { decision: 'accepted', note: 'fine' } }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    for (const lost of answers.filter((a) => a.statusCode === 409)) {
      expect(lost.json().code).toBe('location_exception_resolved');
      expect(lost.json().detail).toBe(MSG.locationExceptionResolved);
    }
    const audits = (await auditRowsFor(t, 'location_exception', id)).filter((a) => a.after?.status !== 'open');
    expect(audits).toHaveLength(1);
  });

  it('admins set the low-accuracy limit, the EVV services and an employee’s locations', async () => {
    const settings = '/api/location-trust/settings/';
    expect((await call(t, 'GET', settings, { session: admin })).json()).toEqual({
      low_accuracy_limit_m: 200,
      evv_service_codes: [],
      offline_max_age_hours: 72,
    });
    expect(
      (await call(t, 'PUT', settings, { session: manager, payload: { low_accuracy_limit_m: 50 } })).statusCode,
    ).toBe(403);
    expect((await call(t, 'PUT', settings, { session: admin, payload: { low_accuracy_limit_m: 0 } })).statusCode).toBe(
      400,
    );
    const put = await call(t, 'PUT', settings, {
      session: admin,
      payload: { low_accuracy_limit_m: 50 },
    });
    expect(put.json()).toEqual({ low_accuracy_limit_m: 50, evv_service_codes: [], offline_max_age_hours: 72 });
    // which services need EVV is marked on the billing service codes
    await t.db.updateTable('service_codes').set({ requires_evv: true }).where('code', '=', 'DTT').execute();
    expect((await call(t, 'GET', settings, { session: admin })).json().evv_service_codes).toEqual(['DTT']);
    const s = await signedIn(t, { name: 'Leo Limit', manager_id: manager.userId });
    const path = `/api/location-trust/users/${s.userId}/locations/`;
    expect((await call(t, 'PUT', path, { session: admin, payload: { location_ids: [999_999] } })).statusCode).toBe(400);
    // past the databases' integer: a 400 on both (PostgreSQL answered 500)
    const huge = await call(t, 'PUT', path, { session: admin, payload: { location_ids: [2_147_483_648] } });
    expect(huge.statusCode, huge.body).toBe(400);
    // an unknown employee or member has no assignment to read or replace
    for (const unknown of [
      '/api/location-trust/users/999999/locations/',
      '/api/location-trust/members/999999/locations/',
    ]) {
      expect((await call(t, 'GET', unknown, { session: admin })).statusCode).toBe(404);
      const replaced = await call(t, 'PUT', unknown, { session: admin, payload: { location_ids: [dtaId] } });
      expect(replaced.statusCode).toBe(404);
    }
    const assigned = await call(t, 'PUT', path, { session: admin, payload: { location_ids: [dtaId] } });
    expect(assigned.json()).toEqual({ user_id: s.userId, location_ids: [dtaId] });
    expect((await call(t, 'GET', path, { session: manager })).statusCode).toBe(403);
    const r = await post(s, 'checkin', at(10, 80));
    expect(r.json().location_check).toMatchObject({ status: 'low_accuracy', location: { id: dtaId } });
    await call(t, 'PUT', settings, { session: admin, payload: { low_accuracy_limit_m: 200 } });
  });

  it('replacing one assignment several times at once: every replacement answers 200, one list remains', async () => {
    const s = await signedIn(t, { name: 'Cora Concurrent', manager_id: manager.userId });
    const member = await call(t, 'POST', '/api/admin/members', {
      session: admin,
      payload: { name: 'Mona Member', assigned_user_id: s.userId },
    });
    expect(member.statusCode, member.body).toBe(201);
    for (const path of [
      `/api/location-trust/users/${s.userId}/locations/`,
      `/api/location-trust/members/${member.json().id}/locations/`,
    ]) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => call(t, 'PUT', path, { session: admin, payload: { location_ids: [dtaId] } })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      expect((await call(t, 'GET', path, { session: admin })).json().location_ids).toEqual([dtaId]);
    }
  });

  it('open exceptions are counted on the monitoring report and block the timecard', async () => {
    const s = await worker('Tess Timecard');
    await post(s, 'checkin', at(3000, 10));
    const report = await call(t, 'GET', '/api/admin/time-records?page_size=1000', { session: admin });
    expect(report.statusCode, report.body).toBe(200);
    const rows = report.json().records as Array<{ employee: { id: number }; open_location_exceptions?: number }>;
    expect(rows.find((r) => r.employee.id === s.userId)?.open_location_exceptions).toBe(1);
  });
});
