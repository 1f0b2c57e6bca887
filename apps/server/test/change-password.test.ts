import { MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessWorks,
  auditRowsFor,
  call,
  createTestApp,
  createUser,
  dialects,
  login,
  PASSWORD,
  refresh,
  type Session,
  signedIn,
  snapshot,
  type TestApp,
} from './helper.js';

const NEW_PASSWORD = 'Brand-New-Secret-7?';

describe.each(dialects())('change password on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const change = (session: Session | null, body: Record<string, unknown>) =>
    call(t, 'POST', '/api/change-password/', { session, payload: body });

  it('asks for a sign-in without a bearer token (401) and changes nothing', async () => {
    await createUser(t);
    const before = await snapshot(t);
    const response = await change(null, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: MSG.notAuthenticated });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a wrong current password under "current_password"', async () => {
    const s = await signedIn(t);
    const before = await snapshot(t);
    const response = await change(s, { current_password: 'Not-My-Password-1!', new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      current_password: [MSG.currentPasswordWrong],
      detail: MSG.currentPasswordWrong,
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([
    ['current_password', 'blank', { current_password: '', new_password: NEW_PASSWORD }, MSG.currentPasswordRequired],
    ['new_password', 'blank', { current_password: PASSWORD, new_password: '' }, MSG.newPasswordRequired],
    ['current_password', 'missing', { new_password: NEW_PASSWORD }, MSG.currentPasswordRequired],
    ['new_password', 'missing', { current_password: PASSWORD }, MSG.newPasswordRequired],
    ['current_password', 'null', { current_password: null, new_password: NEW_PASSWORD }, MSG.currentPasswordRequired],
  ])('says %s is required when it is %s', async (field, _how, body, message) => {
    const s = await signedIn(t);
    const response = await change(s, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([message]);
  });

  it.each([
    // one rule everywhere (issue 10 item 25): 8 characters with every class is too short
    ['shorter than 12 characters', 'Abcdef1!', [MSG.passwordMin12]],
    ['of 11 characters', 'Abcdefgh1!x', [MSG.passwordMin12]],
    ['without an uppercase letter', 'lower-case-9', [MSG.passwordUpper]],
    ['without a number', 'No-Digits-Here', [MSG.passwordNumber]],
    ['without a special character', 'NoSpecial123', [MSG.passwordSpecial]],
    [
      'with none of the classes',
      'abc',
      [MSG.passwordMin12, MSG.passwordUpper, MSG.passwordNumber, MSG.passwordSpecial],
    ],
    ['that is a common password', 'Password123!', [MSG.passwordCommon]],
    ['longer than 128 characters', `Aa1!${'x'.repeat(125)}`, [MSG.passwordMax]],
  ])(
    'refuses a new password %s with the product’s messages under "new_password"',
    async (_case, newPassword, messages) => {
      const s = await signedIn(t);
      const before = await snapshot(t);
      const response = await change(s, { current_password: PASSWORD, new_password: newPassword });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.new_password).toEqual(messages);
      expect(typeof body.detail).toBe('string');
      expect(await snapshot(t)).toEqual(before);
    },
  );

  it('refuses the 8-character Abcdef1! with the 12-character message and its code (one rule)', async () => {
    const s = await signedIn(t);
    const response = await change(s, { current_password: PASSWORD, new_password: 'Abcdef1!' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      new_password: [MSG.passwordMin12],
      detail: MSG.passwordMin12,
      code: 'password_min12',
    });
  });

  it('refuses a new password with several problems as a validation failure naming the field', async () => {
    const s = await signedIn(t);
    const response = await change(s, { current_password: PASSWORD, new_password: 'short' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'validation_failed', params: { fields: ['new_password'] } });
    expect(body.new_password.length).toBeGreaterThan(1);
    expect(body.detail).toBe(body.new_password.join(' '));
  });

  it('accepts 12 characters at a change, as at signup', async () => {
    const s = await signedIn(t);
    const response = await change(s, { current_password: PASSWORD, new_password: 'Ok-pass1-abc' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a new password equal to the current one', async () => {
    const s = await signedIn(t);
    const response = await change(s, { current_password: PASSWORD, new_password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().new_password).toEqual([MSG.passwordSameAsCurrent]);
  });

  it('changes the password: the old one stops signing in and the new one signs in', async () => {
    const s = await signedIn(t);
    const response = await change(s, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ detail: 'Password changed successfully' });
    const email = (await t.db.selectFrom('users').select('email').where('id', '=', s.userId).executeTakeFirstOrThrow())
      .email;
    const old = await call(t, 'POST', '/api/login/', { payload: { email, password: PASSWORD } });
    expect(old.statusCode).toBe(401);
    const fresh = await call(t, 'POST', '/api/login/', { payload: { email, password: NEW_PASSWORD } });
    expect(fresh.statusCode).toBe(200);
  });

  it('of simultaneous changes from one current password exactly one is written and stands', async () => {
    const s = await signedIn(t);
    const tries = ['Brand-New-Secret-1?', 'Brand-New-Secret-2?', 'Brand-New-Secret-3?', 'Brand-New-Secret-4?'];
    const answers = await Promise.all(
      tries.map((next) => change(s, { current_password: PASSWORD, new_password: next })),
    );
    const won = answers.findIndex((a) => a.statusCode === 200);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const lost of answers.filter((a) => a.statusCode === 400)) {
      expect(lost.json()).toMatchObject({ current_password: [MSG.currentPasswordWrong] });
    }
    expect((await auditRowsFor(t, 'user', s.userId)).filter((r) => r.action === 'password_change')).toHaveLength(1);
    // the winner's password is the one that signs in
    const email = (await t.db.selectFrom('users').select('email').where('id', '=', s.userId).executeTakeFirstOrThrow())
      .email;
    const signIn = (password: string) => call(t, 'POST', '/api/login/', { payload: { email, password } });
    expect((await signIn(tries[won] as string)).statusCode).toBe(200);
  });

  it('keeps the caller signed in and ends the user’s other sessions', async () => {
    const user = await createUser(t);
    const here = await login(t, user.email);
    const laptop = await login(t, user.email);
    const tablet = await login(t, user.email);
    const bystander = await signedIn(t);

    expect((await change(here, { current_password: PASSWORD, new_password: NEW_PASSWORD })).statusCode).toBe(200);

    expect(await accessWorks(t, here.access)).toBe(true);
    expect((await refresh(t, here.refresh)).statusCode).toBe(200);
    for (const other of [laptop, tablet]) {
      expect(await accessWorks(t, other.access)).toBe(false);
      expect((await refresh(t, other.refresh)).statusCode).toBe(401);
    }
    expect(await accessWorks(t, bystander.access)).toBe(true);
  });

  it('clears a pending "must change password" flag', async () => {
    const s = await signedIn(t, { must_change_password: true });
    await change(s, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    const profile = await call(t, 'GET', '/api/profile/', { session: s });
    expect(profile.json().mustChangePassword).toBe(false);
  });

  it('writes a password_change audit row that holds no password', async () => {
    const user = await createUser(t);
    const here = await login(t, user.email);
    await login(t, user.email);
    await change(here, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    const rows = await auditRowsFor(t, 'user', user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'password_change',
      actor_id: user.id,
      after: { other_sessions_ended: 1 },
    });
    expect(JSON.stringify(rows[0]?.raw)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(rows[0]?.raw)).not.toContain('$argon2');
  });

  it('stores the new password as an argon2id hash, never as text', async () => {
    const s = await signedIn(t);
    await change(s, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', s.userId)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(NEW_PASSWORD);
  });
});
