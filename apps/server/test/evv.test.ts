import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';
import { auditRowsFor, call, createTestApp, dialects, HOUR, type Session, signedIn, type TestApp } from './helper.js';

const north = (lat: number, metres: number) => lat + metres / 111_195.08;
const HOME = { latitude: 33.41, longitude: -111.92 };

describe.each(dialects())('EVV member visits on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let manager: Session;
  let staff: Session;
  let outsider: Session;

  beforeAll(async () => {
    // the clock moves forward by hours across visits: sessions outlive it
    const week = 7 * 24 * 3600;
    t = await createTestApp(dialect, { accessTokenTtl: week, sessionIdleTimeout: week, sessionAbsoluteLifetime: week });
    admin = await signedIn(t, { role: 'admin', name: 'Ada Admin' });
    manager = await signedIn(t, { role: 'manager', name: 'Max Manager' });
    staff = await signedIn(t, { name: 'Sam Staff', manager_id: manager.userId, provider_id: 'P-0042' });
    outsider = await signedIn(t, { name: 'Olly Other' });
    // in-home habilitation needs EVV, centre-based day treatment does not (service_codes.requires_evv)
    await t.db.updateTable('service_codes').set({ requires_evv: true }).where('code', '=', 'DTT').execute();
  });
  afterAll(async () => t.close());

  let serial = 0;
  async function member(fields: { codes?: string[] | null; home?: boolean; name?: string; assigned?: number } = {}) {
    serial += 1;
    const now = t.clock.now().toISOString();
    return t.db
      .insertInto('members')
      .values({
        name: fields.name ?? `Rosa Member ${serial}`,
        email: null,
        assigned_user_id: fields.assigned ?? staff.userId,
        active: true,
        member_id: `A${String(10_000_000 + serial)}`,
        service_address: '1 Main St, Tempe, AZ',
        latitude: fields.home === false ? null : HOME.latitude,
        longitude: fields.home === false ? null : HOME.longitude,
        service_codes: fields.codes === null ? null : JSON.stringify(fields.codes ?? ['DTT', 'DTA1']),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const post = (s: Session, path: string, payload: unknown) =>
    call(t, 'POST', `/api/member/${path}/`, { session: s, payload });
  const near = (metres: number, accuracy: number) => ({
    latitude: north(HOME.latitude, metres),
    longitude: HOME.longitude,
    accuracy,
  });
  /** Opens one visit now and closes it `hours` later (the clock only moves forward). */
  async function visit(memberId: number, checkIn: object, checkOut: object, hours = 2) {
    const opened = await post(staff, 'checkin', { member_id: memberId, ...checkIn });
    expect(opened.statusCode, opened.body).toBe(201);
    t.clock.set(new Date(t.clock.now().getTime() + hours * HOUR).toISOString());
    const closed = await post(staff, 'checkout', { member_id: memberId, ...checkOut });
    return { opened, closed };
  }

  it('both ends at home and confirmed by the member: verified; the contract’s fields are unchanged', async () => {
    const m = await member();
    const { opened, closed } = await visit(m.id, near(30, 10), { ...near(280, 40), confirmation_name: 'Rosa' });
    expect(opened.json()).toMatchObject({
      member_id: m.id,
      service: 'DTT', // the member's first authorised code when none is given
      check_out: null,
      status: 'Active',
      location_check: { status: 'inside', distance_m: 30, exception_id: null, location: { id: null } },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'Completed',
      hours_worked: 2,
      verification_status: 'verified',
      location_check: { status: 'inside', distance_m: 280 },
    });
  });

  it('outside, poor accuracy, no location and no confirmation: exception with reasons, and queued', async () => {
    const m = await member({ name: 'Omar Outside' });
    const { opened, closed } = await visit(m.id, near(2000, 10), near(20, 900));
    const exceptionId = opened.json().location_check.exception_id;
    expect(opened.json().location_check).toMatchObject({ status: 'outside', distance_m: 2000 });
    expect(closed.json()).toMatchObject({
      verification_status: 'exception',
      location_check: { status: 'low_accuracy' },
    });
    const queue = await call(t, 'GET', '/api/location-exceptions/?status=open', { session: manager });
    const row = queue.json().find((e: { id: number }) => e.id === exceptionId);
    expect(row).toMatchObject({
      kind: 'outside',
      action: 'member_check_in',
      action_ref: { work_day_id: null, member_visit_id: opened.json().id },
      user: { id: staff.userId, name: 'Sam Staff' },
      location: { id: null, name: 'Home of Omar Outside' },
      member: { id: m.id, name: 'Omar Outside' },
    });
    const list = await call(t, 'GET', '/api/evv/visits/?from=2026-11-01&to=2026-11-30', { session: manager });
    const shown = list.json().find((v: { id: number }) => v.id === opened.json().id);
    expect(shown).toMatchObject({
      status: 'exception',
      reasons: ['start_outside', 'end_low_accuracy', 'no_member_confirmation'],
    });

    const none = await member();
    const bare = await visit(none.id, {}, { confirmation_reason: 'refused' });
    expect(bare.opened.json().location_check).toMatchObject({
      status: 'no_location',
      exception_id: expect.any(Number),
    });
    const again = await call(t, 'GET', '/api/evv/visits/?from=2026-11-01&to=2026-11-30', { session: admin });
    expect(again.json().find((v: { id: number }) => v.id === bare.opened.json().id)).toMatchObject({
      status: 'exception',
      reasons: ['start_no_location', 'end_no_location', 'member_refused'],
      confirmation: { name: null, reason: 'refused' },
    });
  });

  it('the service must be one the member is authorised for; a member without a list takes any', async () => {
    const m = await member({ codes: ['DTT'] });
    const refused = await post(staff, 'checkin', { member_id: m.id, service: 'SDTA' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      service: ['This member is not authorised for that service.'],
    });
    const free = await member({ codes: null, home: false });
    const ok = await post(staff, 'checkin', { member_id: free.id });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ service: 'DTA1', location_check: { status: 'no_location' } });
    t.clock.advance(HOUR);
    const both = await post(staff, 'checkout', {
      member_id: free.id,
      confirmation_name: 'Al',
      confirmation_reason: 'unable',
    });
    expect(both.statusCode).toBe(400);
    const reason = await post(staff, 'checkout', { member_id: free.id, confirmation_reason: 'sleepy' });
    expect(reason.statusCode).toBe(400);
    const out = await post(staff, 'checkout', { member_id: free.id, confirmation_reason: 'unable' });
    expect(out.statusCode, out.body).toBe(200);
  });

  it('accepting every location exception of a visit verifies it; a rejected one keeps exception (docs/evv.md)', async () => {
    const listed = async (id: number) =>
      (await call(t, 'GET', '/api/evv/visits/?from=2026-06-01&to=2027-05-31', { session: admin }))
        .json()
        .find((v: { id: number }) => v.id === id);
    const exceptionsOf = (visitId: number) =>
      t.db.selectFrom('location_exceptions').selectAll().where('member_visit_id', '=', visitId).orderBy('id').execute();
    const resolve = (s: Session, id: number, decision: string) =>
      call(t, 'POST', `/api/location-exceptions/${id}/resolve/`, {
        session: s,
        payload: { decision, note: 'checked' },
      });

    // both ends outside, confirmed by name: two exceptions, resolved at the same time by the manager and an admin
    const both = await visit((await member()).id, near(2000, 10), { ...near(1500, 10), confirmation_name: 'Rosa' });
    const visitId = both.opened.json().id as number;
    expect(both.closed.json()).toMatchObject({ verification_status: 'exception' });
    const [first, second] = await exceptionsOf(visitId);
    const answers = await Promise.all([
      resolve(manager, first!.id, 'accepted'),
      resolve(admin, second!.id, 'accepted'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await listed(visitId)).toMatchObject({ status: 'verified', reasons: ['start_outside', 'end_outside'] });
    expect((await exceptionsOf(visitId)).map((e) => e.status)).toEqual(['accepted', 'accepted']);
    const audits = await auditRowsFor(t, 'member_visit', visitId);
    const verified = audits.filter((a) => a.after?.verification_status === 'verified');
    expect(verified).toHaveLength(1);
    expect(verified[0]).toMatchObject({ before: { verification_status: 'exception' } });
    expect([manager.userId, admin.userId]).toContain(verified[0]!.actor_id);

    // one accepted, one rejected: still exception, whatever the order
    const mixed = await visit((await member()).id, near(2000, 10), { ...near(1500, 10), confirmation_name: 'Rosa' });
    const [a, b] = await exceptionsOf(mixed.opened.json().id);
    expect((await resolve(admin, a!.id, 'rejected')).statusCode).toBe(200);
    expect((await resolve(manager, b!.id, 'accepted')).statusCode).toBe(200);
    expect(await listed(mixed.opened.json().id)).toMatchObject({ status: 'exception' });

    // only one of two resolved: still exception
    const half = await visit((await member()).id, near(2000, 10), { ...near(1500, 10), confirmation_name: 'Rosa' });
    const [h] = await exceptionsOf(half.opened.json().id);
    expect((await resolve(manager, h!.id, 'accepted')).statusCode).toBe(200);
    expect(await listed(half.opened.json().id)).toMatchObject({ status: 'exception' });

    // all accepted but the member did not confirm: that reason is no location exception, so exception stays
    const unconfirmed = await visit((await member()).id, near(2000, 10), near(10, 10));
    const [u] = await exceptionsOf(unconfirmed.opened.json().id);
    expect((await resolve(manager, u!.id, 'accepted')).statusCode).toBe(200);
    expect(await listed(unconfirmed.opened.json().id)).toMatchObject({
      status: 'exception',
      reasons: ['start_outside', 'no_member_confirmation'],
    });

    // the check-in's exception accepted while the visit is open, then a good check-out: verified
    const m = await member();
    const opened = await post(staff, 'checkin', { member_id: m.id, ...near(2000, 10) });
    expect((await resolve(manager, opened.json().location_check.exception_id, 'accepted')).statusCode).toBe(200);
    t.clock.set(new Date(t.clock.now().getTime() + HOUR).toISOString());
    const closed = await post(staff, 'checkout', { member_id: m.id, ...near(10, 10), confirmation_name: 'Rosa' });
    expect(closed.json()).toMatchObject({ verification_status: 'verified' });
  });

  it('a visit longer than 25 hours is refused at check-out and closed by a manager with codes', async () => {
    const m = await member();
    const start = t.clock.now();
    const opened = await post(staff, 'checkin', { member_id: m.id, ...near(5, 5) });
    t.clock.set(new Date(start.getTime() + 26 * HOUR).toISOString());
    const late = await post(staff, 'checkout', { member_id: m.id, ...near(5, 5), confirmation_name: 'Rosa' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('evv_visit_too_long');
    const path = `/api/evv/visits/${opened.json().id}/`;
    const codes = { reason_code: 'forgot_check_out', resolution_code: 'times_corrected', attestation: 'I attest.' };
    const open = await call(t, 'PATCH', path, { session: manager, payload: codes });
    expect(open.statusCode).toBe(409);
    expect(open.json().code).toBe('evv_visit_still_open');
    const tooLong = await call(t, 'PATCH', path, {
      session: manager,
      payload: { ...codes, check_out_at: new Date(start.getTime() + 25 * HOUR + 60_000).toISOString() },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('validation_failed');
    const closed = await call(t, 'PATCH', path, {
      session: manager,
      payload: { ...codes, check_out_at: new Date(start.getTime() + 8 * HOUR).toISOString() },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'manual',
      worked_minutes: 480,
      changes: 1,
      reason_code: 'forgot_check_out',
    });
  });

  it('PATCH: codes and attestation required, originals kept, audited, status manual; team and roles', async () => {
    const m = await member();
    const { opened } = await visit(m.id, near(5, 5), { ...near(5, 5), confirmation_name: 'Rosa' }, 3);
    const id = opened.json().id as number;
    const path = `/api/evv/visits/${id}/`;
    const base = new Date(opened.json().check_in_at).getTime();
    const good = {
      check_in_at: new Date(base - HOUR / 2).toISOString().replace('.000Z', 'Z'),
      check_out_at: new Date(base + 2.5 * HOUR).toISOString(),
      service: 'DTA1',
      reason_code: 'wrong_time',
      resolution_code: 'confirmed_with_member',
      attestation: 'I confirmed the times with the member’s mother.',
    };
    for (const bad of [
      { ...good, attestation: ' ' },
      { ...good, reason_code: 'because' },
      { ...good, resolution_code: undefined },
      { ...good, check_out_at: new Date(base - HOUR).toISOString() },
      { ...good, check_in_at: '2027-06-01T00:00:00Z', check_out_at: '2027-06-01T01:00:00Z' },
      { ...good, service: 'SDTA' },
      { ...good, extra: 1 },
    ]) {
      const r = await call(t, 'PATCH', path, { session: admin, payload: bad });
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call(t, 'PATCH', path, { session: staff, payload: good })).statusCode).toBe(403);
    const foreignManager = await signedIn(t, { role: 'manager' });
    expect((await call(t, 'PATCH', path, { session: foreignManager, payload: good })).statusCode).toBe(403);
    expect((await call(t, 'PATCH', '/api/evv/visits/999999/', { session: admin, payload: good })).statusCode).toBe(404);

    const before = await t.db.selectFrom('member_visits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const changed = await call(t, 'PATCH', path, { session: manager, payload: good });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id,
      status: 'manual',
      service: 'DTA1',
      check_in_at: new Date(base - HOUR / 2).toISOString(),
      check_out_at: good.check_out_at,
      worked_minutes: 180,
      reason_code: 'wrong_time',
      resolution_code: 'confirmed_with_member',
      attestation: 'I confirmed the times with the member’s mother.',
      changes: 1,
    });
    const kept = await t.db.selectFrom('member_visit_changes').selectAll().where('visit_id', '=', id).execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ changed_by: manager.userId, before_service: 'DTT', after_service: 'DTA1' });
    expect(new Date(kept[0]!.before_check_in_at).toISOString()).toBe(new Date(before.check_in_at).toISOString());
    const audit = (await auditRowsFor(t, 'member_visit', id)).at(-1);
    expect(audit).toMatchObject({
      actor_id: manager.userId,
      action: 'correct',
      before: { service: 'DTT' },
      after: { service: 'DTA1' },
    });
  });

  it('PATCH with the updated_at the changer read: refused once someone else changed the visit since', async () => {
    // Race test 40: two managers' changes from the same screen both applied on SQLite, the later
    // one silently laying its times over the earlier's. With updated_at, the later one is refused.
    const m = await member();
    const { opened } = await visit(m.id, near(5, 5), { ...near(5, 5), confirmation_name: 'Rosa' }, 3);
    const id = opened.json().id as number;
    const path = `/api/evv/visits/${id}/`;
    const base = new Date(opened.json().check_in_at).getTime();
    const listed = (await call(t, 'GET', '/api/evv/visits/', { session: admin })).json() as {
      id: number;
      updated_at: string;
    }[];
    const read = listed.find((v) => v.id === id)?.updated_at as string;
    expect(Number.isNaN(Date.parse(read))).toBe(false);
    const change = (minutes: number) => ({
      check_out_at: new Date(base + minutes * 60_000).toISOString(),
      reason_code: 'wrong_time',
      resolution_code: 'confirmed_with_member',
      attestation: 'Checked with the member.',
      updated_at: read,
    });
    const first = await call(t, 'PATCH', path, { session: manager, payload: change(150) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().updated_at).not.toBe(read);
    const stale = await call(t, 'PATCH', path, { session: admin, payload: change(170) });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe('evv_visit_changed');
    const kept = await t.db.selectFrom('member_visit_changes').selectAll().where('visit_id', '=', id).execute();
    expect(kept).toHaveLength(1);
    // read again, the change goes through
    const again = await call(t, 'PATCH', path, {
      session: admin,
      payload: { ...change(170), updated_at: first.json().updated_at },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().check_out_at).toBe(new Date(base + 170 * 60_000).toISOString());
    expect(
      (await call(t, 'PATCH', path, { session: admin, payload: { ...change(160), updated_at: 'x' } })).statusCode,
    ).toBe(400);
  });

  it('the list: a manager sees their team’s visits, an admin all, staff are refused; bad ranges are 400', async () => {
    const m = await member({ assigned: outsider.userId, name: 'Nina Notteam' });
    const opened = await post(outsider, 'checkin', { member_id: m.id });
    t.clock.advance(HOUR);
    await post(outsider, 'checkout', { member_id: m.id });
    const id = opened.json().id;
    const range = '?from=2026-11-01&to=2026-11-30';
    const mine = await call(t, 'GET', `/api/evv/visits/${range}`, { session: manager });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((v: { id: number }) => v.id)).not.toContain(id);
    const all = await call(t, 'GET', `/api/evv/visits/${range}`, { session: admin });
    const row = all.json().find((v: { id: number }) => v.id === id);
    expect(row).toMatchObject({
      service: 'DTT',
      evv_required: true,
      member: { id: m.id, name: 'Nina Notteam', member_id: m.member_id },
      date: expect.stringMatching(/^2026-11-2\d$/),
      provider: { id: outsider.userId, name: 'Olly Other', provider_id: null },
      start: { latitude: null, longitude: null, location_status: 'no_location' },
      end: { location_status: 'no_location' },
      status: 'exception',
    });
    expect((await call(t, 'GET', `/api/evv/visits/${range}`, { session: staff })).statusCode).toBe(403);
    // one page of them, with the total
    const paged = await call(t, 'GET', `/api/evv/visits/${range}&page=2&page_size=2`, { session: admin });
    expect(paged.statusCode).toBe(200);
    expect(paged.headers['x-total-count']).toBe(String(all.json().length));
    expect(paged.json().map((v: { id: number }) => v.id)).toEqual(
      all
        .json()
        .slice(2, 4)
        .map((v: { id: number }) => v.id),
    );
    expect((await call(t, 'GET', `/api/evv/visits/${range}&page_size=0`, { session: admin })).statusCode).toBe(400);
    // newest first on request (the page's order), the same visits reversed, paged the same way
    const ids = all.json().map((v: { id: number }) => v.id);
    const newest = await call(t, 'GET', `/api/evv/visits/${range}&order=newest`, { session: admin });
    expect(newest.statusCode).toBe(200);
    expect(newest.json().map((v: { id: number }) => v.id)).toEqual([...ids].reverse());
    const newestPage = await call(t, 'GET', `/api/evv/visits/${range}&order=newest&page=1&page_size=2`, {
      session: admin,
    });
    expect(newestPage.json().map((v: { id: number }) => v.id)).toEqual([...ids].reverse().slice(0, 2));
    expect((await call(t, 'GET', `/api/evv/visits/${range}&order=oldest`, { session: admin })).json()).toEqual(
      all.json(),
    );
    const badOrder = await call(t, 'GET', `/api/evv/visits/${range}&order=sideways`, { session: admin });
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json()).toMatchObject({ code: 'validation_failed', order: ['Must be oldest or newest.'] });
    expect(
      (await call(t, 'GET', '/api/evv/visits/?from=2026-11-30&to=2026-11-01', { session: admin })).statusCode,
    ).toBe(400);
    expect((await call(t, 'GET', '/api/evv/visits/?from=2026-13-01', { session: admin })).statusCode).toBe(400);
    // at most 366 days counting both ends (the domain's rangeTooLong, as docs/evv.md says)
    const tooLong = await call(t, 'GET', '/api/evv/visits/?from=2025-11-19&to=2026-11-20', { session: admin });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ to: [MSG.evvRangeInvalid] });
    expect(
      (await call(t, 'GET', '/api/evv/visits/?from=2025-11-20&to=2026-11-20', { session: admin })).statusCode,
    ).toBe(200);
  });

  it('an admin sets a member’s EVV details in the admin console; the member id is unique', async () => {
    const m = await member({ codes: null, home: false });
    const path = `/api/admin/members/${m.id}`;
    const details = {
      member_id: 'B99887766',
      service_address: '2 Oak Ave, Mesa, AZ',
      latitude: 33.42,
      longitude: -111.83,
      home_radius_m: 250,
      service_codes: ['DTT', 'DTT', 'SDTA'],
    };
    const put = await call(t, 'PUT', path, { session: admin, payload: details });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ ...details, service_codes: ['DTT', 'SDTA'] });
    const other = await member({ codes: null });
    const taken = await call(t, 'PUT', `/api/admin/members/${other.id}`, {
      session: admin,
      payload: { member_id: 'B99887766' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toHaveProperty('member_id');
    const bad = await call(t, 'PUT', path, { session: admin, payload: { service_codes: ['XYZ'], latitude: 91 } });
    expect(bad.statusCode).toBe(400);
    expect((await call(t, 'PUT', path, { session: manager, payload: details })).statusCode).toBe(403);
    // the check-in now takes the member's first authorised code and judges against the new home
    const opened = await post(staff, 'checkin', { member_id: m.id, latitude: 33.42, longitude: -111.83, accuracy: 5 });
    expect(opened.json()).toMatchObject({ service: 'DTT', location_check: { status: 'inside', distance_m: 0 } });
    await post(staff, 'checkout', { member_id: m.id, confirmation_name: 'B' });
  });

  it('the export: admin only, CSV that parses back to the listed visits', async () => {
    const tricky = await member({ name: '=Cruz, "Rosa"\nJr' });
    await visit(tricky.id, near(5, 5), { ...near(5, 5), confirmation_name: 'Rosa, her "mother"' });
    const range = '?from=2026-11-01&to=2026-11-30';
    expect((await call(t, 'GET', `/api/evv/visits/export${range}`, { session: manager })).statusCode).toBe(403);
    const exported = await call(t, 'GET', `/api/evv/visits/export${range}`, { session: admin });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    // named after the range asked for, as the web app names its download (walkthrough 41)
    expect(exported.headers['content-disposition']).toContain('evv-visits-2026-11-01-to-2026-11-30.csv');
    const [header, ...rows] = parseCsv(exported.body);
    expect(header).toEqual([
      'visit_id',
      'member_id',
      'member_name',
      'service_code',
      'evv_required',
      'visit_date',
      'provider_staff_id',
      'provider_id',
      'provider_name',
      'start_time_utc',
      'end_time_utc',
      'start_latitude',
      'start_longitude',
      'start_accuracy_m',
      'start_location_status',
      'end_latitude',
      'end_longitude',
      'end_accuracy_m',
      'end_location_status',
      'duration_minutes',
      'verification_status',
      'exception_reasons',
      'member_confirmation_name',
      'member_confirmation_reason',
      'reason_code',
      'resolution_code',
      'attestation',
    ]);
    const listed = (await call(t, 'GET', `/api/evv/visits/${range}`, { session: admin })).json() as Array<
      Record<string, unknown> & { id: number }
    >;
    expect(rows.map((r) => Number(r[0]))).toEqual(listed.map((v) => v.id));
    const records = rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]])));
    for (const [i, v] of listed.entries()) {
      const r = records[i]!;
      const visitRow = v as unknown as {
        member: { member_id: string | null; name: string };
        provider: { id: number; provider_id: string | null };
        start: { latitude: number | null };
        check_in_at: string;
        check_out_at: string | null;
        status: string;
        reasons: string[];
        service: string;
      };
      expect(r.member_id).toBe(visitRow.member.member_id ?? '');
      expect(r.member_name?.replace(/^'/, '')).toBe(visitRow.member.name);
      expect(r.service_code).toBe(visitRow.service);
      expect(r.evv_required).toBe(String(visitRow.service === 'DTT'));
      expect(r.provider_staff_id).toBe(String(visitRow.provider.id));
      expect(r.start_time_utc).toBe(visitRow.check_in_at);
      expect(r.end_time_utc).toBe(visitRow.check_out_at ?? '');
      expect(r.start_latitude).toBe(visitRow.start.latitude === null ? '' : String(visitRow.start.latitude));
      expect(r.verification_status).toBe(visitRow.status);
      expect(r.exception_reasons).toBe(visitRow.reasons.join(';'));
    }
    const trickyRow = records.find((r) => r.member_id === tricky.member_id)!;
    expect(trickyRow.member_name).toBe(`'=Cruz, "Rosa"\nJr`); // escaped for spreadsheets, quoted for CSV
    expect(trickyRow.member_confirmation_name).toBe('Rosa, her "mother"');
    expect(trickyRow.verification_status).toBe('verified');
  });
});
