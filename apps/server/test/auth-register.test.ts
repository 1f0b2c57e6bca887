import { MSG } from '@daybook/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accessWorks,
  auditRowsFor,
  call,
  createTestApp,
  dialects,
  login,
  signedIn,
  snapshot,
  type TestApp,
} from './helper.js';

const SIGNUP_PASSWORD = 'Day-Program-2026!';

const signup = (
  t: TestApp,
  body: Record<string, unknown>,
  session?: { access: string } | null,
): ReturnType<typeof call> => call(t, 'POST', '/api/register/', { payload: body, session: session ?? null });

describe.each(dialects())('register on an empty database (%s)', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('makes the first signup an admin and signs them in', async () => {
    t = await createTestApp(dialect);
    const response = await signup(t, { name: 'First Admin', email: 'First@Daybook.test', password: SIGNUP_PASSWORD });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access_expires_in', 'access_token', 'refresh_token']);
    const profile = await call(t, 'GET', '/api/profile/', { session: { access: body.access_token } });
    expect(profile.json()).toMatchObject({ name: 'First Admin', email: 'first@daybook.test', role: 'admin' });
    const users = await t.db.selectFrom('users').select(['role', 'email']).execute();
    expect(users).toEqual([{ role: 'admin', email: 'first@daybook.test' }]);
  });

  it('lets exactly one of several simultaneous first signups become admin', async () => {
    t = await createTestApp(dialect);
    const responses = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        signup(t, { name: `Racer ${i}`, email: `racer-${i}@daybook.test`, password: SIGNUP_PASSWORD }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 401, 401, 401, 401]);
    for (const refused of responses.filter((r) => r.statusCode === 401)) {
      expect(refused.json()).toMatchObject({ detail: MSG.signupSignIn });
    }
    const users = await t.db.selectFrom('users').select('role').execute();
    expect(users).toEqual([{ role: 'admin' }]);
  });

  it('refuses a weak first password without claiming the database', async () => {
    t = await createTestApp(dialect);
    const weak = await signup(t, { name: 'Too Quick', email: 'quick@daybook.test', password: 'short' });
    expect(weak.statusCode).toBe(400);
    const strong = await signup(t, { name: 'Careful', email: 'careful@daybook.test', password: SIGNUP_PASSWORD });
    expect(strong.statusCode).toBe(201);
  });

  it('writes a create audit row for the first admin with no password hash in it', async () => {
    t = await createTestApp(dialect);
    await signup(t, { name: 'First Admin', email: 'first@daybook.test', password: SIGNUP_PASSWORD });
    const user = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    const [row, ...rest] = await auditRowsFor(t, 'user', user.id);
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({ action: 'create', actor_id: user.id, before: null });
    expect(row?.after).toMatchObject({ id: user.id, email: 'first@daybook.test', role: 'admin' });
    expect(row?.after).not.toHaveProperty('password_hash');
    expect(row?.raw.after).not.toContain('$argon2');
    const session = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const [signIn] = await auditRowsFor(t, 'session', session.id);
    expect(signIn).toMatchObject({ action: 'login', actor_id: user.id });
  });
});

describe.each(dialects())('register once set up (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signedIn(t, { role: 'admin' });
  });
  afterAll(async () => t.close());

  let counter = 0;
  const newcomer = (fields: Record<string, unknown> = {}) => {
    counter += 1;
    return { name: `New Hire ${counter}`, email: `hire-${counter}@daybook.test`, password: SIGNUP_PASSWORD, ...fields };
  };

  it('asks an anonymous caller to sign in as an administrator (401)', async () => {
    const before = await snapshot(t);
    const response = await signup(t, newcomer());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: MSG.signupSignIn });
    expect(await snapshot(t)).toEqual(before);
  });

  it.each(['staff', 'manager'] as const)('refuses a signed-in %s with 403', async (role) => {
    const caller = await signedIn(t, { role });
    const before = await snapshot(t);
    const response = await signup(t, newcomer(), caller);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: MSG.signupAdminOnly });
    expect(await snapshot(t)).toEqual(before);
  });

  it('lets an admin onboard a staff member who can then sign in, and keeps the admin signed in', async () => {
    const body = newcomer({ name: '  Dana Whitfield ', email: 'Dana.Whitfield@Daybook.test' });
    const response = await signup(t, body, admin);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      id: expect.any(Number),
      name: 'Dana Whitfield',
      email: 'dana.whitfield@daybook.test',
      role: 'staff',
      detail: 'Account created for Dana Whitfield.',
    });
    expect(created).not.toHaveProperty('access_token');
    const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', created.id).execute();
    expect(sessions).toHaveLength(0);
    const session = await login(t, 'dana.whitfield@daybook.test', SIGNUP_PASSWORD);
    expect(session.userId).toBe(created.id);
    expect(await accessWorks(t, admin.access)).toBe(true);
  });

  it('records who onboarded whom in a create audit row without the password hash', async () => {
    const response = await signup(t, newcomer(), admin);
    const id = response.json().id;
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const rows = await auditRowsFor(t, 'user', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', actor_id: admin.userId });
    expect(rows[0]?.after).toMatchObject({ id, email: user.email, name: user.name, role: 'staff' });
    expect(rows[0]?.after).not.toHaveProperty('password_hash');
    expect(rows[0]?.raw.after).not.toContain('$argon2');
  });

  it.each([
    ['shorter than 12 characters', 'Short-1!aB', [MSG.passwordMin12]],
    ['without an uppercase letter', 'lowercase-only-12!', [MSG.passwordUpper]],
    ['without a number', 'No-Numbers-Here!', [MSG.passwordNumber]],
    ['without a special character', 'NoSpecials12345', [MSG.passwordSpecial]],
    ['longer than 128 characters', `Aa1!${'x'.repeat(125)}`, [MSG.passwordMax]],
    ['that is a common password dressed up with digits and a symbol', 'Password123!', [MSG.passwordCommon]],
    ['that is a common word wrapped in digits and symbols', '!!Sunshine2026', [MSG.passwordCommon]],
    [
      'a common password',
      'password',
      [MSG.passwordMin12, MSG.passwordUpper, MSG.passwordNumber, MSG.passwordSpecial, MSG.passwordCommon],
    ],
  ])('refuses a password %s with the reasons under "password"', async (_case, password, messages) => {
    const before = await snapshot(t);
    const response = await signup(t, newcomer({ password }), admin);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.password).toEqual(messages);
    expect(body.detail).toEqual(expect.any(String));
    expect(await snapshot(t)).toEqual(before);
  });

  it('accepts a password of exactly 12 and of exactly 128 characters', async () => {
    expect((await signup(t, newcomer({ password: 'Twelve-Char1' }), admin)).statusCode).toBe(201);
    expect((await signup(t, newcomer({ password: `Aa1!${'x'.repeat(124)}` }), admin)).statusCode).toBe(201);
  });

  it.each([
    ['the same case', (email: string) => email],
    ['another case', (email: string) => email.toUpperCase()],
  ])('refuses an email already taken, written in %s', async (_case, variant) => {
    const existing = await signup(t, newcomer(), admin);
    const before = await snapshot(t);
    const response = await signup(t, newcomer({ email: variant(existing.json().email) }), admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ email: [MSG.emailTaken], detail: MSG.emailTaken });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a malformed email and a blank name with messages under each field', async () => {
    const before = await snapshot(t);
    const response = await signup(t, newcomer({ email: 'not-an-email', name: '   ' }), admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ email: [MSG.invalidEmail], name: [MSG.required] });
    expect(await snapshot(t)).toEqual(before);
  });

  it('treats an admin whose session has ended as anonymous', async () => {
    const other = await signedIn(t, { role: 'admin' });
    await call(t, 'POST', '/api/logout/', { session: other, payload: { refresh: other.refresh } });
    const response = await signup(t, newcomer(), other);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: MSG.signupSignIn });
  });
});
