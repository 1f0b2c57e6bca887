import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, dialects, PASSWORD, refresh, signedIn, snapshot, type TestApp } from './helper.js';

const NEW_PASSWORD = 'Fresh-Start-2026!';
const REQUIRED = { detail: MSG.passwordChangeRequired, code: 'password_change_required' };

/**
 * Issue 10 item 10: "must change password" is the server's rule, not only the web app's. Until the
 * password is changed, every route but change password, sign-out, token refresh and the caller's
 * own profile GET answers 403 `password_change_required` and changes nothing.
 */
describe.each(dialects())('a user who must change their password, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('reads their own profile, which says so', async () => {
    const s = await signedIn(t, { must_change_password: true });
    const response = await call(t, 'GET', '/api/profile/', { session: s });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: s.userId, mustChangePassword: true });
  });

  it.each([
    ['GET', '/api/user/settings/', undefined],
    ['PUT', '/api/profile/', { name: 'Renamed', email: 'renamed@daybook.test' }],
    ['GET', '/api/attendance/today/', undefined],
    ['POST', '/api/attendance/checkin/', { latitude: null, longitude: null }],
    ['GET', '/api/attendance/history/', undefined],
    ['GET', '/api/clients/', undefined],
    ['GET', '/api/member/members/', undefined],
  ] as const)('is refused %s %s with 403 password_change_required, nothing written', async (method, url, payload) => {
    const s = await signedIn(t, { must_change_password: true });
    const before = await snapshot(t);
    const response = await call(t, method, url, { session: s, payload });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(REQUIRED);
    expect(await snapshot(t)).toEqual(before);
  });

  it('as an administrator, cannot use the admin API or onboard anyone until the change', async () => {
    const s = await signedIn(t, { role: 'admin', must_change_password: true });
    const list = await call(t, 'GET', '/api/admin/users', { session: s });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject(REQUIRED);
    const before = await snapshot(t);
    const onboard = await call(t, 'POST', '/api/register/', {
      session: s,
      payload: { name: 'New Hire', email: 'new-hire@daybook.test', password: 'New-Hire-Pass-1!' },
    });
    expect(onboard.statusCode).toBe(403);
    expect(onboard.json()).toMatchObject(REQUIRED);
    expect(await snapshot(t)).toEqual(before);
  });

  it('can renew the session and sign out', async () => {
    const s = await signedIn(t, { must_change_password: true });
    const renewed = await refresh(t, s.refresh);
    expect(renewed.statusCode).toBe(200);
    const out = await call(t, 'POST', '/api/logout/', {
      session: { access: renewed.json().access_token },
      payload: { refresh: renewed.json().refresh_token },
    });
    expect(out.statusCode).toBe(200);
  });

  it('changes the password, and then every route opens', async () => {
    const s = await signedIn(t, { must_change_password: true });
    const changed = await call(t, 'POST', '/api/change-password/', {
      session: s,
      payload: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const profile = await call(t, 'GET', '/api/profile/', { session: s });
    expect(profile.json()).toMatchObject({ mustChangePassword: false });
    expect((await call(t, 'GET', '/api/attendance/today/', { session: s })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/user/settings/', { session: s })).statusCode).toBe(404);
  });

  it('is refused as soon as an administrator resets the password, in the session already open', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    const s = await signedIn(t);
    expect((await call(t, 'GET', '/api/attendance/today/', { session: s })).statusCode).toBe(200);
    await t.db.updateTable('users').set({ must_change_password: true }).where('id', '=', s.userId).execute();
    const response = await call(t, 'GET', '/api/attendance/today/', { session: s });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(REQUIRED);
    expect((await call(t, 'GET', '/api/admin/users', { session: admin })).statusCode).toBe(200);
  });
});
