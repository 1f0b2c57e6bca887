import { randomBytes } from 'node:crypto';
import { isTrivialKioskPin, KIOSK_MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, createTestApp, dialects, login, PASSWORD, type Session, signedIn, type TestApp } from './helper.js';

/** The shared kiosk (issue 15, ADR 0024): PINs, devices, punches through the work-day rules. */

describe('trivial kiosk PINs', () => {
  it('refuses runs, repeats, repeated blocks and listed common PINs; accepts others', () => {
    for (const pin of ['1234', '0000', '123456', '987654', '4321', '1212', '121212', '123123', '2580', '111111']) {
      expect(isTrivialKioskPin(pin), pin).toBe(true);
    }
    for (const pin of ['1357', '8264', '402913', '75319', '1123']) expect(isTrivialKioskPin(pin), pin).toBe(false);
  });
});

describe.each(dialects())('the kiosk on %s', (dialect) => {
  let t: TestApp;
  let locationId: number;
  // Fresh sessions each time: the tests move the clock past the session idle timeout.
  const lead = (role: 'admin' | 'manager') => signedIn(t, { role, name: `Kiosk ${role}` });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const location = await t.db
      .selectFrom('locations')
      .select(['id', 'latitude'])
      .where('latitude', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    locationId = location.id;
  });
  afterAll(async () => t.close());

  const setPin = (s: Session, pin: string | null, current_password = PASSWORD) =>
    call(t, 'PUT', '/api/profile/kiosk-pin/', { session: s, payload: { current_password, pin } });
  async function device(role: 'admin' | 'manager' = 'manager', name = 'Front desk tablet') {
    const by = await lead(role);
    const response = await call(t, 'POST', '/api/kiosk/devices/', {
      session: by,
      payload: { name, location_id: locationId },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { device: { id: number; name: string }; token: string };
  }
  const kiosk = (token: string, method: 'GET' | 'POST', path: string, payload?: unknown) =>
    call(t, method, path, { headers: { authorization: `Kiosk ${token}` }, ...(payload ? { payload } : {}) });
  async function staffWithPin(name: string, pin = '2468') {
    const s = await signedIn(t, { name });
    expect((await setPin(s, pin)).statusCode).toBe(200);
    return s;
  }

  it('sets a kiosk PIN with the current password, refuses trivial or malformed PINs and a wrong password', async () => {
    const s = await signedIn(t, { name: 'Pin Setter' });
    expect((await call(t, 'GET', '/api/profile/kiosk-pin/', { session: s })).json()).toEqual({
      has_pin: false,
      locked: false,
    });
    const trivial = await setPin(s, '1234');
    expect(trivial.statusCode).toBe(400);
    expect(trivial.json()).toMatchObject({ error_code: 'kiosk_pin_too_simple', pin: [expect.any(String)] });
    expect((await setPin(s, '000000')).json().error_code).toBe('kiosk_pin_too_simple');
    expect((await setPin(s, '12a4')).json().error_code).toBe('validation_failed');
    expect((await setPin(s, '1234567')).json().error_code).toBe('validation_failed');
    const wrongPassword = await setPin(s, '8264', 'Not-The-Password-1!');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error_code).toBe('current_password_wrong');
    const ok = await setPin(s, '8264');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ has_pin: true, locked: false });
    const row = await t.db
      .selectFrom('kiosk_pins')
      .selectAll()
      .where('user_id', '=', s.userId)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^\$argon2id\$/);
    expect(row.pin_hash).not.toContain('8264');
    // the signing PIN is a different secret in a different column
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', s.userId).executeTakeFirstOrThrow();
    expect(user.signing_pin_hash).toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'kiosk_pin')
      .where('entity_id', '=', String(s.userId))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).not.toContain('argon2');
  });

  it('registers devices (admins and managers), shows the token once, lists and revokes them', async () => {
    const staff = await signedIn(t, { name: 'Not A Lead' });
    const admin = await lead('admin');
    const manager = await lead('manager');
    const refused = await call(t, 'POST', '/api/kiosk/devices/', {
      session: staff,
      payload: { name: 'Mine', location_id: locationId },
    });
    expect(refused.statusCode).toBe(403);
    const badLocation = await call(t, 'POST', '/api/kiosk/devices/', {
      session: admin,
      payload: { name: 'Nowhere', location_id: 999_999 },
    });
    expect(badLocation.statusCode).toBe(400);
    expect(badLocation.json().error_code).toBe('kiosk_location_not_usable');

    const created = await device('admin', 'Lobby');
    expect(created.token).toMatch(/^kiosk_[A-Za-z0-9_-]{43}$/);
    const stored = await t.db
      .selectFrom('kiosk_devices')
      .selectAll()
      .where('id', '=', created.device.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(created.token);
    const list = await call(t, 'GET', '/api/kiosk/devices/', { session: manager });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain(created.token);
    expect(list.json().map((d: { id: number }) => d.id)).toContain(created.device.id);

    expect((await kiosk(created.token, 'GET', '/api/kiosk/device/')).statusCode).toBe(200);
    const revoked = await call(t, 'POST', `/api/kiosk/devices/${created.device.id}/revoke/`, { session: manager });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revoked_at).toBe(t.clock.now().toISOString());
    const after = await kiosk(created.token, 'GET', '/api/kiosk/roster/');
    expect(after.statusCode).toBe(401);
    expect(after.json().error_code).toBe('kiosk_device_revoked');
    const unknown = await kiosk('kiosk_not-a-real-token', 'GET', '/api/kiosk/roster/');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error_code).toBe('kiosk_device_unknown');
  });

  it('scopes tokens: a device token opens only kiosk routes, a user token no kiosk device route', async () => {
    const { token } = await device();
    for (const [method, path] of [
      ['GET', '/api/attendance/today/'],
      ['GET', '/api/profile/'],
      ['GET', '/api/kiosk/devices/'],
      ['GET', '/api/member/members/'],
    ] as const) {
      const asBearer = await call(t, method, path, { headers: { authorization: `Bearer ${token}` } });
      const asKiosk = await kiosk(token, method, path);
      expect([asBearer.statusCode, asKiosk.statusCode], path).toEqual([401, 401]);
    }
    const staff = await staffWithPin('Scope Staff');
    for (const path of ['/api/kiosk/punch/', '/api/kiosk/identify/', '/api/kiosk/member-visits/']) {
      const response = await call(t, 'POST', path, {
        session: staff,
        payload: { user_id: staff.userId, pin: '2468', action: 'check_in', member_ids: [1] },
      });
      expect(response.statusCode, path).toBe(401);
      expect(response.json().error_code).toBe('kiosk_device_unknown');
    }
    expect((await call(t, 'GET', '/api/kiosk/roster/', { session: staff })).statusCode).toBe(401);
  });

  it('lists only active people with a PIN, as first name and last initial', async () => {
    const { token } = await device();
    const withPin = await staffWithPin('Rosa María Delgado');
    const withoutPin = await signedIn(t, { name: 'Nadia Nopin' });
    const inactive = await staffWithPin('Ida Inactive');
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', inactive.userId).execute();
    const roster = (await kiosk(token, 'GET', '/api/kiosk/roster/')).json() as {
      user_id: number;
      display_name: string;
    }[];
    expect(roster).toContainEqual({ user_id: withPin.userId, display_name: 'Rosa D.' });
    const ids = roster.map((r) => r.user_id);
    expect(ids).not.toContain(withoutPin.userId);
    expect(ids).not.toContain(inactive.userId);
    // someone off the roster is answered like a wrong PIN
    for (const userId of [withoutPin.userId, inactive.userId, 987_654]) {
      const response = await kiosk(token, 'POST', '/api/kiosk/identify/', { user_id: userId, pin: '2468' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error_code).toBe('kiosk_pin_wrong');
    }
  });

  it('punches through the work-day rules at the device location, and the dashboard sees the same day', async () => {
    const { token, device: dev } = await device('manager', 'Centre tablet');
    const staff = await staffWithPin('Ana Kiosko');
    const who = { user_id: staff.userId, pin: '2468' };
    const identify = await kiosk(token, 'POST', '/api/kiosk/identify/', who);
    expect(identify.statusCode, identify.body).toBe(200);
    expect(identify.json()).toMatchObject({
      display_name: 'Ana K.',
      language: null,
      state: 'not_started',
      members: [],
    });
    // the language the person chose comes with them, for the kiosk to show their steps in
    const spanish = await call(t, 'PATCH', '/api/profile/language/', { session: staff, payload: { language: 'es' } });
    expect(spanish.statusCode).toBe(200);
    expect((await kiosk(token, 'POST', '/api/kiosk/identify/', who)).json()).toMatchObject({ language: 'es' });

    const checkIn = await kiosk(token, 'POST', '/api/kiosk/punch/', { ...who, action: 'check_in' });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    expect(checkIn.json()).toEqual({
      action: 'check_in',
      at: t.clock.now().toISOString(),
      display_name: 'Ana K.',
      time_zone: 'America/Phoenix',
    });
    // the same 409 and code as the dashboard's second check-in
    const again = await kiosk(token, 'POST', '/api/kiosk/punch/', { ...who, action: 'check_in' });
    const dashboard = await call(t, 'POST', '/api/attendance/checkin/', { session: staff, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(dashboard.statusCode).toBe(409);
    expect(again.json().error_code).toBe(dashboard.json().error_code);
    expect(again.json().error_code).toBe('still_checked_in');

    const location = await t.db
      .selectFrom('locations')
      .selectAll()
      .where('id', '=', locationId)
      .executeTakeFirstOrThrow();
    const day = await t.db
      .selectFrom('work_days')
      .selectAll()
      .where('user_id', '=', staff.userId)
      .executeTakeFirstOrThrow();
    expect([day.check_in_latitude, day.check_in_longitude, day.check_in_accuracy]).toEqual([
      location.latitude,
      location.longitude,
      0,
    ]);

    const noReason = await kiosk(token, 'POST', '/api/kiosk/punch/', { ...who, action: 'pause' });
    expect(noReason.statusCode).toBe(400);
    t.clock.advance(30 * 60_000);
    expect(
      (await kiosk(token, 'POST', '/api/kiosk/punch/', { ...who, action: 'pause', reason: 'Lunch' })).statusCode,
    ).toBe(200);
    expect((await kiosk(token, 'POST', '/api/kiosk/identify/', who)).json().state).toBe('paused');
    t.clock.advance(15 * 60_000);
    expect((await kiosk(token, 'POST', '/api/kiosk/punch/', { ...who, action: 'resume' })).statusCode).toBe(200);
    t.clock.advance(60 * 60_000);
    expect((await kiosk(token, 'POST', '/api/kiosk/punch/', { ...who, action: 'check_out' })).statusCode).toBe(200);
    const today = (
      await call(t, 'GET', '/api/attendance/today/', { session: await login(t, staff.user.email) })
    ).json();
    expect(today).toMatchObject({ status: 'Completed', worked_minutes: 90, paused_minutes: 15 });
    expect((await kiosk(token, 'POST', '/api/kiosk/identify/', who)).json().state).toBe('done');

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'entity'])
      .where('actor_id', '=', staff.userId)
      .where('action', 'in', ['check_in', 'pause', 'resume', 'check_out', 'kiosk_action'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'check_in',
      'kiosk_action',
      'pause',
      'kiosk_action',
      'resume',
      'kiosk_action',
      'check_out',
      'kiosk_action',
    ]);
    const used = await t.db
      .selectFrom('kiosk_devices')
      .select('last_used_at')
      .where('id', '=', dev.id)
      .executeTakeFirst();
    expect(used?.last_used_at).toBe(t.clock.now().toISOString());
  });

  it('locks a kiosk PIN after five wrong PINs in a row, audits each, and unlocks by an admin or a new PIN', async () => {
    const { token } = await device();
    const staff = await staffWithPin('Lola Lockout', '5791');
    const wrong = { user_id: staff.userId, pin: '1111' };
    // four wrong, then a right one: the count starts again
    for (let i = 0; i < 4; i++) {
      expect((await kiosk(token, 'POST', '/api/kiosk/identify/', wrong)).json().error_code).toBe('kiosk_pin_wrong');
    }
    expect((await kiosk(token, 'POST', '/api/kiosk/identify/', { ...wrong, pin: '5791' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await kiosk(token, 'POST', '/api/kiosk/identify/', wrong)).json().error_code).toBe('kiosk_pin_wrong');
    }
    const fifth = await kiosk(token, 'POST', '/api/kiosk/identify/', wrong);
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().error_code).toBe('kiosk_pin_locked');
    // locked: even the right PIN is refused, at every device
    const other = await device('admin', 'Second tablet');
    const right = await kiosk(other.token, 'POST', '/api/kiosk/punch/', { ...wrong, pin: '5791', action: 'check_in' });
    expect(right.statusCode).toBe(403);
    expect(right.json().error_code).toBe('kiosk_pin_locked');
    expect((await call(t, 'GET', '/api/profile/kiosk-pin/', { session: staff })).json()).toEqual({
      has_pin: true,
      locked: true,
    });
    const admin = await lead('admin');
    const manager = await lead('manager');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('actor_id', '=', staff.userId)
      .where('action', 'in', ['kiosk_pin_refused', 'kiosk_pin_locked'])
      .orderBy('id')
      .execute();
    expect(audit.filter((a) => a.action === 'kiosk_pin_refused')).toHaveLength(10);
    expect(audit.filter((a) => a.action === 'kiosk_pin_locked')).toHaveLength(1);

    // a manager cannot unlock; an admin can
    const locked = await call(t, 'GET', '/api/kiosk/locked-pins/', { session: admin });
    expect(locked.json()).toContainEqual({
      user_id: staff.userId,
      name: 'Lola Lockout',
      locked_at: expect.any(String),
    });
    const path = `/api/kiosk/locked-pins/${staff.userId}/unlock/`;
    expect((await call(t, 'POST', path, { session: manager })).statusCode).toBe(403);
    expect((await call(t, 'POST', path, { session: admin })).json()).toEqual({ has_pin: true, locked: false });
    expect((await kiosk(token, 'POST', '/api/kiosk/identify/', { ...wrong, pin: '5791' })).statusCode).toBe(200);

    // locked again; the user's new PIN unlocks it too
    for (let i = 0; i < 5; i++) await kiosk(token, 'POST', '/api/kiosk/identify/', wrong);
    expect((await kiosk(token, 'POST', '/api/kiosk/identify/', { ...wrong, pin: '5791' })).statusCode).toBe(403);
    expect((await setPin(staff, '8642')).json()).toEqual({ has_pin: true, locked: false });
    expect((await kiosk(token, 'POST', '/api/kiosk/identify/', { ...wrong, pin: '8642' })).statusCode).toBe(200);
  });

  it('counts simultaneous wrong PINs: no more than five are checked, and the PIN ends locked', async () => {
    const { token } = await device();
    const staff = await staffWithPin('Rita Rush', '5791');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        kiosk(token, 'POST', '/api/kiosk/identify/', { user_id: staff.userId, pin: '1111' }),
      ),
    );
    const codes = answers.map((a) => a.json().error_code as string);
    expect(codes.every((c) => ['kiosk_pin_wrong', 'kiosk_pin_locked', 'kiosk_pin_busy'].includes(c))).toBe(true);
    const refusedRows = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'kiosk_pin_refused')
      .where('actor_id', '=', staff.userId)
      .execute();
    // every attempt is audited; only five were checked against the hash (the rest were counted out)
    expect(refusedRows).toHaveLength(10);
    expect(refusedRows.filter((r) => r.after?.includes('"failures"'))).toHaveLength(5);
    const right = await kiosk(token, 'POST', '/api/kiosk/identify/', { user_id: staff.userId, pin: '5791' });
    expect(right.json().error_code).toBe('kiosk_pin_locked');
  });

  it('keeps location trust: someone assigned elsewhere gets the usual exception at the kiosk location', async () => {
    const { token } = await device();
    const staff = await staffWithPin('Omar Elsewhere');
    // a location of the person's own, 10 km from the kiosk's
    const other = await t.db
      .insertInto('locations')
      .values({
        code: `FAR_${staff.userId}`,
        name: 'Far office',
        address: null,
        latitude: 33.4484,
        longitude: -112.074,
        radius_meters: 150,
        active: true,
        created_at: t.clock.now().toISOString(),
        updated_at: t.clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('user_locations')
      .values({ user_id: staff.userId, location_id: other.id, created_at: t.clock.now().toISOString() })
      .execute();
    const punch = await kiosk(token, 'POST', '/api/kiosk/punch/', {
      user_id: staff.userId,
      pin: '2468',
      action: 'check_in',
    });
    expect(punch.statusCode, punch.body).toBe(200);
    const exceptions = await t.db
      .selectFrom('location_exceptions')
      .select(['kind', 'action', 'accuracy'])
      .where('user_id', '=', staff.userId)
      .execute();
    expect(exceptions).toEqual([{ kind: 'outside', action: 'check_in', accuracy: 0 }]);
  });

  it('refuses an id beyond a record id (32 bits) with a 400, not a database error, and counts no attempt', async () => {
    const tooBig = 2_147_483_648;
    const by = await lead('admin');
    const registered = await call(t, 'POST', '/api/kiosk/devices/', {
      session: by,
      payload: { name: 'Too big', location_id: tooBig },
    });
    expect(registered.statusCode, registered.body).toBe(400);
    expect(registered.json()).toMatchObject({ error_code: 'validation_failed', location_id: [expect.any(String)] });
    const { token } = await device();
    const s = await staffWithPin('Bea Bounds', '8264');
    for (const [path, payload, field] of [
      ['/api/kiosk/identify/', { user_id: tooBig, pin: '8264' }, 'user_id'],
      // a PIN that cannot be anyone's is refused at the boundary, not counted (fuzz 41)
      ['/api/kiosk/identify/', { user_id: s.userId, pin: '' }, 'pin'],
      ['/api/kiosk/identify/', { user_id: s.userId, pin: '12' }, 'pin'],
      ['/api/kiosk/identify/', { user_id: s.userId, pin: '12a4' }, 'pin'],
      ['/api/kiosk/identify/', { user_id: s.userId, pin: '1234567' }, 'pin'],
      ['/api/kiosk/punch/', { user_id: s.userId, pin: '', action: 'check_in' }, 'pin'],
      ['/api/kiosk/punch/', { user_id: tooBig, pin: '8264', action: 'check_in' }, 'user_id'],
      ['/api/kiosk/member-visits/', { user_id: tooBig, pin: '8264', action: 'check_in', member_ids: [1] }, 'user_id'],
      [
        '/api/kiosk/member-visits/',
        { user_id: s.userId, pin: '8264', action: 'check_in', member_ids: [tooBig] },
        'member_ids.0',
      ],
    ] as const) {
      const response = await kiosk(token, 'POST', path, payload);
      expect(response.statusCode, `${path} ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ error_code: 'validation_failed', [field]: [expect.any(String)] });
    }
    // the refusals were not wrong PINs: the person is identified at once
    expect((await kiosk(token, 'POST', '/api/kiosk/identify/', { user_id: s.userId, pin: '8264' })).statusCode).toBe(
      200,
    );
  });

  it('answers simultaneous right PINs as busy, never as too many wrong ones, and forgets them after', async () => {
    // Race test 40: ten taps of a right PIN at once (a kiosk resending) answered five of them
    // "Too many wrong PINs" and audited them as such.
    const { token } = await device();
    const staff = await staffWithPin('Bea Burst', '5791');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        kiosk(token, 'POST', '/api/kiosk/identify/', { user_id: staff.userId, pin: '5791' }),
      ),
    );
    for (const answer of answers) {
      if (answer.statusCode === 200) continue;
      expect(answer.statusCode, answer.body).toBe(429);
      expect(answer.json()).toMatchObject({ error_code: 'kiosk_pin_busy', detail: KIOSK_MSG.kioskPinBusy });
    }
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    // nothing was left counted against the person: five right PINs in a row each go through
    for (let i = 0; i < 6; i++) {
      expect(
        (await kiosk(token, 'POST', '/api/kiosk/identify/', { user_id: staff.userId, pin: '5791' })).statusCode,
      ).toBe(200);
    }
  });

  it('refuses to delete a location a kiosk device is registered at, revoked or not (409, never 500)', async () => {
    // Fuzz 41: the delete hit the devices' foreign key and answered 500.
    const admin = await lead('admin');
    const made = await call(t, 'POST', '/api/admin/locations', {
      session: admin,
      payload: { code: 'KIOSK_ONLY', name: 'Kiosk only', latitude: 33.1, longitude: -111.1, radius_meters: 100 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const registered = await call(t, 'POST', '/api/kiosk/devices/', {
      session: admin,
      payload: { name: 'Lobby', location_id: made.json().id },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const remove = () => call(t, 'DELETE', `/api/admin/locations/${made.json().id}`, { session: admin });
    const refused = await remove();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('location_in_use');
    const revoked = await call(t, 'POST', `/api/kiosk/devices/${registered.json().device.id}/revoke/`, {
      session: admin,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await remove()).statusCode).toBe(409);
    expect(await t.db.selectFrom('locations').select('id').where('code', '=', 'KIOSK_ONLY').execute()).toHaveLength(1);
  });

  it('limits wrong PINs per device', async () => {
    const { token } = await device('admin', 'Guessing target');
    const people = [];
    for (let i = 0; i < 6; i++) people.push(await staffWithPin(`Many People${i}`));
    const codes: string[] = [];
    for (const person of people) {
      for (let i = 0; i < 4; i++) {
        codes.push(
          (await kiosk(token, 'POST', '/api/kiosk/identify/', { user_id: person.userId, pin: '9999' })).json()
            .error_code,
        );
      }
    }
    expect(codes.slice(0, 20).every((c) => c === 'kiosk_pin_wrong')).toBe(true);
    expect(codes.slice(20)).toEqual([
      'kiosk_too_many_attempts',
      'kiosk_too_many_attempts',
      'kiosk_too_many_attempts',
      'kiosk_too_many_attempts',
    ]);
  });

  it('checks several members in and out in one pass through the members module', async () => {
    const { token } = await device();
    const staff = await staffWithPin('Mina Members');
    const someoneElse = await signedIn(t, { name: 'Other Provider' });
    const add = async (name: string, assigned: number) =>
      t.db
        .insertInto('members')
        .values({
          name,
          email: null,
          assigned_user_id: assigned,
          active: true,
          created_at: t.clock.now().toISOString(),
          updated_at: t.clock.now().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    const a = await add('Alma Member', staff.userId);
    const b = await add('Beto Member', staff.userId);
    const notMine = await add('Ciro Member', someoneElse.userId);
    const who = { user_id: staff.userId, pin: '2468' };
    const identity = (await kiosk(token, 'POST', '/api/kiosk/identify/', who)).json();
    expect(identity.members).toEqual([
      { id: a.id, name: 'Alma Member', checked_in: false },
      { id: b.id, name: 'Beto Member', checked_in: false },
    ]);
    const checkIn = await kiosk(token, 'POST', '/api/kiosk/member-visits/', {
      ...who,
      action: 'check_in',
      member_ids: [a.id, b.id, notMine.id],
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    expect(checkIn.json().results).toEqual([
      { member_id: a.id, ok: true, at: t.clock.now().toISOString(), code: null },
      { member_id: b.id, ok: true, at: t.clock.now().toISOString(), code: null },
      { member_id: notMine.id, ok: false, at: null, code: 'not_found' },
    ]);
    const visits = await t.db.selectFrom('member_visits').selectAll().where('member_id', 'in', [a.id, b.id]).execute();
    expect(visits).toHaveLength(2);
    expect(visits.every((v) => v.provider_id === staff.userId && v.check_in_accuracy === 0)).toBe(true);
    const twice = await kiosk(token, 'POST', '/api/kiosk/member-visits/', {
      ...who,
      action: 'check_in',
      member_ids: [a.id],
    });
    expect(twice.json().results[0]).toMatchObject({ ok: false, code: 'member_already_checked_in' });
    expect(
      (await kiosk(token, 'POST', '/api/kiosk/identify/', who))
        .json()
        .members.map((m: { checked_in: boolean }) => m.checked_in),
    ).toEqual([true, true]);
    t.clock.advance(2 * 3_600_000);
    const out = await kiosk(token, 'POST', '/api/kiosk/member-visits/', {
      ...who,
      action: 'check_out',
      member_ids: [a.id, b.id],
    });
    expect(out.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    const wrongPin = await kiosk(token, 'POST', '/api/kiosk/member-visits/', {
      ...who,
      pin: '0001',
      action: 'check_in',
      member_ids: [a.id],
    });
    expect(wrongPin.json().error_code).toBe('kiosk_pin_wrong');
  });
});

const redisUrl = inject('redisUrl');

/**
 * With REDIS_URL set the kiosk's attempt counts are shared by every instance: wrong PINs sent to
 * one server count on the other (two test servers on one Redis; the same device id on each stands
 * for the one database they would share).
 */
describe.runIf(redisUrl)('kiosk attempt counts shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const overrides = {
      redisUrl: redisUrl ?? undefined,
      redisPrefix: `daybook-test-${randomBytes(6).toString('hex')}:`,
    };
    first = await createTestApp('sqlite', overrides);
    second = await createTestApp('sqlite', overrides);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('twenty wrong PINs on one instance make the same device wait on the other', async () => {
    const register = async (t: TestApp) => {
      const lead = await signedIn(t, { role: 'admin' });
      const location = await t.db
        .selectFrom('locations')
        .select('id')
        .where('latitude', 'is not', null)
        .executeTakeFirstOrThrow();
      const created = await call(t, 'POST', '/api/kiosk/devices/', {
        session: lead,
        payload: { name: 'Shared', location_id: location.id },
      });
      return created.json() as { device: { id: number }; token: string };
    };
    const a = await register(first);
    const b = await register(second);
    expect(a.device.id).toBe(b.device.id);
    const identify = (t: TestApp, token: string) =>
      call(t, 'POST', '/api/kiosk/identify/', {
        headers: { authorization: `Kiosk ${token}` },
        payload: { user_id: 424_242, pin: '1357' },
      });
    for (let i = 0; i < 20; i++) expect((await identify(first, a.token)).json().error_code).toBe('kiosk_pin_wrong');
    const waiting = await identify(second, b.token);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error_code).toBe('kiosk_too_many_attempts');
  });
});
