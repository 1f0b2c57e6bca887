import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRowsFor,
  call,
  createTestApp,
  createUser,
  dialects,
  MINUTE,
  PASSWORD,
  signedIn,
  snapshot,
  type TestApp,
} from './helper.js';

describe.each(dialects())('profile on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('answers the signed-in user’s profile with and without the trailing slash', async () => {
    const s = await signedIn(t, { name: 'Ana Reyes', phone: '4805550103' });
    for (const url of ['/api/profile/', '/api/profile']) {
      const response = await call(t, 'GET', url, { session: s });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: s.userId, name: 'Ana Reyes', phone: '4805550103', status: 'active' });
    }
  });

  it('answers exactly the contract’s profile fields (location as its label) plus role, mustChangePassword and location_code', async () => {
    const s = await signedIn(t, {
      name: 'Ben Ortiz',
      email: 'ben.ortiz@daybook.test',
      location: 'GUADALUPE_DTT',
      payroll_id: 'PR-77',
      provider_id: 'PV-88',
      role: 'manager',
    });
    const response = await call(t, 'GET', '/api/profile', { session: s });
    expect(response.json()).toEqual({
      id: s.userId,
      name: 'Ben Ortiz',
      email: 'ben.ortiz@daybook.test',
      phone: null,
      avatar: null,
      location: 'Guadalupe DTT',
      location_code: 'GUADALUPE_DTT',
      payrollId: 'PR-77',
      providerId: 'PV-88',
      status: 'active',
      role: 'manager',
      mustChangePassword: false,
    });
  });

  it('asks for a sign-in without a token', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await call(t, method, '/api/profile/', method === 'PUT' ? { payload: { name: 'X' } } : {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ detail: MSG.notAuthenticated });
    }
  });

  it('stores every editable field and reads them back', async () => {
    // the payroll ID as it is: only an admin changes it (below)
    const s = await signedIn(t, { payroll_id: 'PR-2040' });
    const update = {
      name: 'Carla Nuñez',
      email: 'Carla.Nunez@Daybook.test',
      current_password: PASSWORD,
      phone: '(480) 555-0199',
      location: 'GUADALUPE_SPECIAL',
      payrollId: 'PR-2040',
      providerId: 'PV-3050',
      status: 'pending',
    };
    for (const url of ['/api/profile/', '/api/profile']) {
      const response = await call(t, 'PUT', url, { session: s, payload: update });
      expect(response.statusCode).toBe(200);
    }
    const read = await call(t, 'GET', '/api/profile/', { session: s });
    const { current_password: _password, ...stored } = update;
    expect(read.json()).toMatchObject({
      ...stored,
      email: 'carla.nunez@daybook.test',
      location: 'Guadalupe Special DTA',
      location_code: 'GUADALUPE_SPECIAL',
      id: s.userId,
    });
  });

  it.each([
    ['Guadalupe DTA', 'GUADALUPE_DTA'],
    ['Guadalupe DTT', 'GUADALUPE_DTT'],
    ['Guadalupe Special DTA', 'GUADALUPE_SPECIAL'],
    ['guadalupe special dta', 'GUADALUPE_SPECIAL'],
    ['GUADALUPE_DTT', 'GUADALUPE_DTT'],
  ])('accepts the location %s as the existing client sends it, and answers its label', async (sent, code) => {
    const s = await signedIn(t);
    const me = (await call(t, 'GET', '/api/profile/', { session: s })).json();
    // the existing client's dialog sends back every field it read, with the location it chose
    const response = await call(t, 'PUT', '/api/profile/', {
      session: s,
      payload: {
        name: me.name,
        email: me.email,
        phone: me.phone,
        location: sent,
        payrollId: me.payrollId,
        providerId: me.providerId,
        status: me.status,
      },
    });
    expect(response.statusCode).toBe(200);
    const label = {
      GUADALUPE_DTA: 'Guadalupe DTA',
      GUADALUPE_DTT: 'Guadalupe DTT',
      GUADALUPE_SPECIAL: 'Guadalupe Special DTA',
    };
    const expected = { location: label[code as keyof typeof label], location_code: code };
    expect(response.json()).toMatchObject(expected);
    expect((await call(t, 'GET', '/api/profile/', { session: s })).json()).toMatchObject(expected);
    const stored = await t.db
      .selectFrom('users')
      .select('location')
      .where('id', '=', s.userId)
      .executeTakeFirstOrThrow();
    expect(stored.location).toBe(code);
  });

  it('lets only an admin change a payroll ID: it goes into the payroll export (docs/payroll-rules.md)', async () => {
    for (const role of ['staff', 'manager'] as const) {
      const s = await signedIn(t, { payroll_id: 'PR-5', role });
      const me = (await call(t, 'GET', '/api/profile/', { session: s })).json();
      const before = await snapshot(t);
      for (const payrollId of ['PR-HACKED', null, '']) {
        const response = await call(t, 'PUT', '/api/profile/', {
          session: s,
          payload: { name: 'Changed', email: me.email, payrollId },
        });
        expect(response.statusCode, `${role} ${payrollId}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'payroll_id_admin_only', detail: MSG.payrollIdAdminOnly });
      }
      expect(await snapshot(t)).toEqual(before);
      // the existing client sends back the payroll ID it read: that keeps working
      const same = await call(t, 'PUT', '/api/profile/', {
        session: s,
        payload: { name: 'Changed', email: me.email, payrollId: me.payrollId },
      });
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({ name: 'Changed', payrollId: 'PR-5' });
    }
    const admin = await signedIn(t, { payroll_id: null, role: 'admin' });
    const me = (await call(t, 'GET', '/api/profile/', { session: admin })).json();
    const set = await call(t, 'PUT', '/api/profile/', {
      session: admin,
      payload: { name: me.name, email: me.email, payrollId: 'PR-900' },
    });
    expect(set.json()).toMatchObject({ payrollId: 'PR-900' });
    const cleared = await call(t, 'PUT', '/api/profile/', {
      session: admin,
      payload: { name: me.name, email: me.email, payrollId: '  ' },
    });
    expect(cleared.json()).toMatchObject({ payrollId: null });
  });

  it('answers the settings’ location as its label too, with the code beside it', async () => {
    const s = await signedIn(t, { location: 'GUADALUPE_DTA' });
    const stamp = t.clock.now().toISOString();
    await t.db.insertInto('user_settings').values({ user_id: s.userId, city: 'Tempe', updated_at: stamp }).execute();
    const response = await call(t, 'GET', '/api/user/settings/', { session: s });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ location: 'Guadalupe DTA', location_code: 'GUADALUPE_DTA' });
  });

  it('keeps the fields a request leaves out, and clears the ones sent empty', async () => {
    const s = await signedIn(t, {
      phone: '4805550111',
      payroll_id: 'PR-1',
      provider_id: 'PV-1',
      location: 'GUADALUPE_DTA',
    });
    const me = (await call(t, 'GET', '/api/profile/', { session: s })).json();
    const kept = await call(t, 'PUT', '/api/profile/', { session: s, payload: { name: 'Renamed', email: me.email } });
    expect(kept.json()).toMatchObject({
      name: 'Renamed',
      phone: '4805550111',
      payrollId: 'PR-1',
      location: 'Guadalupe DTA',
    });
    const cleared = await call(t, 'PUT', '/api/profile/', {
      session: s,
      payload: { name: 'Renamed', email: me.email, phone: null, payrollId: 'PR-1 ', location: '' },
    });
    expect(cleared.json()).toMatchObject({
      phone: null,
      payrollId: 'PR-1',
      location: null,
      location_code: null,
      providerId: 'PV-1',
    });
  });

  it.each([
    ['name', { email: 'someone@daybook.test' }],
    ['email', { name: 'Someone' }],
  ])('requires %s', async (field, body) => {
    const s = await signedIn(t);
    const before = await snapshot(t);
    const response = await call(t, 'PUT', '/api/profile/', { session: s, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([MSG.required]);
    expect(await snapshot(t)).toEqual(before);
  });

  it('lists each field’s problem under its name', async () => {
    const s = await signedIn(t);
    const response = await call(t, 'PUT', '/api/profile/', {
      session: s,
      payload: { name: '', email: 'nope', phone: 'call me', status: 'retired', location: 12.5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: [MSG.required],
      email: [MSG.invalidEmail],
      phone: ['Enter a valid phone number.'],
      status: ['Choose active, inactive or pending.'],
      location: ['Choose a valid location.'],
      detail: expect.any(String),
    });
    // a well-formed location that names no admin console location is the server's 400 (ADR 0028)
    const me = (await call(t, 'GET', '/api/profile/', { session: s })).json();
    const unknown = await call(t, 'PUT', '/api/profile/', {
      session: s,
      payload: { name: me.name, email: me.email, location: 'MARS' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'location_unknown', location: ['Choose a valid location.'] });
  });

  it.each([
    ['status', { status: 'retired' }],
    ['location', { location: 'MARS' }],
  ])('refuses an invalid %s and changes nothing', async (field, extra) => {
    const s = await signedIn(t);
    const me = (await call(t, 'GET', '/api/profile/', { session: s })).json();
    const before = await snapshot(t);
    const response = await call(t, 'PUT', '/api/profile/', {
      session: s,
      payload: { name: me.name, email: me.email, ...extra },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty(field);
    expect(await snapshot(t)).toEqual(before);
  });

  it('asks for the current password before changing the email, and changes nothing without it', async () => {
    const s = await signedIn(t);
    const before = await snapshot(t);
    for (const extra of [{}, { current_password: '' }]) {
      const response = await call(t, 'PUT', '/api/profile/', {
        session: s,
        payload: { name: 'Me', email: 'new.address@daybook.test', ...extra },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        current_password: [MSG.emailChangeNeedsPassword],
        detail: MSG.emailChangeNeedsPassword,
        code: 'email_change_needs_password',
      });
    }
    const wrong = await call(t, 'PUT', '/api/profile/', {
      session: s,
      payload: { name: 'Me', email: 'new.address@daybook.test', current_password: 'Not-My-Password-1!' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      current_password: [MSG.currentPasswordWrong],
      code: 'current_password_wrong',
    });
    expect(await snapshot(t)).toEqual(before);
    const right = await call(t, 'PUT', '/api/profile/', {
      session: s,
      payload: { name: 'Me', email: 'New.Address@daybook.test', current_password: PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ email: 'new.address@daybook.test' });
    expect(
      (await call(t, 'POST', '/api/login/', { payload: { email: 'new.address@daybook.test', password: PASSWORD } }))
        .statusCode,
    ).toBe(200);
  });

  it('does not tell whether another account holds an email: no probing without the password, no "exists" with it', async () => {
    const other = await createUser(t, { email: 'taken.address@daybook.test' });
    const s = await signedIn(t);
    const before = await snapshot(t);
    // without the password a taken and a free address get the same answer
    const probe = async (email: string) =>
      (await call(t, 'PUT', '/api/profile/', { session: s, payload: { name: 'Me', email } })).json();
    expect(await probe(other.email)).toEqual(await probe('nobody.here@daybook.test'));
    for (const email of [other.email, 'Taken.Address@DAYBOOK.test']) {
      const response = await call(t, 'PUT', '/api/profile/', {
        session: s,
        payload: { name: 'Me', email, current_password: PASSWORD },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        email: [MSG.emailUnavailable],
        detail: MSG.emailUnavailable,
        code: 'email_unavailable',
      });
      expect(response.body).not.toMatch(/exist/i);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('accepts the user’s own email unchanged', async () => {
    const s = await signedIn(t);
    const me = (await call(t, 'GET', '/api/profile/', { session: s })).json();
    const response = await call(t, 'PUT', '/api/profile/', {
      session: s,
      payload: { name: 'Same Email', email: me.email },
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not let a user change their own role', async () => {
    const s = await signedIn(t, { role: 'staff' });
    const me = (await call(t, 'GET', '/api/profile/', { session: s })).json();
    const response = await call(t, 'PUT', '/api/profile/', {
      session: s,
      payload: { name: me.name, email: me.email, role: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().role).toEqual([MSG.unknownField]);
    expect((await call(t, 'GET', '/api/profile/', { session: s })).json().role).toBe('staff');
  });

  it('writes an update audit row with the profile before and after, without the password hash', async () => {
    const s = await signedIn(t, { name: 'Before Name', phone: '4805550100' });
    const me = (await call(t, 'GET', '/api/profile/', { session: s })).json();
    t.clock.advance(5 * MINUTE);
    await call(t, 'PUT', '/api/profile/', {
      session: s,
      payload: { name: 'After Name', email: me.email, phone: '4805550200', status: 'inactive' },
    });
    const rows = await auditRowsFor(t, 'user', s.userId);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ action: 'update', actor_id: s.userId, at: t.clock.now().toISOString() });
    expect(row?.before).toMatchObject({ name: 'Before Name', phone: '4805550100', status: 'active' });
    expect(row?.after).toMatchObject({ name: 'After Name', phone: '4805550200', status: 'inactive' });
    expect(row?.after).toMatchObject({ updated_at: t.clock.now().toISOString() });
    expect(row?.before).not.toHaveProperty('password_hash');
    expect(row?.after).not.toHaveProperty('password_hash');
  });

  it('keeps the audit trail consistent when updates race: each "before" is the previous "after"', async () => {
    const s = await signedIn(t, { name: 'Start Name' });
    const names = ['First Racer', 'Second Racer', 'Third Racer', 'Fourth Racer'];
    const answers = await Promise.all(
      names.map((name) => call(t, 'PUT', '/api/profile/', { session: s, payload: { name, email: s.user.email } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const updates = (await auditRowsFor(t, 'user', s.userId)).filter((row) => row.action === 'update');
    expect(updates).toHaveLength(4);
    expect(updates[0]?.before?.name).toBe('Start Name');
    for (let i = 1; i < updates.length; i++) expect(updates[i]?.before?.name).toBe(updates[i - 1]?.after?.name);
  });
});
